import type { CardContent } from '../card-content';

/** The Devil, in Spanish. */
export const card: CardContent = {
  overview: [
    'Encaramado en un bloque de piedra negra, el Diablo de la baraja Rider-Waite-Smith luce cuernos de macho cabrío, alas de murciélago y un pentagrama invertido en la frente. Alza la mano derecha con la palma a la vista y con la izquierda baja hacia el suelo una antorcha encendida. Unas cadenas sujetas al pedestal rodean el cuello de un hombre y una mujer desnudos, a quienes ya les están creciendo unos cuernecillos y una cola. En el Tarot de Marsella, el preferido de muchos tarotistas españoles, la figura resulta aún más extraña: un ser de rasgos a la vez masculinos y femeninos, con alas y cornamenta, plantado sobre un pequeño altar al que hay atados con cuerdas dos diablillos.',
    'Lo más inquietante no es el monstruo, sino la pareja. Es la misma de los Enamorados, y el número lo subraya: XV suma seis, el arcano de aquella elección. Allí los bendecía un ángel; aquí los vigila una bestia, y lo elegido se ha vuelto costumbre o dependencia. La cola de ella acaba en un racimo de uvas y la de él en una llama: el placer y el deseo han pasado de servir a mandar. La antorcha apuntando a tierra da calor pero no alumbra. Aun así, la carta esconde un detalle esperanzador: las cadenas cuelgan tan holgadas que cualquiera de los dos podría sacárselas por la cabeza.',
    'El Diablo abre la tercera fila del viaje del Loco, la de las grandes fuerzas que nadie domina del todo. Llega justo después de la Templanza, que había encontrado la medida exacta, y enseña su reverso: esa parte de nosotros que siempre quiere más. No hace falta temerlo; basta con mirarlo de frente. Y esa mirada tiene consecuencias: la carta siguiente es la Torre, donde lo que se sostenía sobre cadenas se viene abajo.',
    'Cuando sale en una tirada, vale la pena preguntarte sin rodeos qué te engancha y comprobar si esa cadena aprieta tanto como parece.',
  ],
  present:
    'Un hábito, un deseo o un miedo te sujeta más de lo que te gustaría admitir. Ponerle nombre con franqueza es toda la tarea de este momento, porque lo que se ve se puede aflojar.',
};
