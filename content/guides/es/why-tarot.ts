import type { Block } from '../../../lib/blocks';

/** The body of the page 'Why You Should Do Tarot' (Spanish): what tarot is, what it can give, its limits and how to begin. */
export const whyTarot: Block[] = [
  { type: 'h2', text: 'Qué es el tarot y qué no es' },
  {
    type: 'p',
    text: 'El tarot es una baraja de cartas ilustradas en la que cada figura reúne un puñado de significados que se han ido puliendo durante siglos. Cuando sacas una carta con una pregunta en mente, su imagen te da algo a lo que agarrarte para pensar. Si aparece la Muerte, que casi nunca habla de morir, lo natural es preguntarse qué etapa se está cerrando. Si sale la Fuerza, quizá te preguntes dónde te hace falta más paciencia que empuje. Las cartas no hablan por ti, pero te ayudan a escucharte.',
  },
  {
    type: 'p',
    text: 'Por eso preferimos hablar del tarot como de un espejo y no como de un oráculo que dicta sentencia. Una tirada no fija tu destino, no desvela un futuro que ya esté escrito ni decide nada en tu lugar. Te pone delante unas imágenes, te invita a reconocer en ellas trozos de tu propia vida y deja las decisiones donde tienen que estar: en tus manos. Si una carta te dice algo que no te gusta, tómalo como una invitación a mirar con más calma, no como una condena que haya que cumplir.',
  },
  {
    type: 'quote',
    text: 'Las cartas no te dicen quién eres. Te preguntan, con imágenes, hacia dónde quieres ir.',
  },

  { type: 'h2', text: 'Lo que puede aportarte una tirada' },
  {
    type: 'p',
    text: 'Hay quien se acerca al tarot por curiosidad, quien llega después de una semana complicada, quien tiene una decisión que le quita el sueño y quien, sin más, disfruta de una tradición antigua y llena de belleza. Sea cual sea tu motivo, esto es lo que más se repite cuando alguien cuenta qué le aportan las cartas:',
  },
  {
    type: 'ul',
    items: [
      'Un punto de partida para pensar. Una carta ordena por un momento el ruido de la cabeza y te invita a mirar tu situación desde un ángulo que quizá no habrías elegido.',
      'Claridad antes de decidir. Poner sobre la mesa el pasado, el presente y lo que puede venir ayuda a separar lo que temes de lo que sabes de verdad.',
      'Palabras para lo que sientes. Los arcanos mayores funcionan como un vocabulario: la Torre nombra el derrumbe repentino, la Estrella la esperanza que vuelve despacio, el Ermitaño las ganas de retirarse una temporada. A veces basta con ponerle nombre a algo para que pese menos.',
      'Un rato de pausa. Barajar, elegir y leer son unos minutos sin prisa, lejos de las notificaciones, en los que la atención vuelve a ser tuya.',
      'Un empujón a la creatividad. Escritores, ilustradores y guionistas usan las cartas para desatascar historias, porque cada imagen sugiere una escena y cada tirada, un argumento.',
    ],
  },
  {
    type: 'p',
    text: 'Nada de esto exige creer que las cartas tengan poderes sobrenaturales. Puedes vivir el tarot como una práctica espiritual, como una herramienta de introspección o como una manera de contar historias; en cualquier caso, lo que le da valor es la atención que le pongas.',
  },

  { type: 'h2', text: 'Cómo sacarle partido a una lectura' },
  {
    type: 'p',
    text: 'Una tirada vale lo que vale la conversación que abre contigo. Unos pocos hábitos marcan la diferencia entre cinco minutos entretenidos y una idea que sigues recordando un mes después.',
  },
  {
    type: 'ol',
    items: [
      'Haz preguntas abiertas. «¿Me va a llamar?» deja a las cartas poco margen; «¿Qué necesito entender de esta relación?» les ofrece un paisaje entero. Las preguntas que empiezan por «qué» o «cómo» suelen dar más juego que las de sí o no.',
      'Fíjate en tu primera reacción. Antes de leer la interpretación, mira la carta y observa qué te remueve. Ese primer chispazo, de reconocimiento o de rechazo, suele ser lo más sincero de toda la lectura.',
      'Apúntalo. Lleva un cuaderno con la fecha, la pregunta, las cartas que salieron y un par de líneas sobre lo que te sugirieron. Con las semanas aparecen patrones que en una sola tirada no se ven.',
      'Vuelve a leerlo más adelante. Repasa tus notas cuando haya pasado aquello que te preocupaba, o a final de mes. Descubrirás cómo sueles interpretar las cosas, y tus lecturas siguientes serán más ricas.',
      'Da un paso pequeño. Elige una sola cosa concreta que te sugiera la tirada, como una conversación pendiente, una tarde de descanso o el primer borrador de un proyecto, y hazla. La reflexión sirve de verdad cuando cambia, aunque sea un poco, tu manera de vivir.',
    ],
  },

  { type: 'h2', text: 'Tarot sin letra pequeña' },
  {
    type: 'p',
    text: 'En España casi todo el mundo ha visto alguna vez, de madrugada, un programa de tarot en la tele con un número de teléfono en pantalla, o se ha topado con anuncios de tarot por teléfono que cobran por minuto. Conviene decirlo con claridad: esta web no funciona así. Aquí las lecturas son gratuitas, no hay que llamar a ningún número, no corre ningún contador de minutos y no aparece al final ninguna «consulta especial» de pago.',
  },
  {
    type: 'p',
    text: 'Tampoco hay cuentas, ni registro, ni correo que dejar, ni anuncios, ni cookies. Nadie va a insistir para que vuelvas ni a decirte que lo tuyo solo se arregla con otra tirada. Si las cartas te han servido, estupendo; si no, cierras la página y aquí no ha pasado nada.',
  },

  { type: 'h2', text: 'Límites y responsabilidad' },
  {
    type: 'p',
    text: 'Nos tomamos el tarot lo bastante en serio como para ser honestos sobre lo que no puede hacer. Una lectura no sustituye la ayuda de un médico, un abogado, un asesor financiero o un psicólogo. Si tienes un problema de salud, un asunto legal, una decisión económica importante o atraviesas una mala racha emocional, habla con un profesional o con alguien de confianza. Las cartas pueden acompañar ese proceso como un espacio de reflexión, pero nunca ocupar su lugar.',
  },
  {
    type: 'p',
    text: 'Si una pregunta deja ver que alguien lo está pasando muy mal, la web muestra antes de nada un aviso con teléfonos de ayuda: en España, el 112 y la línea 024 de atención a la conducta suicida, gratuita y disponible las 24 horas; en México, la Línea de la Vida (800 911 2000); en Argentina, el 135; en Chile, el *4141, y en Colombia, el 106. En esos momentos, una voz humana ayuda mucho más que cualquier carta.',
  },
  {
    type: 'p',
    text: 'Conviene también fijarse en cómo usas el tarot. Si te sorprendes sacando carta tras carta sobre la misma pregunta, a la espera de que por fin salga otra respuesta, el problema no son las cartas sino la incertidumbre. Entonces lo más amable que puedes hacer contigo es cerrar la tirada, respirar y volver otro día. El tarot es un buen compañero para tu criterio, nunca un sustituto.',
  },

  { type: 'h2', text: 'Cómo empezar en esta web' },
  {
    type: 'p',
    text: 'Todo lo que hay aquí es gratis y anónimo. Las tiradas usan los 22 arcanos mayores, del Loco al Mundo, la parte de la baraja que habla de los grandes temas de una vida, o la baraja completa de 78 si la eliges, y las cartas se leen al derecho a menos que dejes que salgan invertidas.',
  },
  {
    type: 'ul',
    items: [
      'Elige la lectura que encaje con tu momento. En la portada tienes la consulta rápida, de una carta, y la de pasado, presente y futuro, de tres; en las páginas de tarot del amor, tarot diario, tarot del trabajo y tarot de viajes hay tiradas pensadas para cada tema, de una a cinco cartas.',
      'Escribe tu pregunta si quieres, o empieza sin ninguna. La web reconoce el tema (amor, trabajo, salud, dinero, familia, una decisión, un viaje…) y orienta la interpretación hacia él. La pregunta nunca aparece en la dirección de la página y el servidor no la guarda.',
      'Elige tus cartas del abanico. Deja que decida la mano más que la cabeza.',
      'Lee primero el significado de cada carta en su posición y después la lectura escrita. Si quien administra la web ha activado Gemini, la inteligencia artificial de Google, será ella quien la redacte; si no, o si en ese momento no responde, la escribe la propia web a partir de los significados tradicionales. La página siempre indica cuál de las dos la ha escrito, y en ambos casos recibes una lectura completa.',
    ],
  },
  {
    type: 'p',
    text: 'Después, quédate un rato con lo que has leído. Fíjate en qué frase se te ha quedado, apúntala si te apetece y llévatela contigo el resto del día. Ese pequeño instante en que algo encaja es, a fin de cuentas, la mejor razón para consultar el tarot.',
  },
];
