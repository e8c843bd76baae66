import type { Block } from '../../../lib/blocks';

/** The body of the page 'AI vs. Traditional Tarot' (Spanish): how each kind of reading works, a fair comparison, privacy and when to choose which. */
export const aiVsTraditional: Block[] = [
  { type: 'h2', text: 'Cómo trabaja un tarotista' },
  {
    type: 'p',
    text: 'Una lectura tradicional empieza antes de que se destape la primera carta. Un buen tarotista se fija en tus gestos, escucha cómo planteas la pregunta y percibe lo que te cuesta decir. Mientras baraja, quizá te pregunte qué te trae a la consulta, y tu respuesta influye en la tirada que elige. Después, carta a carta, va hilando los significados que lleva años estudiando hasta formar una historia a la medida de quien tiene delante.',
  },
  {
    type: 'p',
    text: 'Hay cuatro cosas que hacen especial este tipo de lectura:',
  },
  {
    type: 'ul',
    items: [
      'La intuición: quien tiene oficio deja que un color, un gesto o un detalle de la carta le sugiera un matiz que no viene en ningún libro.',
      'El diálogo: puedes interrumpir, llevar la contraria o preguntar qué significa esa carta para tu hermana y no para ti, y la lectura cambia de rumbo.',
      'La presencia: reconforta que alguien te escuche con toda su atención durante una hora.',
      'La tradición: un tarotista con experiencia conoce a fondo el simbolismo del Tarot de Marsella y a menudo también el del Rider-Waite; maneja las correspondencias con la astrología y la numerología, y tiene detrás el poso de todas las consultas que ha hecho antes.',
    ],
  },
  {
    type: 'p',
    text: 'En España, además, se echan las cartas con la baraja española, la de oros, copas, espadas y bastos con la que tantas familias han jugado al mus o a la brisca. Es una cartomancia con sus propias reglas y sus propios significados, y pertenece a la misma costumbre de buscar en unos naipes una manera de pensar la vida.',
  },
  {
    type: 'quote',
    text: 'Un tarotista te lee a ti tanto como a las cartas. Una IA lee las cartas y te deja a ti la tarea de leerte.',
  },

  { type: 'h2', text: 'Cómo funciona aquí una lectura con IA' },
  {
    type: 'p',
    text: 'Cuando eliges tus cartas del abanico, la web ya sabe varias cosas: qué cartas han salido, qué posición ocupa cada una en la tirada, de qué tema trata tu pregunta (amor, trabajo, familia, un viaje o tu situación en general, por ejemplo) y qué significado tradicional tiene cada carta en ese lugar. Si quien administra la web ha configurado una clave de Gemini, la inteligencia artificial de Google, el servidor reúne todo eso, junto con tu pregunta si la has escrito, en unas instrucciones redactadas con cuidado y se las envía.',
  },
  {
    type: 'p',
    text: 'Esas instrucciones le piden a Gemini una lectura personal, cálida y honesta, de menos de 300 palabras: una visión general, un párrafo por carta en su posición y una orientación práctica para terminar. También le piden que no caiga en el fatalismo y que no haga promesas médicas, legales ni económicas. Junto a la lectura escrita siempre ves la interpretación carta por carta, así que puedes comparar lo que ha escrito la IA con los significados tradicionales de los que ha partido.',
  },
  {
    type: 'p',
    text: 'Si la IA no está disponible, porque no se ha configurado, porque falla o tarda demasiado, o porque se ha agotado el cupo de consultas de esa hora, no te encuentras con un mensaje de error. La propia web escribe la lectura en tu idioma a partir de los significados tradicionales de cada carta, con la misma estructura. Es menos personal, pero está completa y es fiel a la tradición. La página te dice siempre cuál de las dos la ha escrito.',
  },

  { type: 'h2', text: 'Puntos fuertes y débiles, frente a frente' },
  {
    type: 'p',
    text: 'Ninguna de las dos opciones gana en todo. Son herramientas distintas, y conviene tener claro qué hace bien cada una.',
  },
  {
    type: 'ul',
    items: [
      'Disponibilidad: la lectura con IA está ahí a las tres de la mañana, en unos segundos; con un tarotista hay que pedir cita y encontrar un hueco en su agenda.',
      'Coste: en esta web no pagas nunca; una consulta presencial o una línea de tarot por teléfono se pagan, a menudo por minutos, y ese reloj también condiciona la conversación.',
      'Escucha: un tarotista puede repreguntar y reaccionar a tu tono de voz; la lectura con IA de esta web trabaja con lo que has escrito y con las cartas que has sacado, y no puede preguntarte nada.',
      'Constancia: la IA parte siempre de los mismos significados tradicionales y tiende a mantener el equilibrio; una persona puede estar brillante un día y agotada al siguiente, y trae consigo sus prejuicios además de su intuición.',
      'Profundidad: un buen tarotista puede relacionar tus cartas con toda tu historia, mientras que la lectura con IA se ciñe a la pregunta y a la tirada que has elegido.',
      'Intuición: un tarotista puede seguir una corazonada que luego resulta importante; una IA escribe con soltura y sensatez, pero no tiene corazonadas ni experiencia vivida.',
      'Ritmo: a solas frente a la pantalla puedes parar, releer o cerrar la página cuando quieras, sin nadie pendiente de tu reacción; en una consulta, en cambio, el tiempo corre y hay alguien esperando tu respuesta.',
    ],
  },
  {
    type: 'p',
    text: 'Conviene recordar, además, que una IA puede sonar muy segura de sí misma. Escribir bien no es lo mismo que tener razón, así que lee su interpretación como leerías el consejo de una amistad con muchas lecturas: con interés y con tu propio criterio bien despierto.',
  },

  { type: 'h2', text: 'Privacidad' },
  {
    type: 'p',
    text: 'Con un tarotista, la discreción depende de la persona que tienes enfrente. En esta web forma parte del propio funcionamiento. No hay cuentas y las lecturas son anónimas. Tu pregunta se guarda solo en la pestaña de tu navegador; viaja al servidor únicamente cuando pides la lectura escrita, y el servidor no la anota en ningún registro ni en ninguna base de datos: responde y no se queda con nada. Si Gemini está configurado, la pregunta, las cartas y sus posiciones llegan a Google para que escriba la lectura, y Google las trata según las condiciones de su API. La pregunta nunca aparece en una dirección web, así que no acabará en un enlace que compartas ni en tu historial.',
  },
  {
    type: 'p',
    text: 'Aun así, con cualquier servicio en línea es buena costumbre no incluir nombres, apellidos, direcciones ni detalles que permitan reconocerte a ti o a otras personas. Para leer las cartas no hacen ninguna falta.',
  },

  { type: 'h2', text: 'Cuándo elegir cada una' },
  {
    type: 'p',
    text: 'Elige una lectura con IA cuando te apetezca un momento de reflexión rápido y discreto: la carta del día, un primer vistazo a una decisión o una pregunta que todavía no te ves con ánimo de decir en voz alta delante de otra persona. Busca un tarotista cuando el asunto sea grande y enrevesado, cuando prefieras hablar a leer o cuando valores la experiencia de sentarte con alguien que lleva años con las cartas. Y no elijas ninguna de las dos cuando lo que de verdad necesitas es un médico, un abogado, un asesor financiero o un profesional de la salud mental: el tarot puede acompañar esas conversaciones, pero no sustituirlas.',
  },
  {
    type: 'p',
    text: 'Si te decides por un tarotista, una pista sencilla: desconfía de quien te mete prisa, te anuncia desgracias que solo se arreglan con otra consulta o te pide dinero por «trabajos» para deshacer un mal de ojo. Una buena lectura te deja con más claridad, no con más miedo.',
  },

  { type: 'h2', text: 'Cómo combinarlas' },
  {
    type: 'p',
    text: 'Mucha gente descubre que las dos formas se complementan. Puedes convertir la carta del día en un ritual de cada mañana, apuntar lo que te salga en un cuaderno y llevar esas notas a un tarotista un par de veces al año para una conversación más larga. También puedes hacer aquí una tirada antes de una consulta para afinar tu pregunta y ver qué cartas y qué temas se repiten; así el tiempo con el tarotista va directo a lo importante.',
  },
  {
    type: 'p',
    text: 'Elijas lo que elijas, quien más pesa en la lectura eres tú. Las cartas ponen las imágenes, la IA o el tarotista ponen las palabras, pero solo tú sabes cuáles de esas palabras son verdad en tu vida.',
  },
];
