import type { CardContent } from '../card-content';

/** The Eight of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Bajo una luna que parece eclipsada, con un rostro dormido o pensativo, una figura con capa roja y bastón se aleja por un terreno pedregoso hacia unas montañas. En la Rider-Waite-Smith deja atrás ocho copas apiladas con cuidado, cinco abajo y tres arriba, entre las que queda un hueco visible. Un río o una orilla separa la escena del camino. El ambiente es nocturno y silencioso, propio de las decisiones que se toman a solas. En el tarot de Marsella aparecen ocho copas ordenadas en columnas, sin figura ni paisaje.',
    'Las copas bien colocadas muestran que lo abandonado no era un fracaso: se construyó con esmero, pero algo falta, como revela el hueco. La figura no huye; camina con paso firme, apoyada en su bastón, que representa la experiencia. La luna, entre menguante y llena, sugiere un momento de transición, de intuición y de cambio interior. Las montañas hablan de una búsqueda más alta y difícil, que exige esfuerzo, silencio y algo de soledad.',
    'En el palo de Copas fluye el agua de los sentimientos y de la intimidad. El ocho es el número del movimiento y de la maestría, y quien ha aprendido lo suficiente sabe cuándo marcharse. Aquí el movimiento es emocional, una partida que nace de la certeza de que lo conocido ya no llena. Es la carta de los abandonos valientes, de los retiros espirituales y de las búsquedas que empiezan justo cuando se deja algo atrás.',
    'Ante el Ocho de Copas, pregúntate hoy qué sigue teniendo sentido en tu vida. Si algo ya no te nutre, no hace falta destruirlo; basta con agradecerlo, despedirte y ponerte en camino hacia lo que buscas de verdad, aunque el sendero todavía no se vea entero.',
  ],
  present:
    'Lo que tenías ha dejado de llenarte y te preparas para dejarlo atrás. Es un momento de búsqueda y de valentía, en el que alejarte de lo conocido puede acercarte a lo que más te importa.',
};
