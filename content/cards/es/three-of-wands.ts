import type { CardContent } from '../card-content';

/** The Three of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'De espaldas, una figura se yergue en lo alto de un acantilado, con una mano apoyada en una de las tres varas clavadas en la tierra. En la Rider-Waite-Smith contempla un mar dorado por el que navegan barcos mercantes, quizá los suyos, que vuelven o se alejan. Viste una túnica rica, con una banda cruzada sobre el pecho, y su mirada se pierde en la distancia. El tarot de Marsella se limita a tres bastones, uno recto y dos cruzados, adornados con brotes y hojas.',
    'La figura ya ha salido de casa: ha enviado sus naves y espera su regreso. Las varas firmes en el suelo indican que la base es sólida, y el agua dorada sugiere que lo que se ha puesto en marcha tiene valor. Ya no hace falta remar ni cargar mercancías; el trabajo ahora consiste en prever, leer el viento y preparar el siguiente movimiento. Es la paciencia activa de quien sabe que lo sembrado necesita su tiempo y que mirar lejos también es una forma de trabajar.',
    'El fuego de los Bastos es el de la iniciativa, la ambición creadora y el deseo de abrir caminos. En el número tres, las ideas dan sus primeros resultados: la semilla y la elección se convierten en crecimiento visible. No es todavía la cosecha completa, sino esa etapa en que los planes empiezan a confirmarse, llegan las primeras respuestas y el mundo devuelve algo de lo que lanzaste. Por eso la carta se asocia con el comercio, los viajes y la expansión.',
    'Hoy el Tres de Bastos te invita a ampliar la mirada. Confía en lo sembrado, mantén la calma mientras maduran los resultados y empieza a imaginar qué harás con ellos. Tal vez tu lugar esté más lejos de lo que creías, y no pasa nada por mirar hacia allí con interés.',
  ],
  present:
    'Llegan las primeras respuestas a lo que pusiste en marcha. Vives un momento de expansión y perspectiva en el que conviene mirar lejos, preparar el siguiente paso y confiar en que tu trabajo tiene recorrido.',
};
