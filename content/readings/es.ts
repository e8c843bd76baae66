import type { ReadingGuides } from './types';

/** What each new reading is and how it is read, with the questions people ask about it. */
export const readingGuides: ReadingGuides = {
  yesNo: {
    body: [
      { type: 'h2', text: 'Cómo funciona el tarot sí o no' },
      {
        type: 'p',
        text: 'El tarot sí o no es la tirada más directa que existe. Haces una pregunta que se pueda responder con un sí o un no, eliges una carta del abanico y la carta da su veredicto. No hay posiciones que combinar ni una historia que reconstruir, solo una imagen y lo que esa imagen dice sobre lo que te preocupa. Por eso es la consulta que más se hace cuando hay prisa por saber, y también la que más se presta a malentendidos si se lee a la ligera.',
      },
      {
        type: 'p',
        text: 'Si quieres más matices, saca tres cartas. La primera muestra dónde estás ahora, la segunda lo que se interpone y la tercera adónde llevan las cosas. El veredicto tiene en cuenta las tres, aunque la última es la que más pesa, seguida de la primera. Si la carta del medio es de sombra, el sí llega con una condición.',
      },
      { type: 'h2', text: 'Qué cartas dicen sí y cuáles dicen no' },
      { type: 'p', text: 'Entre los 22 arcanos mayores hay cartas de luz, cartas de sombra y cartas que dejan la respuesta en tus manos.' },
      {
        type: 'ul',
        items: [
          'Hacia el sí se inclinan el Sol, la Estrella, el Mundo, el Mago, la Emperatriz, los Enamorados, el Carro, la Fuerza, la Rueda de la Fortuna y la Templanza. Hablan de impulso, de apoyo o de algo que madura a tu favor.',
          'La Torre, la Luna, el Diablo, la Muerte y el Colgado dicen no, o todavía no. No son castigos, sino avisos de que falta claridad, de que algo tiene que terminar o de que toca esperar.',
          'El Loco, la Sacerdotisa, el Emperador, el Hierofante, el Ermitaño, la Justicia y el Juicio dicen «depende». La respuesta está en lo que decidas, en lo que averigües o en el tiempo que le des.',
        ],
      },
      {
        type: 'p',
        text: 'Una carta de sombra rara vez es un no para siempre. La Muerte suele decir que esa puerta se cierra para que se abra otra, y el Colgado pide paciencia antes de actuar.',
      },
      {
        type: 'p',
        text: 'Si eliges la baraja completa, los arcanos menores se inclinan de las mismas tres maneras: la mayoría de las copas, los oros y los bastos tienden al sí, mientras que las espadas más duras, como el Tres, el Nueve y el Diez de Espadas, dicen no o todavía no. Y si dejas que salgan cartas invertidas, una carta del revés suele perder parte de su luz: una luminosa pasa a decir «depende» y una intermedia se inclina hacia el no. Unas pocas cartas duras hacen lo contrario: del revés, la Torre, la Luna, el Diablo y el Colgado aflojan su presión y dejan la respuesta abierta. En la página de cada carta verás hacia dónde se inclina, al derecho y del revés.',
      },
      { type: 'h2', text: 'Cómo hacer una buena pregunta' },
      {
        type: 'p',
        text: 'Cuanto más concreta, mejor. «¿Me conviene aceptar este trabajo?» funciona mejor que «¿Me irá bien?». Pregunta por ti y por lo que puedes hacer, no por lo que decidirá otra persona. «¿Es buen momento para proponerle a mi pareja que convivamos?» da una respuesta útil, mientras que «¿Me va a dejar?» solo alimenta la ansiedad. Y si la pregunta toca algo muy doloroso, como una infidelidad, una enfermedad o una pérdida, las cartas no darán un veredicto sobre nadie. En su lugar encontrarás una lectura que te acompañe.',
      },
    ],
    faq: [
      {
        id: 'how-it-answers',
        question: '¿Cómo responde el tarot a una pregunta de sí o no?',
        answer: [
          'Cada carta tiene una inclinación. Las cartas luminosas apuntan al sí, las de sombra al no o al todavía no, y las intermedias dicen que depende de ti. Si dejas que salgan cartas invertidas, una carta del revés suele inclinarse un paso más hacia la sombra, aunque algunas cartas duras, como la Torre, se suavizan. La lectura escrita explica por qué esa carta responde así y qué puedes hacer con la respuesta.',
          'Tómala como una forma de mirar tu pregunta desde otro ángulo, no como una sentencia. El tarot no adivina el futuro; te ayuda a pensar en él con más claridad.',
        ],
      },
      {
        id: 'which-cards-say-yes',
        question: '¿Qué cartas del tarot dicen que sí?',
        answer: [
          'Las más claras son el Sol, la Estrella y el Mundo. También se inclinan hacia el sí el Mago, la Emperatriz, los Enamorados, el Carro, la Fuerza, la Rueda de la Fortuna y la Templanza.',
          'En el lado contrario están la Torre, la Luna, el Diablo, la Muerte y el Colgado, que dicen no o todavía no. El Loco, la Sacerdotisa, el Emperador, el Hierofante, el Ermitaño, la Justicia y el Juicio dejan la respuesta abierta.',
        ],
      },
      {
        id: 'one-or-three',
        question: '¿Es mejor sacar una carta o tres?',
        answer: [
          'Una carta es ideal para decisiones pequeñas o cuando solo quieres una orientación rápida. Tres cartas te dan el contexto: de dónde partes, qué obstáculo hay de por medio y hacia dónde van las cosas.',
          'Si la pregunta te importa mucho, elige tres. Un sí con una carta difícil en medio no es lo mismo que un sí sin obstáculos, y conviene saberlo antes de dar el paso.',
        ],
      },
      {
        id: 'ask-again',
        question: '¿Puedo repetir la pregunta si no me gusta la respuesta?',
        answer: [
          'Puedes, pero sacar cartas hasta que salga un sí dice más de tus ganas que de la situación. Si la respuesta te ha dolido o no te convence, deja pasar unos días o hasta que algo cambie, y entonces vuelve a preguntar.',
          'A veces ayuda reformular. En lugar de repetir «¿Me llamará?», prueba con «¿Qué puedo hacer yo en esta situación?». La respuesta que más molesta suele ser la que más tiene que enseñarte.',
        ],
      },
    ],
  },

  dayCard: {
    body: [
      { type: 'h2', text: 'Qué es la carta del día' },
      {
        type: 'p',
        text: 'La carta del día es la costumbre más sencilla del tarot. Cada mañana, o cuando te acuerdes, sacas una sola carta y la tomas como compañera para las horas que vienen. No hace falta pregunta. La carta no predice lo que va a pasar; señala un tono, una actitud o un detalle al que conviene prestar atención.',
      },
      {
        type: 'p',
        text: 'Aquí puedes sacar una carta al día. Cuando la eliges, se queda guardada en tu navegador hasta la medianoche de tu hora local, así que, si recargas la página, verás la misma carta con la misma lectura. También aparece en Mis lecturas, por si quieres volver a ella más adelante. Pasada la medianoche, te espera una carta nueva.',
      },
      { type: 'h2', text: 'Cómo leer tu carta de hoy' },
      {
        type: 'p',
        text: 'Mira primero la imagen y después lee el texto. Antes de buscar el significado, fíjate en lo que te sugiere, porque esa primera impresión también cuenta. Luego piensa en el día que tienes por delante.',
      },
      {
        type: 'ul',
        items: [
          'Las cartas luminosas, como el Sol, la Estrella o el Carro, te animan a moverte, a mostrarte y a aprovechar el buen ánimo.',
          'Las cartas de sombra, como la Luna o la Torre, no anuncian un mal día. Piden más cuidado, menos prisas y no dar nada por supuesto.',
          'Las cartas que dependen de ti, como la Justicia o el Ermitaño, te proponen una actitud, ya sea decidir con equidad, buscar un rato de silencio o escuchar antes de hablar.',
        ],
      },
      { type: 'h2', text: 'Un pequeño ritual diario' },
      {
        type: 'p',
        text: 'La carta del día rinde más si la conviertes en hábito. Sácala siempre a la misma hora, con el café de la mañana o de camino al trabajo, y escribe una frase sobre ella. Por la noche, vuelve a esa frase y mira si la carta se ha hecho presente en algo, ya sea una conversación, una decisión o un rato de calma. Con las semanas verás qué cartas se repiten y en qué épocas, y eso te dirá mucho de cómo estás.',
      },
      {
        type: 'p',
        text: 'Si algún día la carta no te dice nada, no te preocupes. Déjala reposar; a veces su sentido aparece a media tarde, cuando menos lo esperas.',
      },
    ],
    faq: [
      {
        id: 'why-one-a-day',
        question: '¿Por qué solo se puede sacar una carta al día?',
        answer: [
          'Porque la carta del día funciona como una compañera para una jornada entera. Si sacas otra cada vez que la primera no te convence, acabas eligiendo el mensaje que te apetece oír y pierdes el que podías necesitar.',
          'Una sola carta te da tiempo para observarla. Al final del día entenderás mejor qué tenía que ver contigo.',
        ],
      },
      {
        id: 'same-card',
        question: '¿Por qué me sale la misma carta al recargar la página?',
        answer: [
          'No es un error. Tu carta se guarda en tu navegador hasta la medianoche de tu hora local, para que el mensaje del día no cambie cada vez que entras. Después de medianoche podrás sacar una nueva.',
          'Si abres la página en otro navegador o en otro dispositivo, o borras los datos del navegador, podrías sacar otra carta. La idea, de todos modos, es quedarte con la primera.',
        ],
      },
      {
        id: 'how-to-use',
        question: '¿Cómo puedo aprovechar mi carta del día?',
        answer: [
          'Léela por la mañana y quédate con una idea o una palabra. Durante el día, recuérdala cuando tengas que tomar una decisión o cuando algo te altere, y por la noche repasa si ha tenido que ver con lo que has vivido.',
          'Apuntarla en una libreta o en el móvil ayuda mucho. Con el tiempo, ese registro se convierte en un pequeño diario de tu estado de ánimo.',
        ],
      },
      {
        id: 'keep-it',
        question: '¿Se guarda mi carta del día?',
        answer: [
          'Sí. Cada carta del día queda en Mis lecturas, junto con su lectura, y puedes volver a leerla cuando quieras. Se guarda solo en este navegador y en este dispositivo, sin salir de él.',
          'Si borras los datos del navegador, también se borrarán tus lecturas. Desde Mis lecturas puedes exportarlas antes para conservarlas.',
        ],
      },
    ],
  },

  thinking: {
    body: [
      { type: 'h2', text: 'Una tirada para alguien que ocupa tus pensamientos' },
      {
        type: 'p',
        text: '«¿Qué piensa de mí?» es una de las preguntas que más se le hacen al tarot, y no solo en el amor. Puede tratarse de alguien con quien sales, de alguien que te gusta desde lejos, de tu ex, de una amistad que ha cambiado o de una persona del trabajo. Esta tirada de cuatro cartas ordena lo que intuyes sobre esa persona y, sobre todo, te devuelve la mirada hacia ti.',
      },
      { type: 'h2', text: 'Las cuatro posiciones' },
      {
        type: 'ol',
        items: [
          'Lo que piensa de ti. La imagen que esa persona tiene de ti ahora mismo. El Sol o la Estrella hablan de admiración y cariño; el Ermitaño, de alguien que te observa con cierta distancia.',
          'Lo que siente y calla. Lo que no dice, por prudencia, por miedo o porque aún no lo tiene claro. La Luna apunta a dudas o a emociones confusas, y los Enamorados, a un sentimiento que pesa más de lo que deja ver.',
          'Lo que piensa hacer. Su intención, que no es lo mismo que un hecho. El Carro sugiere iniciativa; el Colgado, que por ahora no va a moverse.',
          'El consejo para ti. La carta más importante de la tirada, porque es la única que depende de ti. Te habla de cómo cuidarte, de qué decir o de qué dejar de esperar.',
        ],
      },
      { type: 'h2', text: 'Antes de empezar' },
      {
        type: 'p',
        text: 'Piensa en una sola persona y tenla presente mientras eliges las cartas. Las preguntas abiertas dan mejores lecturas. «¿Qué piensa de mí?» o «¿Qué siente por mí aunque no lo diga?» dejan hablar a las cartas, mientras que «¿Está con alguien?» pide un dato que el tarot no puede comprobar.',
      },
      {
        type: 'p',
        text: 'Y recuerda que nadie puede leer la mente de otra persona, tampoco el tarot. Lo que muestra esta tirada es un reflejo de la relación tal como la vives, con tus intuiciones y tus miedos dentro. Tómala como punto de partida para observar mejor y, si hace falta, para hablar claro con esa persona. Una conversación sincera dice más que cualquier carta.',
      },
    ],
    faq: [
      {
        id: 'whose-thoughts',
        question: '¿Puedo preguntar por cualquier persona?',
        answer: [
          'Sí. Puede ser tu pareja, alguien que te gusta, tu ex, una amistad, un familiar o alguien del trabajo. No hace falta escribir su nombre; basta con que pienses en esa persona mientras eliges las cartas.',
          'Eso sí, la tirada habla de tu relación con esa persona tal como la vives tú. No sirve para vigilar a nadie ni para saber cosas que esa persona no ha querido contar.',
        ],
      },
      {
        id: 'how-accurate',
        question: '¿Puede el tarot saber de verdad lo que piensa otra persona?',
        answer: [
          'No, y conviene decirlo claro. Nadie puede leer la mente ajena, tampoco el tarot. Lo que hacen las cartas es poner imágenes a lo que ya percibes, a las señales que has visto y a lo que temes o deseas.',
          'Por eso la lectura es útil aunque no sea un retrato exacto. Te ayuda a ordenar lo que sientes y a decidir qué hacer. Si necesitas saber algo con certeza, la única vía es preguntárselo a esa persona.',
        ],
      },
      {
        id: 'what-to-ask',
        question: '¿Qué preguntas funcionan mejor en esta tirada?',
        answer: [
          'Las abiertas y centradas en el vínculo. «¿Qué piensa de mí?», «¿Qué siente por mí aunque no lo diga?» o «¿Qué puedo esperar de esta relación?» dan lecturas ricas.',
          'Las preguntas muy cerradas o sobre hechos concretos, como «¿Me está mintiendo?» o «¿Ha conocido a alguien?», no son para el tarot. Esas dudas se aclaran hablando, y si te duelen mucho, apoyándote en alguien de confianza.',
        ],
      },
      {
        id: 'feelings-change',
        question: '¿Y si lo que siente esa persona cambia?',
        answer: [
          'Es lo normal. Los sentimientos cambian con el tiempo, con lo que pasa entre dos personas y con lo que cada una vive por su cuenta. Esta tirada es una foto del momento, no una condena ni una promesa.',
          'Si quieres volver a mirar, deja pasar unas semanas o espera a que algo cambie de verdad. Repetir la tirada cada día solo alimenta la incertidumbre.',
        ],
      },
    ],
  },

  comeBack: {
    body: [
      { type: 'h2', text: 'Una tirada para después de una ruptura' },
      {
        type: 'p',
        text: 'Cuando una relación termina, la pregunta «¿volverá?» puede ocupar días enteros. Esta tirada de cuatro cartas no está hecha para alimentar esa espera, sino para mirar la historia con algo de calma: qué pasó, dónde está cada cual y qué te conviene ahora. A veces las cartas hablan de una puerta que sigue entreabierta. Otras veces dicen, con suavidad, que ha llegado el momento de soltar.',
      },
      { type: 'h2', text: 'Cómo se leen las cuatro cartas' },
      {
        type: 'ol',
        items: [
          'Por qué terminó. No busca culpables, sino el motivo de fondo. La Torre habla de una ruptura brusca; el Ermitaño, de una distancia que fue creciendo; el Diablo, de una dinámica que ataba más de lo que unía.',
          'Lo que siente ahora esa persona. Una imagen de su estado emocional, no una promesa. La Estrella puede señalar cariño y buenos recuerdos, y la Luna, sentimientos confusos incluso para quien los vive.',
          'Lo que es posible. No lo que va a pasar, sino lo que está a tu alcance. El Juicio habla de segundas oportunidades que pasan por cambios reales; la Muerte, de un cierre que deja sitio a algo nuevo.',
          'El consejo para ti. Lo que puedes hacer tú, haya reencuentro o no.',
        ],
      },
      { type: 'h2', text: 'Con respeto, sin perseguir a nadie' },
      {
        type: 'p',
        text: 'Ninguna tirada puede asegurarte que alguien va a volver, y desconfía de quien te lo prometa. Cada persona decide por sí misma, y eso también hay que respetarlo. Si las cartas salen luminosas, tómalas como una invitación a una conversación tranquila cuando llegue el momento, nunca como una señal para insistir, escribir cada noche o presentarte sin avisar.',
      },
      {
        type: 'p',
        text: 'Pregunta con suavidad. «¿Qué queda pendiente entre esa persona y yo?», «¿Qué necesito para cerrar esta etapa?» o «¿Qué siente ahora por mí?» abren lecturas más útiles que «¿Volverá en marzo?». Y si la relación te hizo daño, la mejor lectura es la que te ayuda a cuidarte y a apoyarte en la gente que te quiere. Si sufriste maltrato, habla con alguien de confianza o con un servicio de ayuda de tu país.',
      },
    ],
    faq: [
      {
        id: 'will-they-return',
        question: '¿Puede el tarot decirme si mi ex va a volver?',
        answer: [
          'No con certeza, y nadie honesto te lo asegurará. La decisión es de esa persona, y depende de lo que sienta, de lo que viva y de lo que cambie en cada cual. Lo que sí hacen las cartas es mostrar el estado de las cosas y lo que está en tu mano.',
          'Si la lectura es luminosa, puede indicar que queda cariño o que una conversación es posible. Si es oscura, no significa que no haya nada, sino que ahora mismo no es el camino. En los dos casos, el consejo final es para ti.',
        ],
      },
      {
        id: 'painful-cards',
        question: '¿Qué significa si salen cartas como la Torre o la Muerte?',
        answer: [
          'Asustan, pero no anuncian nada terrible. La Torre habla de algo que se vino abajo de golpe, a menudo porque se sostenía sobre bases frágiles. La Muerte habla de un final, y de que ese final deja sitio a algo distinto.',
          'En esta tirada suelen decir que la relación, tal como era, se ha terminado. Eso no te impide rehacer tu vida, ni tampoco construir el vínculo de otra manera si algún día ambas partes lo desean. Lo que sí te piden es mirar la realidad sin adornos.',
        ],
      },
      {
        id: 'how-often',
        question: '¿Cada cuánto puedo hacer esta tirada?',
        answer: [
          'Lo sano es dejar pasar unas semanas, o esperar a que algo cambie de verdad, como una conversación o un reencuentro. Repetirla cada día, buscando una respuesta distinta, suele alargar la espera y el malestar.',
          'Si notas que no puedes dejar de preguntar, quizá la tirada que necesitas es otra: una sobre ti, sobre lo que quieres para tu vida a partir de ahora.',
        ],
      },
      {
        id: 'letting-go',
        question: '¿Y si las cartas dicen que es momento de soltar?',
        answer: [
          'Duele, pero no es un castigo ni un fracaso. Soltar no significa olvidar ni borrar lo que fue bonito. Significa dejar de esperar una respuesta de alguien y volver a poner tu vida en el centro.',
          'Date tiempo, apóyate en tus amistades y en tu familia, y busca ayuda profesional si la tristeza no te deja vivir. Las cartas pueden acompañarte en ese proceso, pero el cariño de la gente que tienes cerca acompaña todavía más.',
        ],
      },
    ],
  },

  cross: {
    body: [
      { type: 'h2', text: 'La cruz celta, la tirada de diez cartas' },
      {
        type: 'p',
        text: 'La cruz celta es probablemente la tirada más conocida del tarot. La popularizó Arthur Edward Waite en su libro The Pictorial Key to the Tarot, de 1910, y desde entonces aparece en casi todos los manuales, con pequeñas variaciones en el orden. Sus diez cartas se colocan en dos partes, una cruz de seis cartas a la izquierda y una columna de cuatro, el báculo, a la derecha.',
      },
      {
        type: 'p',
        text: 'La cruz se lee primero. En medio va la carta 1, el centro del asunto, y encima, atravesada, la carta 2, lo que se cruza en tu camino. Debajo está la 3, la raíz, lo que viene de lejos; a la izquierda, la 4, el pasado reciente; arriba, la 5, lo mejor que puede llegar; y a la derecha, la 6, el futuro cercano. El báculo se lee de abajo arriba. La 7 eres tú y tu actitud, la 8 tu entorno, la 9 tus esperanzas y tus miedos, y la 10 el desenlace.',
      },
      {
        type: 'p',
        text: 'Lo más rico es el diálogo entre cartas. Compara la 5 con la 10 para ver si lo mejor posible y el desenlace coinciden, o la 9 con la 7 para descubrir si un miedo está guiando tu actitud.',
      },
      { type: 'h2', text: 'La cruz simple de cinco cartas' },
      {
        type: 'p',
        text: 'La cartomancia italiana usa desde hace mucho una tirada más sencilla, la cruz de cinco cartas, que también conocen bien quienes echan las cartas en español. En Italia se llama stesa a croce, y en español, tirada en cruz o cruz simple. La carta del centro es la situación; a la izquierda está lo que juega a favor, y a la derecha, lo que juega en contra. Arriba va el consejo y abajo, el desenlace. Es rápida de leer y muy clara, ideal para una pregunta concreta.',
      },
      { type: 'h2', text: 'Cuál elegir y cómo preguntar' },
      {
        type: 'p',
        text: 'La cruz celta pide tiempo y una pregunta de fondo, como una etapa de tu vida, una relación con historia o un cambio de trabajo que llevas meses pensando. La cruz simple va mejor con preguntas concretas y del momento. En los dos casos conviene una pregunta abierta y centrada en ti. «¿Qué necesito entender de esta situación?» da más de sí que «¿Saldrá bien?».',
      },
    ],
    faq: [
      {
        id: 'celtic-order',
        question: '¿En qué orden se leen las cartas de la cruz celta?',
        answer: [
          'Primero la cruz y después el báculo. La 1 es el centro del asunto y la 2, que se coloca atravesada encima, lo que se le cruza. Siguen la raíz (3, debajo), el pasado reciente (4, a la izquierda), lo mejor que puede llegar (5, arriba) y el futuro cercano (6, a la derecha). El báculo, de abajo arriba, habla de ti (7), de tu entorno (8), de tus esperanzas y miedos (9) y del desenlace (10).',
          'Cada manual tiene pequeñas variaciones en el orden. Lo importante es leer siempre con el mismo, y mirar también cómo se responden unas cartas a otras.',
        ],
      },
      {
        id: 'five-card-cross',
        question: '¿Qué es la tirada en cruz de cinco cartas?',
        answer: [
          'Es una tirada tradicional de la cartomancia italiana, donde se conoce como stesa a croce, y muy usada también entre quienes echan las cartas en español. Se colocan cinco cartas en forma de cruz: la situación en el centro, lo que está a favor a la izquierda, lo que está en contra a la derecha, el consejo arriba y el desenlace abajo.',
          'Su encanto está en la sencillez. Con cinco cartas se ve enseguida qué ayuda, qué frena y qué conviene hacer.',
        ],
      },
      {
        id: 'which-to-choose',
        question: '¿Cruz celta o cruz simple, cuál elijo?',
        answer: [
          'Elige la cruz celta cuando tengas tiempo y una situación con muchas capas, con pasado, presente, gente alrededor y emociones encontradas. Elige la cruz simple cuando quieras una respuesta clara a una pregunta concreta, como una conversación pendiente, una oferta o una decisión de esta semana.',
          'Si es tu primera vez con el tarot, la cruz simple es un buen comienzo. La cruz celta se disfruta más cuando ya conoces un poco las cartas.',
        ],
      },
      {
        id: 'how-long',
        question: '¿Cuánto tiempo abarca una tirada de cruz celta?',
        answer: [
          'No hay un plazo fijo. Muchos tarotistas la leen pensando en los próximos meses, pero el tarot no marca fechas. El futuro cercano y el desenlace hablan de hacia dónde van las cosas si nada cambia, no de un día concreto.',
          'Lo prudente es no repetir la misma pregunta hasta que la situación se haya movido. Cuando algo cambie de verdad, una nueva tirada te mostrará el siguiente paso.',
        ],
      },
    ],
  },
};
