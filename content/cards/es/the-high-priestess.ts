import type { CardContent } from '../card-content';

/** The High Priestess, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una mujer sentada entre dos columnas, una negra y otra blanca, guarda un rollo medio oculto entre los pliegues de su manto. En la baraja Rider-Waite-Smith las columnas llevan las letras B y J, por Boaz y Jakin, las del templo de Salomón; tras ella cuelga un velo bordado de granadas que deja adivinar una extensión de agua, lleva una corona con las fases de la luna y, a sus pies, descansa una luna creciente. En el tarot de Marsella es La Papisa: una figura con tiara y hábito, sentada con un libro abierto en el regazo, ante una cortina que cae tras su cabeza.',
    'Todo en esta carta habla de lo que está velado. Las columnas opuestas son los contrarios que ella sostiene sin elegir entre ellos: luz y sombra, saber y misterio, lo que se dice y lo que se calla. El velo separa lo visible de lo que solo se intuye, y las granadas, llenas de semillas, evocan una fecundidad que todavía no se ha mostrado. El rollo, que en algunas versiones lleva la palabra Tora, es una sabiduría que no se entrega de golpe. La luna, por último, une la carta a los ciclos, a los sueños y a esa clase de conocimiento que llega de noche.',
    'Como carta II, la Sacerdotisa sigue al Mago dentro de la primera fila del viaje del Loco. Si él enseñaba a actuar, ella enseña a esperar y a escuchar: antes de transformar el mundo hay que aprender a leerlo por dentro. Tras ella viene la Emperatriz, que hará brotar en la vida concreta lo que aquí solo se gesta en silencio.',
    'Cuando aparece, suele pedirte que confíes en lo que ya intuyes, aunque aún no sepas explicarlo con palabras.',
  ],
  present:
    'Buena parte de lo que ocurre todavía no se ha dicho en voz alta. Tu intuición lee la situación mejor que los datos que tienes delante, así que escúchala antes de pedir a nadie una respuesta.',
};
