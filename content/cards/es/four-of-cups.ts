import type { CardContent } from '../card-content';

/** The Four of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un joven está sentado bajo un árbol, con los brazos y las piernas cruzados, y mira con desgana tres copas alineadas sobre la hierba. En la Rider-Waite-Smith, desde una nube, una mano le ofrece una cuarta copa que no parece ver o que ignora deliberadamente. Detrás se extiende un paisaje tranquilo de colinas. En el tarot de Marsella solo aparecen cuatro copas dispuestas en cuadrado, con un motivo floral entre ellas. La escena transmite quietud, casi inmovilidad, como un mediodía en el que nada sucede.',
    'Los brazos cruzados muestran cerrazón, una forma de protegerse del mundo o de decir «no me interesa». Las tres copas representan lo que ya se tiene y no basta; la cuarta, lo que se ofrece y todavía no se ha sabido recibir. El árbol da sombra y recogimiento, un lugar para la meditación, y algunas lecturas ven en la escena a alguien que reflexiona antes de aceptar. La carta oscila así entre la apatía que cierra los ojos y la introspección necesaria que los prepara para ver mejor.',
    'El agua de las Copas gobierna los sentimientos, y aquí esos sentimientos se estancan. El cuatro aporta estructura y estabilidad, pero en el terreno emocional la estabilidad puede volverse aburrimiento: lo conocido ya no emociona y lo nuevo no despierta interés. Es una pausa, a veces necesaria, en la que el corazón se retira para averiguar qué desea de verdad. Lo importante es que esa pausa no se convierta en costumbre.',
    'Hoy el Cuatro de Copas te pide que vuelvas a mirar a tu alrededor. Concédete el descanso que necesites, pero presta atención, porque puede haber algo valioso esperando a que extiendas la mano. Lo importante no siempre llega haciendo ruido.',
  ],
  present:
    'Algo te ha quitado las ganas y te encierras un poco en ti. La pausa puede ser útil, pero no dejes que te impida ver lo que la vida te está ofreciendo en este preciso momento.',
};
