import type { CardContent } from '../card-content';

/** The Nine of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un hombre corpulento, bien vestido y con un gorro rojo, está sentado en un banco de madera con los brazos cruzados y una sonrisa satisfecha. En la Rider-Waite-Smith, a su espalda, nueve copas doradas se alinean sobre una mesa curva cubierta con un paño azul, como trofeos expuestos. Sobre un fondo amarillo intenso, todo en la escena respira comodidad y abundancia. En el tarot de Marsella las nueve copas se distribuyen en filas ordenadas, entre adornos vegetales.',
    'Es conocida como la carta de los deseos cumplidos, y en muchas tradiciones populares verla en una tirada anuncia que lo que se pide tiene buenas posibilidades de llegar. Los brazos cruzados, que en otras escenas indican cerrazón, expresan aquí satisfacción y orgullo por lo conseguido. El paño azul sugiere que las emociones sostienen ese bienestar, y las copas en exposición hablan de abundancia material y afectiva. Hay, sin embargo, una sombra posible en esa pose: la de quien se complace demasiado en lo que tiene.',
    'Como palo de agua, las Copas hablan de los deseos, los placeres y el mundo emocional. El nueve indica que el camino está prácticamente recorrido y que ya se pueden disfrutar sus frutos. En este palo eso se traduce en satisfacción personal, bienestar y gratitud, en la sensación de que la vida responde a lo que se ha sembrado. Es un tiempo para saborear los logros antes de que el ciclo se cierre.',
    'Saborea hoy lo que tienes: esa es la invitación del Nueve de Copas. Mira a tu alrededor con gratitud, comparte tu bienestar con quienes quieres y pregúntate, con calma, qué anhelo te gustaría ver cumplido en esta nueva etapa. Disfrutar lo conseguido no es un lujo, sino parte del viaje.',
  ],
  present:
    'Vives un momento de satisfacción y bienestar. Lo que deseabas se ha cumplido o está cerca, y puedes disfrutarlo con gratitud y sin culpa mientras piensas en qué quieres cultivar a partir de ahora.',
};
