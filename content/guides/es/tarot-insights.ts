import type { Section } from '../../../lib/blocks';

/** The sections of the page 'Tarot Insights' (Spanish), shown as an accordion: the deck, its arcana, spreads, positions, reversals and practice. */
export const tarotInsights: Section[] = [
  {
    id: 'the-deck',
    title: 'Cómo está formada la baraja',
    blocks: [
      {
        type: 'p',
        text: 'Una baraja de tarot completa tiene 78 cartas repartidas en dos familias. Los 22 arcanos mayores, numerados del 0 al XXI, muestran grandes figuras simbólicas y momentos decisivos: el Loco, los Enamorados, la Muerte, la Estrella, el Mundo. Los 56 arcanos menores se organizan como una baraja de juego, en cuatro palos de 14 cartas: bastos, copas, espadas y oros (en algunas barajas modernas, pentáculos).',
      },
      {
        type: 'p',
        text: 'Arcano quiere decir secreto, y los dos nombres marcan una diferencia de escala. Los mayores hablan de los grandes capítulos de una vida, de las lecciones y los cambios que te van dando forma. Los menores retratan las escenas cotidianas en las que esas lecciones se viven: una conversación, una discusión, un trabajo nuevo, una tarde tranquila en casa.',
      },
      {
        type: 'p',
        text: 'Un poco de historia: el tarot nació en las cortes del norte de Italia en el siglo XV como un juego de cartas, y su uso adivinatorio llegó mucho después: se popularizó en Francia a finales del siglo XVIII. El modelo que acabó imponiéndose fue el llamado Tarot de Marsella, que toma el nombre de la ciudad francesa donde trabajaron algunos de sus impresores más conocidos, y que sigue siendo la baraja clásica de los tarotistas españoles. La otra gran referencia es el Rider-Waite, publicado en Londres en 1909 con dibujos de Pamela Colman Smith, que ilustró con escenas completas incluso los arcanos menores.',
      },
      {
        type: 'p',
        text: 'Las lecturas interactivas de esta web usan los 22 arcanos mayores, salvo que elijas la baraja completa. Con menos cartas, cada una pesa más, y la tirada va directa al centro de tu pregunta.',
      },
    ],
  },
  {
    id: 'the-fools-journey',
    title: 'Los arcanos mayores como el viaje del Loco',
    blocks: [
      {
        type: 'p',
        text: 'Una forma preciosa de entender los arcanos mayores es leerlos en orden, como la historia de un viajero. El Loco, la carta 0, se pone en camino con un hatillo ligero y el corazón abierto. Cada carta que sigue es alguien con quien se cruza o una lección que tiene que aprender, hasta que el viaje se completa en el Mundo, la carta XXI.',
      },
      {
        type: 'ol',
        items: [
          'La primera etapa, del Mago al Carro, trata de aprender a moverse por el mundo: la habilidad, la intuición, el cuidado, la estructura, la tradición, el amor y la voluntad.',
          'La segunda, de la Fuerza a la Templanza, mira hacia dentro: la paciencia, la soledad, la rueda que gira, la justicia, la entrega, los finales y el equilibrio.',
          'La tercera, del Diablo al Mundo, consiste en atravesar las sombras y encontrar la luz: la tentación, el derrumbe repentino, la esperanza, los sueños, la alegría, el despertar y la plenitud.',
        ],
      },
      {
        type: 'p',
        text: 'Cuando aparece un arcano mayor en tu tirada, puedes preguntarte en qué punto de ese viaje te encuentras. El Ermitaño sugiere un tiempo de retiro y reflexión; la Estrella, una etapa de curación después de la tormenta; el Colgado, una pausa en la que mirar las cosas del revés te enseña lo que de pie no veías.',
      },
      { type: 'h3', text: 'Marsella y Rider-Waite: los mismos personajes, con algún cambio' },
      {
        type: 'p',
        text: 'Si tienes en casa un Tarot de Marsella, notarás algunas diferencias. Allí la Justicia lleva el número VIII y la Fuerza el XI; esta web sigue el orden del Rider-Waite, que las intercambió, con la Fuerza en el VIII y la Justicia en el XI. En el Marsella, el Hierofante se llama El Papa; la Sacerdotisa, La Papisa, y los Enamorados aparecen en singular, como El Enamorado. El Loco no lleva número, y la carta XIII no suele llevar nombre: por eso hay tarotistas que la llaman «el arcano sin nombre». Cambian los nombres y algunos detalles del dibujo, pero el sentido de fondo es muy parecido.',
      },
      {
        type: 'quote',
        text: 'Todo gran viaje del tarot empieza con un paso al vacío y termina con un baile.',
      },
    ],
  },
  {
    id: 'the-minor-arcana',
    title: 'Los arcanos menores y los cuatro palos',
    blocks: [
      {
        type: 'p',
        text: 'Cada uno de los cuatro palos tiene diez cartas numeradas, del as al diez, y cuatro figuras: sota, caballero, reina y rey (en el Rider-Waite, la sota suele llamarse paje). Los números cuentan una historia de crecimiento, desde el potencial en bruto del as hasta la culminación del diez, y las figuras suelen representar personas o maneras de comportarse.',
      },
      {
        type: 'ul',
        items: [
          'Bastos, asociados al fuego: energía, ambición, creatividad y la chispa que pone en marcha un proyecto.',
          'Copas, asociadas al agua: emociones, relaciones, intuición y la vida del corazón.',
          'Espadas, asociadas al aire: pensamientos, palabras, conflictos y esa claridad que a veces corta.',
          'Oros, asociados a la tierra: el trabajo, el dinero, el cuerpo, la casa y todo lo que se construye despacio.',
        ],
      },
      { type: 'h3', text: 'Un parentesco con la baraja española' },
      {
        type: 'p',
        text: 'Seguro que los palos te suenan: son los mismos de la baraja española. Oros, copas, espadas y bastos pertenecen a la familia de naipes que se extendió por la península ibérica y por Italia a finales del siglo XIV, y la baraja española ha conservado esos símbolos hasta hoy. La diferencia está en las figuras: la española tiene sota, caballo y rey, sin reina, y se juega con 40 o 48 cartas. Por eso en España también se echan las cartas con la baraja de toda la vida, una cartomancia con sus propios significados que convive desde hace mucho con el tarot.',
      },
      {
        type: 'p',
        text: 'Nuestras tiradas usan los arcanos mayores salvo que elijas la baraja completa, y en cualquier caso conocer los palos ayuda a reconocer sus elementos también en los mayores: el coraje ardiente de la Fuerza, la profundidad acuática de la Luna, el juicio afilado de la Justicia, la abundancia terrenal de la Emperatriz.',
      },
    ],
  },
  {
    id: 'reading-spreads',
    title: 'Las tiradas',
    blocks: [
      {
        type: 'p',
        text: 'Una tirada es una manera de disponer las cartas en la que cada posición tiene un significado. La más famosa es la Cruz Celta, de 10 cartas, que recorre el corazón del asunto, lo que se le cruza, sus raíces, el pasado reciente, lo que podría llegar a ser, el futuro cercano, tu propia actitud, el entorno, tus esperanzas y temores y el desenlace. Es muy rica, pero pide tiempo y práctica para leerla bien.',
      },
      {
        type: 'p',
        text: 'Las tiradas de esta web son más pequeñas, van al grano y cada una está pensada para un tipo de pregunta:',
      },
      {
        type: 'ul',
        items: [
          'Consulta rápida, 1 carta: una sola imagen para lo que te ronda la cabeza.',
          'Carta del día, 1 carta: el tono del día que empieza y la actitud que más te puede ayudar.',
          'Mañana y noche, 2 cartas: una para cómo arranca tu día y otra para cómo termina.',
          'Pasado, presente y futuro, 3 cartas: la forma clásica de ver cómo se ha ido desarrollando una situación y hacia dónde puede ir.',
          'Ambiente laboral, 3 cartas: tú, tus compañeros y el clima que se respira en el trabajo.',
          '«¿Adónde viajar?», 3 cartas: el lugar que te llama, la experiencia que te espera y el momento adecuado para partir.',
          '«¿Es la persona adecuada?», 4 cartas: cómo es, qué siente, qué se interpone y cómo puede terminar la historia.',
          'Camino profesional, 4 cartas: tu situación actual, los obstáculos, las oportunidades y el resultado más probable.',
          'Tirada del viaje, 4 cartas: los preparativos, el trayecto, la llegada y la vuelta a casa.',
          'Tirada de pareja, 5 cartas: tú, tu pareja, la dinámica, los desafíos y el consejo.',
        ],
      },
      {
        type: 'p',
        text: 'La consulta rápida y la de pasado, presente y futuro están en la portada; las demás, en las páginas de tarot del amor, tarot diario, tarot del trabajo y tarot de viajes. La lectura completa se abre en una página con su propia dirección, que solo contiene las cartas y el tipo de tirada, nunca tu pregunta.',
      },
    ],
  },
  {
    id: 'positions',
    title: 'Las posiciones y cómo cambian el sentido',
    blocks: [
      {
        type: 'p',
        text: 'Una carta nunca habla sola: su posición en la tirada te dice a qué pregunta está respondiendo. La Torre en el lugar del pasado puede describir un terremoto que ya quedó atrás y la fortaleza que te dejó. La misma carta en la posición de los desafíos de una tirada de pareja apunta a una estructura rígida que necesita cambiar, y en la del consejo puede animarte a dejar de sostener algo que ya se está viniendo abajo.',
      },
      {
        type: 'p',
        text: 'Con las cartas más amables pasa lo mismo. El Sol en la posición de la mañana anuncia un arranque lleno de energía; en la de los obstáculos de una tirada profesional puede señalar un exceso de confianza, o un brillo que deslumbra a los demás más de la cuenta.',
      },
      { type: 'h3', text: 'Leer las cartas en conjunto' },
      {
        type: 'p',
        text: 'Cuando ya has leído cada carta en su sitio, mira la tirada entera. ¿Cuentan las cartas una historia de principio a fin? ¿Parece que una responde a otra? Si la Emperatriz aparece junto al Emperador, la lectura habla del equilibrio entre el cuidado y la estructura; si abundan las cartas de cambio, como la Rueda de la Fortuna, la Muerte o la Torre, la tirada habla de una temporada de movimiento. Por eso la interpretación carta por carta de esta web nombra siempre la posición antes de explicar la carta.',
      },
    ],
  },
  {
    id: 'reversals',
    title: 'Cartas invertidas: cómo se leen aquí',
    blocks: [
      {
        type: 'p',
        text: 'Muchos tarotistas dan un significado distinto a la carta que sale del revés. Una carta invertida puede señalar una energía bloqueada, retrasada, vuelta hacia dentro o desbordada. Las inversiones aportan matices, pero también duplican los significados que hay que aprender y pueden hacer que una lectura resulte más pesada de lo necesario. No todas las escuelas las usan: hay quien lee siempre al derecho y deja que las cartas vecinas maticen el sentido de cada una.',
      },
      {
        type: 'p',
        text: 'En esta web las cartas se leen al derecho, salvo que elijas otra cosa. Cada arcano ya contiene en su significado tradicional toda una gama de luces y sombras, y su posición en la tirada indica si describe una fortaleza, un desafío o un consejo. Si quieres inversiones, antes de empezar puedes dejar que salgan cartas del revés. Entonces cada carta invertida se lee según su naturaleza: unas se frenan, otras se vuelven hacia dentro o se desbordan, y algunas cartas duras, como la Torre, aflojan su presión. En la página de cada carta encontrarás su significado del revés.',
      },
    ],
  },
  {
    id: 'building-a-practice',
    title: 'Crear un hábito',
    blocks: [
      {
        type: 'p',
        text: 'El tarot da más de sí cuando se convierte en costumbre y deja de ser una curiosidad de vez en cuando. No hace falta mucho tiempo; lo que cuenta es la regularidad y una atención sincera.',
      },
      {
        type: 'ul',
        items: [
          'Saca una carta al día. La carta del día lleva un minuto y, poco a poco, te irá presentando los arcanos mayores en el contexto de tu propia vida.',
          'Lleva un diario de tarot. Anota la fecha, la pregunta, las cartas y una frase sobre lo que te sugirieron, y vuelve a leer la entrada una semana después.',
          'Aprende las cartas de una en una. Mira su imagen un rato antes de leer ningún significado y apunta lo primero que te llame la atención: un color, un gesto, un objeto.',
          'Vuelve a la misma pregunta cuando haya pasado un tiempo, no enseguida, y compara las dos lecturas con lo que ha ocurrido de verdad.',
          'Si tienes una baraja en papel, sea de Marsella o de Rider-Waite, saca de vez en cuando las cartas que te hayan salido aquí y ponlas sobre la mesa. Tenerlas en la mano ayuda a descubrir detalles que en la pantalla pasan desapercibidos.',
        ],
      },
      {
        type: 'p',
        text: 'Sobre todo, ten paciencia contigo. Con cada lectura entenderás mejor las cartas y, de paso, a la persona que hace las preguntas: tú.',
      },
    ],
  },
];
