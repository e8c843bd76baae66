import type { CardContent } from '../card-content';

/** The Emperor, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un soberano de barba blanca se sienta en un trono de piedra, con un cetro en una mano y un orbe en la otra. En la baraja Rider-Waite-Smith el trono está adornado con cabezas de carnero, bajo la túnica roja asoma una armadura y al fondo se alzan montañas áridas atravesadas por un río estrecho. El tarot de Marsella lo muestra de perfil, sentado o apoyado en su trono, con las piernas cruzadas y un escudo con el águila a sus pies, que hace pareja con el de la Emperatriz.',
    'El Emperador representa el orden: la ley, la estructura, el límite que hace posible la convivencia. El trono de piedra dice que su poder es sólido y duradero, y los carneros remiten a Aries, el signo del impulso y del mando. La armadura recuerda que esta autoridad está dispuesta a defender lo que ha construido, mientras el cetro y el orbe son los atributos del gobierno sobre el mundo. Las montañas desnudas, frente a los campos fértiles de la Emperatriz, muestran el otro lado de la moneda: la disciplina tiene algo de austero. Bien llevada, protege; llevada al extremo, se vuelve rigidez.',
    'Con el número IV, el Emperador ocupa el centro de la primera fila del viaje del Loco. Tras la abundancia de la Emperatriz llegan las reglas que la organizan y la mantienen a salvo. Después vendrá el Hierofante, que llevará ese orden del terreno práctico al de las tradiciones, las creencias y los valores compartidos.',
    'Si sale en tu tirada, suele hablarte de poner límites claros, asumir responsabilidades o tomar el mando de algo que lo necesita.',
  ],
  present:
    'La situación pide estructura y alguien dispuesto a sostenerla. Unos límites claros, un plan y una voz serena, sea la tuya o la de otra persona, son lo que mantendrá todo en pie en esta fase.',
};
