import type { CardContent } from '../card-content';

/** The Page of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una figura joven, de pie en un prado verde salpicado de flores, sostiene una moneda de oro a la altura de los ojos y la contempla con total concentración. Lleva un tocado rojo y una túnica verde. A su espalda se extienden tierras aradas, un bosquecillo y una montaña lejana. El cielo es amarillo y el ambiente, sereno, casi detenido. En el tarot de Marsella la Sota de Oros aparece de pie, con una moneda en la mano y otra en el suelo, cerca de sus pies, mirando su hallazgo con curiosidad.',
    'La atención con la que la Sota mira la moneda es la clave de la carta. No la usa ni la gasta; la estudia, como si quisiera entender su valor y sus posibilidades. El campo fértil y la tierra arada muestran un terreno preparado para sembrar, y la montaña del fondo, una meta lejana pero alcanzable. Todo sugiere un comienzo lento, serio y lleno de promesas, en el que nadie tiene prisa por recoger antes de haber sembrado.',
    'Los Oros traen a la lectura el mundo de la tierra, el de los estudios que se convierten en oficio y el del dinero que se gana poco a poco. Entre las figuras de la corte, la sota es quien aprende, quien trae un mensaje o quien acaba de empezar. La Sota de Oros encarna el aprendizaje aplicado al mundo práctico, el de alguien que estudia, se forma y da sus primeros pasos en un oficio o en un proyecto. A veces señala a alguien joven y responsable, otras una noticia relacionada con el dinero, los estudios o el trabajo, y otras tu propio deseo de aprender algo útil.',
    'Hoy la carta te anima a mirar tus oportunidades con la misma atención con que la Sota mira su moneda. Quizá tienes entre manos algo pequeño que puede crecer mucho si lo estudias, lo cuidas y le dedicas tiempo. No hace falta correr; basta con empezar bien y mantener la constancia.',
  ],
  present:
    'Estás en una etapa de aprendizaje o al comienzo de un proyecto práctico. Dedica atención, paciencia y estudio a lo que tienes entre manos; lo que empieza con seriedad puede llegar muy lejos.',
};
