import type { CardContent } from '../card-content';

/** The Six of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'En el patio de una vieja casa, un niño ofrece a una niña más pequeña una copa llena de flores blancas. En la Rider-Waite-Smith, a su alrededor hay otras copas con las mismas flores, de cinco pétalos, y al fondo un guardia se aleja caminando. Las casas y la torre que rodean la escena tienen un aire antiguo, como de pueblo medieval. En el tarot de Marsella se ven seis copas en dos hileras de tres, con un motivo vegetal en medio. La luz es cálida y la atmósfera, apacible, como la de una tarde de domingo.',
    'El gesto del niño es generosidad pura, un regalo sin cálculo ni segunda intención. Las flores de cinco pétalos, parecidas a estrellas, hablan de inocencia y de la belleza de lo sencillo. El patio cerrado evoca la protección de la infancia, un lugar donde el mundo parecía seguro, y el guardia que se marcha sugiere que esa protección pertenece ya al pasado. De ahí que esta carta hable de los recuerdos, la nostalgia y el reencuentro con lo que fuimos.',
    'Las Copas, hijas del agua, custodian la memoria emocional, los afectos y los sueños. El seis es el número de la armonía y del intercambio, y aquí el intercambio tiene la forma más tierna posible: dar y recibir como se hacía en la infancia, sin medir. Tras la pérdida y la tristeza, la carta trae consuelo, a veces a través de alguien del pasado o de un lugar que guarda buenos recuerdos.',
    'La invitación del Seis de Copas, hoy, es recuperar la ternura sencilla. Vuelve por un rato a aquello que te alegraba en otros tiempos, ofrece algo sin llevar la cuenta y deja que la memoria te consuele, no que te retenga. Lo mejor del pasado es lo que todavía puedes regalar.',
  ],
  present:
    'El pasado está presente en tu vida con recuerdos, reencuentros y una ternura que vuelve. Es un buen momento para dar y recibir con sencillez, y para dejar que lo vivido te consuele sin atarte.',
};
