import type { CardContent } from '../card-content';

/** The Six of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un mercader vestido con un manto rojo sostiene en la mano izquierda una balanza equilibrada, mientras con la derecha deja caer unas monedas en la mano de una persona arrodillada. A su lado, otra figura, también de rodillas, espera su turno con las manos abiertas. Seis monedas flotan sobre la escena. Al fondo se distingue una ciudad, lo que sugiere que el mercader ha prosperado en ella. En Marsella no hay personajes; seis monedas se ordenan en dos columnas, separadas por ramas floridas.',
    'Todo gira en torno a la balanza: indica que la generosidad se ejerce con justicia, midiendo lo que se da y a quién. El mercader no regala sin pensar, sino que reparte según la necesidad. Las dos figuras arrodilladas muestran que siempre hay alguien que pide, y que el lugar de cada cual puede cambiar con el tiempo; quien hoy da, mañana podría necesitar. La escena habla también de jerarquía, y de cómo la ayuda puede unir o crear dependencia.',
    'Como palo de la tierra, los Oros hablan de los recursos que sostienen la vida y de cómo circulan entre las personas. Al seis le corresponden la armonía y el intercambio, el equilibrio que regresa cuando el conflicto del cinco ha pasado. Aquí esa armonía se traduce en reparto, en dinero que circula y en ayuda que llega a quien la necesita. Tras el frío de la carta anterior, es una de las más amables del palo.',
    'Hoy conviene que revises tu manera de dar y de recibir. ¿Te cuesta pedir ayuda, o das tanto que te quedas sin nada? Busca el punto de equilibrio que marca la balanza. Ofrecer lo que puedes y aceptar lo que te ofrecen, con gratitud y sin deudas ocultas, es una forma muy concreta de prosperidad.',
  ],
  present:
    'Vives un momento de intercambio: puedes recibir una ayuda valiosa o tener ocasión de ofrecerla. Hazlo con justicia y sin condiciones ocultas, y cuida que se mantenga el equilibrio entre lo que das y lo que recibes.',
};
