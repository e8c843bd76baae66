import type { CardContent } from '../card-content';

/** The Ace of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'De una nube sale una mano que ofrece un cáliz del que brotan cinco chorros de agua que caen a un estanque cubierto de nenúfares. En la Rider-Waite-Smith, una paloma blanca desciende hacia la copa con una hostia marcada con una cruz en el pico, y del cielo caen gotas como de rocío. En el cáliz se distingue una letra grabada, una M invertida o una W, según se mire. En el tarot de Marsella el As de Copas es un gran cáliz ornamentado, casi una pequeña catedral, sin mano ni paloma.',
    'Que la copa llegue desde el cielo presenta el amor como un don que se recibe, no como algo que se conquista. Los cinco chorros se relacionan a menudo con los cinco sentidos, por los que la emoción entra y sale del cuerpo. La paloma y la hostia evocan el Espíritu Santo y la comunión, y han llevado a ver en esta copa una imagen del Grial. Los nenúfares, que florecen sobre aguas quietas, hablan de una belleza que nace de la calma interior.',
    'Las Copas pertenecen al agua, el elemento de las emociones, los vínculos, la intuición y los sueños; gobiernan todo lo que se siente más que lo que se piensa. El as guarda en germen todo lo que el palo puede llegar a ser. Aquí ese germen es un corazón que se abre, una emoción nueva que todavía no sabe adónde la llevará la corriente. Puede anunciar un amor, una amistad, una creación o simplemente una ternura recuperada.',
    'Hoy el As de Copas te pide que dejes entrar lo que te conmueve. Acepta el afecto que te ofrecen, ofrece el tuyo sin medirlo demasiado y date permiso para sentir con la frescura de un comienzo. Abrirse no vacía el corazón; lo ensancha.',
  ],
  present:
    'Tu corazón se ha abierto y empiezas a sentir con más libertad: un afecto, una inspiración, una emoción que te renueva. Es un momento para recibir con gratitud y dejar que lo que sientes encuentre su cauce.',
};
