import type { Block } from '../../../lib/blocks';
import type { BuiltinArticle } from '../index';

const blocks: Block[] = [
  {
    type: 'p',
    text: 'De todas las preguntas que llegan a una mesa de tarot, las del corazón son las más frecuentes y también las más delicadas. ¿Me quiere? ¿Va a volver? ¿Por qué siempre me pasa lo mismo? En el amor es donde más esperanza ponemos y donde más nos exponemos, así que es lógico buscar cualquier cosa que nos ayude a ver un poco más claro.',
  },
  {
    type: 'p',
    text: 'Quizá asocies el tarot con los programas de madrugada en la tele o con esas líneas de tarot por teléfono que se cobran por minutos. Aquí no funciona así: las tiradas de esta web son gratuitas, no hace falta registrarse y nunca se te pedirá dinero ni que llames a ningún número. Lo único que te proponemos es usar las cartas como un espejo y no como un oráculo infalible. El tarot no lee la mente de nadie ni te entrega un final asegurado. Lo que hace, y lo hace bien, es poner delante de ti unas imágenes antiguas y llenas de matices que te ayudan a nombrar lo que ya intuyes, a ver lo que llevas tiempo esquivando y a pensar tu siguiente paso con más calma.',
  },
  {
    type: 'p',
    text: 'En esta guía verás cómo plantear una pregunta de amor, qué suelen decir algunos arcanos mayores en una lectura sentimental, cómo funcionan las tiradas de pareja y dónde están los límites de todo esto. Al final te espera una tirada breve de cuatro cartas que puedes hacer aquí mismo.',
  },

  { type: 'h2', text: 'Antes de barajar: cómo formular la pregunta' },
  {
    type: 'p',
    text: 'Cualquier tarotista con oficio lo sabe: la pregunta marca la lectura. Una pregunta que solo admite un sí o un no suele dar una respuesta que te deja en las nubes o por los suelos, y en ninguno de los dos casos aprendes gran cosa. Las cartas funcionan mejor cuando la pregunta es abierta, sincera y está centrada en ti, que eres quien pregunta y quien puede mover ficha.',
  },
  { type: 'h3', text: 'Preguntas que abren camino' },
  {
    type: 'p',
    text: 'Una buena pregunta busca comprender, no adivinar. Deja espacio para que decidas tú y pone el foco en lo que está en tu mano. Estos son algunos ejemplos que suelen dar juego:',
  },
  {
    type: 'ul',
    items: [
      '¿Qué necesito entender ahora mismo de esta relación?',
      '¿Qué estoy aportando a este vínculo y qué me estoy guardando?',
      '¿Qué se interpone entre la cercanía que deseo y la que tengo?',
      '¿Cómo puedo cuidarme mientras esta situación sigue en el aire?',
      '¿Qué me ayudaría a querer con más libertad, tenga pareja o no?',
    ],
  },
  { type: 'h3', text: 'Preguntas que cierran puertas' },
  {
    type: 'p',
    text: '«¿Volverá conmigo?» pone todo el poder en manos de otra persona y pide a las cartas que garanticen algo que depende de decisiones ajenas. «¿Me está engañando?» exige una certeza sobre la vida privada de alguien que ninguna lectura puede dar con honestidad. «¿Cuándo conoceré al amor de mi vida?» busca una fecha en el calendario, no algo que te sirva hoy. No son preguntas prohibidas, solo poco útiles. Prueba a darles la vuelta: en lugar de «¿Volverá?», pregunta «¿Qué necesito saber para soltar, o para dar yo el primer paso?». De repente, la lectura te devuelve algo que sí está en tu mano.',
  },
  {
    type: 'p',
    text: 'Elige también el momento. Barajar a las tres de la mañana con el móvil en la otra mano, esperando un mensaje que no llega, es muy humano, pero una tirada hecha desde la angustia se acaba leyendo con angustia. Si puedes, respira, escribe la pregunta en un papel y vuelve a ella cuando notes el pulso más tranquilo. En esta web la pregunta es opcional: también puedes elegir las cartas en silencio, con la situación en mente.',
  },

  { type: 'h2', text: 'Los arcanos mayores que más hablan de amor' },
  {
    type: 'p',
    text: 'En la cartomancia de toda la vida, quien echa las cartas con la baraja española suele fijarse sobre todo en las copas cuando la consulta es sentimental. En el tarot, y en concreto en los 22 arcanos mayores con los que empiezan las tiradas de esta web, cada carta aporta su propio matiz a una lectura de amor. Ninguna es una fórmula fija: la misma carta cambia según la pregunta y según las cartas que la rodean, así que toma estas notas como puntos de partida y no como sentencias. Y conviene olvidarse de los tópicos: no todas las cartas luminosas anuncian un alma gemela ni todas las difíciles significan ruptura.',
  },
  { type: 'h3', text: 'Los Enamorados' },
  {
    type: 'p',
    text: 'Es la carta que todo el mundo espera y, a la vez, la peor entendida. En el Tarot de Marsella la escena no muestra una pareja feliz sino a un joven entre dos mujeres mientras un Cupido le apunta desde arriba con su arco. En el Rider-Waite, en cambio, aparecen un hombre y una mujer bajo un ángel. La imagen antigua recuerda algo importante: los Enamorados hablan tanto de elección como de romance. En una lectura de amor señalan valores compartidos, una decisión tomada con todo el corazón o el momento de escoger lo que de verdad quieres en lugar de dejarte llevar por la corriente.',
  },
  { type: 'h3', text: 'La Emperatriz' },
  {
    type: 'p',
    text: 'La Emperatriz es abundancia, calidez y gusto por la vida. En el amor habla de cuidados, de sensualidad y de una relación que se parece más a un huerto que hay que regar que a un campo de batalla. También puede preguntarte si cuidas a todo el mundo menos a ti. Su amor nace de la plenitud y no de la carencia: quiere a los demás porque primero se sostiene a sí misma.',
  },
  { type: 'h3', text: 'La Sacerdotisa' },
  {
    type: 'p',
    text: 'Sentada entre dos columnas, con un libro o un rollo en el regazo, la Sacerdotisa guarda silencio. En una tirada sentimental señala lo que todavía no se ha dicho: intuiciones, sentimientos que nadie ha puesto en palabras o algo que sabes y aún no te has confesado. Rara vez invita a precipitarse. Lo habitual es que te pida escuchar, fiarte de lo que te dice el cuerpo y dejar que las cosas se muestren a su ritmo.',
  },
  { type: 'h3', text: 'El Diablo' },
  {
    type: 'p',
    text: 'Dos figuras sujetas por el cuello a un pedestal, y las ataduras, si te fijas, son lo bastante holgadas como para quitárselas. En el amor, el Diablo habla de apego, celos, obsesión o de esa relación que se mantiene más por costumbre o por deseo que por una elección libre. A veces describe, sin más, una química física muy intensa. Su mensaje de fondo es la libertad: mira qué es lo que te ata y recuerda que tienes más margen del que parece.',
  },
  { type: 'h3', text: 'La Luna' },
  {
    type: 'p',
    text: 'La Luna ilumina a medias, y en lo sentimental eso se traduce en confusión: mensajes que se pueden leer de dos maneras, celos que crecen de noche, idealizaciones que no resisten la luz del día. No anuncia un engaño, aunque con las prisas se lea a menudo así. Lo que pide es no tomar decisiones importantes mientras el paisaje está en penumbra y separar lo que sabes de lo que imaginas. Cuando amanezca, verás el camino con otros ojos.',
  },
  { type: 'h3', text: 'La Torre' },
  {
    type: 'p',
    text: 'A nadie le gusta verla en una tirada de amor, pero no es una condena. La Torre marca una revelación repentina: una verdad que sale a la luz, una ilusión que se viene abajo, una dinámica que no puede seguir. A veces la relación da un giro brusco; otras, simplemente, por fin llega esa conversación que los dos llevaban meses evitando, y después se respira mejor. Lo que cae suele ser lo que estaba construido sobre arena. Si quieres profundizar, en este mismo blog tienes un artículo entero dedicado a ella.',
  },
  { type: 'h3', text: 'La Estrella' },
  {
    type: 'p',
    text: 'Después de la tormenta, la Estrella devuelve el agua al mundo: una figura desnuda vierte dos cántaros bajo un cielo despejado. En una lectura de amor es curación, esperanza renovada y una confianza que vuelve poco a poco: en otra persona, en el amor o en ti. Suele aparecer tras una ruptura o una etapa dura para decirte que el corazón puede abrirse otra vez, despacio y sin forzar nada.',
  },
  { type: 'h3', text: 'El Sol' },
  {
    type: 'p',
    text: 'Pocas cartas son tan cálidas. En el amor, el Sol trae alegría, juego, transparencia y el placer sencillo de que te vean tal como eres. Sugiere claridad después de la confusión y una relación en la que las dos personas pueden relajarse. Aun así, describe una cualidad y no una promesa: te invita a llevar esa luz a tu manera de querer.',
  },

  { type: 'h2', text: 'Tiradas para preguntas del corazón' },
  {
    type: 'p',
    text: 'Una tirada no es más que una disposición de cartas en la que cada posición tiene un sentido. La carta que cae en un lugar se lee a través de ese sentido, de modo que el Carro no dice lo mismo como «pasado» que como «consejo». En esta web tienes varias tiradas útiles para el amor, todas con los arcanos mayores o, si lo prefieres, con la baraja completa, y todas gratuitas.',
  },
  { type: 'h3', text: 'Una sola carta' },
  {
    type: 'p',
    text: 'Es la lectura más rápida y, muchas veces, la más clara. En la página principal se llama consulta rápida: haces una pregunta concreta, por ejemplo «¿Qué actitud me conviene hoy con esta persona?», eliges una carta y te quedas un rato con ella. Va muy bien para el día a día y para esos momentos en que no necesitas un análisis completo, solo un empujoncito.',
  },
  { type: 'h3', text: 'Pasado, presente y futuro' },
  {
    type: 'p',
    text: 'La tirada de tres cartas cuenta una historia corta. La primera muestra lo que ha dado forma a la situación; la segunda, el punto en el que está ahora; la tercera, hacia dónde va la cosa si nada cambia. Esa última condición es la clave. La carta del futuro señala una dirección, no un destino escrito, y su mejor uso es ayudarte a decidir si te gusta el rumbo que llevas.',
  },
  { type: 'h3', text: 'La tirada de pareja' },
  {
    type: 'p',
    text: 'En la página de Tarot del Amor encontrarás una tirada de cinco cartas para mirar una relación desde varios ángulos. Cada posición mira una parte distinta de la historia:',
  },
  {
    type: 'ol',
    items: [
      'Tú: lo que aportas ahora a la relación, incluidas las cosas que quizá no ves.',
      'Tu pareja: cómo parece estar viviendo la relación la otra persona, como una impresión y nunca como un juicio sobre quién es.',
      'La dinámica: la energía que circula en la relación, lo que se crea entre los dos cuando están juntos.',
      'Los desafíos: lo que pone a prueba el vínculo o pide atención.',
      'El consejo: la actitud o el gesto que puede ayudarte a avanzar con cuidado.',
    ],
  },
  {
    type: 'p',
    text: 'Empieza leyendo las dos primeras cartas una junto a la otra. ¿Tienen un tono parecido o muy distinto? Después deja que la dinámica te cuente cómo se encuentran esas dos energías y pon a conversar el desafío con el consejo. Esa última carta es la que merece la pena llevarse a casa.',
  },
  { type: 'h3', text: '¿Es la persona adecuada?' },
  {
    type: 'p',
    text: 'La misma página ofrece una tirada de cuatro cartas para cuando alguien ocupa tus pensamientos y no sabes muy bien qué hacer con eso: cómo es, sus sentimientos, los desafíos y el desenlace. Ojo con la última posición: «desenlace» no quiere decir final inevitable, sino hacia dónde apunta la historia con lo que hay ahora sobre la mesa. Si no te gusta lo que ves, tómalo como información, no como sentencia.',
  },

  { type: 'h2', text: 'Lo que una lectura de amor no puede hacer' },
  {
    type: 'p',
    text: 'Una buena lectura respeta a todas las personas implicadas, también a las que no están delante. Para que la práctica siga siendo honesta, conviene tener presentes unas cuantas ideas sencillas:',
  },
  {
    type: 'ul',
    items: [
      'Ninguna tirada sustituye a una conversación. Las cartas pueden ayudarte a prepararla, pero solo hablando con alguien sabrás lo que siente.',
      'Lo que una lectura sugiera sobre los pensamientos, los secretos o las decisiones de otra persona es una impresión para explorar, nunca un hecho sobre el que actuar.',
      'Tus decisiones son tuyas. Una lectura puede aportar luz, pero no debería decidir por ti ni pasar por encima de tu propio criterio.',
      'Si vives una relación en la que hay maltrato o no te sientes a salvo, no busques la respuesta en las cartas. Habla con alguien de confianza y pide ayuda: en España, el 016 atiende a las víctimas de violencia de género; en México, el 911; en Argentina, el 144; en Colombia, el 155, y en Chile, el 1455. Ante cualquier emergencia, llama al número de emergencias de tu país.',
    ],
  },
  {
    type: 'quote',
    text: 'Las cartas no te dicen a quién querer. Te ayudan a escuchar lo que tu corazón ya sabe y luego se apartan para que seas tú quien actúe.',
  },
  {
    type: 'p',
    text: 'Entendido así, el tarot deja de ser una fuente de ansiedad y se convierte en una herramienta para conocerte. Sales de la lectura con palabras más claras para lo que sientes, no con un guion escrito por otra persona.',
  },

  { type: 'h2', text: 'Una tirada de cuatro cartas: ¿Qué está pensando?' },
  {
    type: 'p',
    text: 'Hay noches en que lo que no te deja dormir no es el panorama completo, sino una única pregunta sobre la otra persona. Para ese momento está pensada esta tirada breve, y sirve igual pienses en un hombre o en una mujer. Usa cuatro arcanos mayores, cada uno en su posición: «Lo que piensa ahora», lo que parece ocupar su cabeza en lo que respecta a ti y a la relación; «Sentimientos ocultos», lo que quizá hay bajo la superficie, sin decir o sin que esa persona lo haya entendido todavía; «Intenciones de futuro», hacia dónde parece inclinarse; y «Consejo», cómo puedes responder tú con sinceridad y respetándote. Ten presente lo que acabas de leer: son impresiones para reflexionar, no una ventana a la cabeza de nadie. Respira, piensa en esa persona con cariño, baraja y elige tus cartas.',
  },
  { type: 'mini-reading' },
  {
    type: 'p',
    text: 'Cuando aparezcan las cartas, empieza por la del consejo y lee hacia atrás. Es la única posición que habla solo de ti, y muchas veces hace que veas las otras tres con una luz más amable y más útil.',
  },

  { type: 'h2', text: 'Cuando recojas las cartas' },
  {
    type: 'p',
    text: 'El amor rara vez cabe en el dibujo ordenado de una tirada. Es desordenado, cambiante y lleva el sello de las personas que lo viven, y ninguna baraja puede abarcar todo eso. Lo que el tarot sí te ofrece es una pausa: unos minutos para apartarte del torbellino de mensajes, dobles checks y dudas, y preguntarte qué está pasando de verdad dentro de ti.',
  },
  {
    type: 'p',
    text: 'Así que haz preguntas abiertas, lee las cartas como quien escucha una conversación y no como quien oye una sentencia, y deja que te devuelvan a tus relaciones reales con un poco más de claridad y un poco más de valor. Salga lo que salga, la lectura más importante es la que haces de tu propio corazón, y a esa siempre merece la pena volver.',
  },
];

/** Built-in editorial article (Spanish): a guide to reading the tarot about love, with the 'What Is He Thinking?' mini reading embedded. */
export const freeLoveTarot: BuiltinArticle = {
  id: 'free-love-tarot',
  title: 'Tarot del amor gratis: lo que las cartas dicen de tu corazón',
  description:
    'Cómo preguntar al tarot por el amor, qué dicen los arcanos mayores de una relación y una tirada de cuatro cartas para probar: «¿Qué está pensando?»',
  date: '2025-03-14',
  featuredImage: '/blog/free-love-tarot.svg',
  blocks,
};
