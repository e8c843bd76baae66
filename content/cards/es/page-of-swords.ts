import type { CardContent } from '../card-content';

/** The Page of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una figura joven se alza sobre una pequeña elevación, con las piernas separadas y una espada levantada con ambas manos. Su cabello y las nubes se agitan con el viento, y a su espalda se ven árboles que se doblan, una bandada de pájaros en el cielo y montañas lejanas. Su cuerpo se orienta en una dirección y su rostro en otra, como si vigilara algo que acaba de oír. En el tarot de Marsella la Sota de Espadas es una figura parecida, de pie, que sostiene la espada y su vaina con un gesto algo más vacilante, como quien aún duda si desenvainar.',
    'Todo en la carta habla de alerta y de movimiento mental. El viento es el elemento mismo del palo, y los pájaros, mensajeros del aire, sugieren ideas y noticias en vuelo. El terreno irregular indica que la Sota todavía no pisa suelo firme; su espada es nueva y no sabe del todo cómo usarla. La mirada de reojo revela curiosidad, pero también cierta desconfianza, la de quien observa antes de actuar.',
    'Las Espadas corresponden al aire, que gobierna el pensamiento, la comunicación y la búsqueda de la verdad. Las sotas son las figuras del aprendizaje: estudiantes, mensajeros, principiantes que dan sus primeros pasos en el terreno del palo. Esta Sota puede representar a una persona joven de mente ágil, una noticia o un mensaje que llega, o tu propio lado inquisitivo, ese que quiere entenderlo todo. Como cualquier figura de la corte, también puede describir una situación en la que toca observar y aprender antes de intervenir.',
    'Hoy la carta te anima a usar tu curiosidad con inteligencia. Pregunta, investiga, infórmate, pero cuida la forma en que hablas y no conviertas la vigilancia en sospecha. Una mente despierta es un regalo cuando va acompañada de tacto.',
  ],
  present:
    'Tu mente está especialmente despierta y llena de preguntas. Es un buen momento para informarte, aprender y observar con atención, siempre que uses las palabras con cuidado y verifiques lo que oyes.',
};
