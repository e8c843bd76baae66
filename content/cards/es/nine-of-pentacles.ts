import type { CardContent } from '../card-content';

/** The Nine of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una mujer elegante, vestida con una túnica estampada de flores que recuerdan el símbolo de Venus, se detiene en un viñedo cargado de racimos. A su alrededor, nueve monedas de oro parecen crecer entre las vides. En la mano izquierda, protegida por un guante, lleva un halcón con la cabeza cubierta por una caperuza, y a sus pies se ve un pequeño caracol. Al fondo se alza una casa señorial. En la Rider-Waite-Smith todo respira calma, holgura y buen gusto. El Nueve de Oros de Marsella, en cambio, solo reúne nueve monedas entre tallos y flores.',
    'Cada detalle habla de una abundancia ganada con disciplina. El halcón encapuchado representa los instintos educados, la mente entrenada que sabe esperar; el caracol, la lentitud con que se ha construido este bienestar. Las flores de la túnica evocan a Venus, diosa de la belleza y del placer. La figura está sola, pero no parece echar de menos a nadie; disfruta de su propio tiempo y de lo que ha cultivado.',
    'Los Oros, palo de la tierra, miden la riqueza en cosas concretas, como una casa, una viña o unos ahorros. Con el nueve el ciclo casi se completa y roza su plenitud. Aquí la plenitud tiene forma de autosuficiencia: tener lo necesario, disfrutarlo y saber que se ha conseguido con el propio esfuerzo. Solo falta el diez, donde la riqueza se comparte con toda la familia.',
    'Hoy la carta te da permiso para reconocer lo que has logrado y disfrutarlo sin culpa. Quizá no lo tienes todo, pero tienes más de lo que crees, y buena parte es fruto de tu constancia. Date un capricho sencillo, sal a pasear, cuida tu espacio y recuerda que tu bienestar también merece atención.',
  ],
  present:
    'Vives un tiempo de holgura y autonomía levantado con tu propio esfuerzo. Es momento de saborear lo conseguido, cuidar tu bienestar y confiar en tu capacidad para sostenerte por ti.',
};
