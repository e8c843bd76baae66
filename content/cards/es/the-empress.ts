import type { CardContent } from '../card-content';

/** The Empress, in Spanish. */
export const card: CardContent = {
  overview: [
    'Rodeada de naturaleza en plena abundancia, una mujer descansa sobre mullidos cojines con una corona de doce estrellas en la cabeza. La baraja Rider-Waite-Smith la sitúa en medio de un campo de trigo maduro, con un bosque al fondo y un arroyo que cae en cascada; su vestido está estampado de granadas y, junto a ella, un escudo en forma de corazón lleva el símbolo de Venus. En el modelo de Marsella la escena es más solemne: una soberana sentada de frente, con cetro y alas a la espalda, sostiene un escudo con un águila.',
    'La Emperatriz encarna la fertilidad en todos sus sentidos: la de la tierra, la del cuerpo y la de las ideas que crecen cuando se las cuida. El trigo habla de cosecha y sustento, el agua que corre de una vida que fluye sin obstáculos, y las granadas retoman el motivo de la Sacerdotisa, pero aquí ya abiertas, maduras, visibles. El símbolo de Venus la liga al amor, a la belleza y al placer de los sentidos, mientras que las doce estrellas de su corona recuerdan los meses del año y el ritmo de las estaciones. Es una autoridad que no se impone: nutre.',
    'Como tercera carta del viaje del Loco, sigue a la Sacerdotisa y precede al Emperador dentro de la primera fila, la que enseña a vivir en el mundo. Después del silencio interior llega la abundancia que se ve y se toca, el cuidado que hace crecer las cosas; el Emperador aportará luego la estructura y las reglas que protegen esa abundancia. Juntos forman una pareja clásica de la baraja, el principio que nutre y el que ordena.',
    'Hoy suele recordarte que cuidar de ti y de lo que amas también es una forma de avanzar.',
  ],
  present:
    'Vives una etapa fértil, en la que lo que cuidas crece. El bienestar, el cariño y el placer no son distracciones en este momento, sino la tierra misma donde puede florecer aquello por lo que preguntas.',
};
