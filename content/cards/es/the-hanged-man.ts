import type { CardContent } from '../card-content';

/** The Hanged Man, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un hombre cuelga cabeza abajo, atado por un pie a un travesaño, y sin embargo su rostro no expresa dolor. En la baraja Rider-Waite-Smith el travesaño es un tronco vivo en forma de T, todavía con hojas; la pierna libre se dobla detrás de la otra formando una cruz, las manos se esconden a la espalda y alrededor de la cabeza brilla un halo. En el modelo de Marsella el patíbulo se apoya en dos árboles de ramas cortadas y la figura tiene un aire casi distraído. En Italia, algunas de las primeras listas de triunfos la llamaban El Traidor, porque en las pinturas infamantes del Renacimiento se representaba a los traidores colgados así.',
    'Ver el mundo del revés obliga a verlo de otra manera: esa es la clave de la carta. Las manos atadas dicen que, por ahora, no se puede actuar; el halo sugiere que de esa inmovilidad nace una comprensión nueva. Las piernas cruzadas dibujan un cuatro invertido, y el tronco verde recuerda que la suspensión no es muerte sino espera, como la semilla bajo tierra. El Colgado habla de sacrificio elegido, de entrega que no equivale a derrota, de la pausa que llega cuando empujar ya no sirve de nada.',
    'En el viaje del Loco, el Colgado es la carta XII de la segunda fila. Tras la Justicia, que pesa y decide, llega la carta que suspende cualquier juicio e invita a soltar. Es una pausa necesaria antes de la Muerte, la carta siguiente: sin este tiempo quieto, la transformación que viene sería solo una pérdida sufrida.',
    'Cuando aparece en una tirada, rara vez pide más esfuerzo: más bien te propone mirar la misma situación desde otro lado y aceptar que algunas respuestas solo llegan con el tiempo.',
  ],
  present:
    'Todo está en pausa, y empujar no lo va a desatascar. Esta espera te pide soltar una manera de ver las cosas y mirarlas de nuevo desde otro ángulo, por extraño que te resulte.',
};
