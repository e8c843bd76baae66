import type { FaqItem } from '../../lib/blocks';

/** The frequently asked questions (Spanish): ten short, honest answers about the readings, the AI, privacy and the blog. */
export const faq: FaqItem[] = [
  {
    id: 'is-it-free',
    question: '¿De verdad las lecturas son gratis?',
    answer: [
      'Sí. Todas las lecturas de esta web son gratuitas: no hay tarifas ocultas, ni versión premium, ni tarjeta de crédito, ni números de tarificación especial. Tampoco hay cuentas, así que no tienes que registrarte ni dejar tu correo: las lecturas son anónimas.',
      'Lo decimos claro porque en España el tarot se asocia a menudo con los programas de madrugada y las líneas de tarot por teléfono que cobran por minuto. Aquí nadie te pedirá dinero ni que llames a ningún número, ni al principio ni al final. Puedes volver cuando quieras y leer en español, en inglés o en italiano.',
    ],
  },
  {
    id: 'how-does-the-ai-work',
    question: '¿Cómo funciona la lectura con inteligencia artificial?',
    answer: [
      'Si quien administra la web ha configurado Gemini, la inteligencia artificial de Google, cuando terminas de elegir tus cartas el servidor le envía tu pregunta (si la has escrito), su tema, las cartas que han salido, la posición de cada una en la tirada y sus significados tradicionales.',
      'Con todo eso, Gemini escribe una lectura personal de menos de 300 palabras: una visión general, un párrafo por carta y un consejo práctico. Además ves la interpretación carta por carta, de modo que siempre puedes comparar lo que ha escrito la IA con los significados de siempre. La página indica en cada caso quién ha escrito la lectura.',
    ],
  },
  {
    id: 'ai-unavailable',
    question: '¿Qué pasa si la IA no está disponible?',
    answer: [
      'Recibes igualmente una lectura completa. Si Gemini no está configurado, falla, tarda demasiado o se ha agotado el cupo de consultas a la IA de esa hora, la propia web escribe la lectura en tu idioma a partir de los significados tradicionales de cada carta, con la misma estructura: visión general, un párrafo por carta y orientación.',
      'Esta lectura se ajusta menos a las palabras exactas de tu pregunta, pero es fiel a lo que las cartas han significado para generaciones de tarotistas. La página te indica que se ha interpretado a partir de los significados tradicionales.',
    ],
  },
  {
    id: 'is-my-question-private',
    question: '¿Mi pregunta es privada?',
    answer: [
      'Tu pregunta se guarda solo en la pestaña de tu navegador y desaparece al cerrarla. Llega al servidor únicamente cuando pides la lectura escrita, y el servidor no la apunta en ningún registro ni base de datos: responde y no se queda con nada. Si Gemini está configurado, la pregunta y las cartas pasan a Google para que escriba la lectura, y Google las trata según las condiciones de su API.',
      'La pregunta nunca aparece en una dirección web, así que no puede acabar en un enlace que compartas ni en tu historial. Aun así, te recomendamos no incluir nombres completos ni datos que permitan reconocerte a ti o a otras personas.',
    ],
  },
  {
    id: 'how-many-cards',
    question: '¿Cuántas cartas tiene una baraja de tarot?',
    answer: [
      'Una baraja de tarot completa tiene 78 cartas: 22 arcanos mayores y 56 arcanos menores. Los menores se reparten en cuatro palos de 14 cartas, bastos, copas, espadas y oros, y cada palo tiene diez cartas numeradas y cuatro figuras: sota, caballo, reina y rey.',
      'Los palos son los mismos de la baraja española, aunque esta tiene menos cartas y no lleva reina. Las tiradas de esta web usan los 22 arcanos mayores, salvo que elijas otra cosa: antes de empezar puedes pasar a la baraja completa de 78 cartas y dejar que salgan cartas invertidas.',
    ],
  },
  {
    id: 'why-only-major-arcana',
    question: '¿Por qué los arcanos mayores de entrada?',
    answer: [
      'Los 22 arcanos mayores hablan de los grandes temas de una vida: el amor, el cambio, el valor, la pérdida, la renovación. En una tirada corta, de una a cinco cartas, dan a cada posición una voz clara y con peso, y son más fáciles de conocer si estás empezando con el tarot.',
      'Los arcanos menores aportan el detalle cotidiano y lucen en tiradas más amplias, como la Cruz Celta de 10 cartas. Si quieres leer con ellos, elige la baraja completa antes de empezar. En nuestra sección de cartas encontrarás las 78, al derecho y del revés, y en Claves del tarot, su parentesco con la baraja española.',
    ],
  },
  {
    id: 'can-tarot-predict-the-future',
    question: '¿Puede el tarot predecir el futuro?',
    answer: [
      'No creemos que el tarot desvele un futuro fijo. Una lectura refleja las energías y tendencias que rodean tu pregunta y muestra hacia dónde pueden ir las cosas si nada cambia, pero las decisiones siguen siendo tuyas.',
      'Piensa en las cartas como un espejo y una invitación a reflexionar, no como una profecía, y desconfía de quien te anuncie desgracias seguras o te prometa un desenlace a cambio de dinero. Y nunca uses una lectura en lugar del consejo de un médico, un abogado, un asesor financiero o un profesional de la salud mental.',
    ],
  },
  {
    id: 'how-often',
    question: '¿Cada cuánto conviene hacer una lectura?',
    answer: [
      'Una carta al día, como la carta del día de esta web, es una costumbre sencilla que a mucha gente le sienta bien. Para una pregunta concreta suele bastar con una lectura: deja que su mensaje se asiente antes de volver a preguntar.',
      'Si te sorprendes sacando cartas una y otra vez sobre lo mismo, a la espera de una respuesta distinta, es buen momento para parar y volver otro día. Las cartas no cambian de opinión por insistir; lo que suele necesitar tiempo es la inquietud que hay detrás de la pregunta.',
    ],
  },
  {
    id: 'which-reading',
    question: '¿Qué lectura elijo?',
    answer: [
      'Si buscas una respuesta al momento, elige «Consulta rápida»; para el día que empieza, «Carta del día», o «Mañana y noche» si prefieres dos cartas que enmarquen la jornada. «Pasado, presente y futuro» muestra cómo se está desarrollando una situación. Para el amor, prueba la «Tirada de pareja», con sus cinco posiciones, o «¿Es la persona adecuada?».',
      'Para el trabajo tienes «Camino profesional» y «Ambiente laboral»; para los viajes, «¿Adónde viajar?» y «Tirada del viaje». Si no lo tienes claro, empieza por una sola carta: a veces basta para saber por dónde seguir.',
    ],
  },
  {
    id: 'how-does-the-blog-work',
    question: '¿Puedo escribir en el blog? ¿Cómo funciona?',
    answer: [
      'El blog reúne artículos sobre las cartas, las tiradas y la práctica del tarot. También puedes escribir los tuyos directamente en la web, sin cuenta, con el editor del blog, o publicarlos desde tus propias herramientas de automatización.',
      'Los artículos que escribas o publiques así se guardan solo en el navegador de tu dispositivo. No se envían a nuestro servidor ni se publican para otras personas, así que no aparecerán en otro dispositivo y se perderán si borras los datos del navegador. Guarda una copia de lo que quieras conservar.',
    ],
  },
];
