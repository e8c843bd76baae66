import type { CardContent } from '../card-content';

/** The Queen of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una reina está sentada en un trono al borde del mar, con los pies casi tocando el agua y la orilla cubierta de guijarros. En la Rider-Waite-Smith contempla una copa cerrada, muy labrada, con asas en forma de ángeles, y en su trono se ven pequeñas ondinas, figuras infantiles del agua. El cielo está sereno y el mar, en calma. En el tarot de Marsella la Reina de Copas sostiene una copa y, en la otra mano, un cetro o una espada, con expresión serena.',
    'Es la única copa cerrada del palo, y eso dice mucho: lo que esta reina sabe no se muestra a cualquiera, se guarda y se contempla. Su mirada fija en la copa habla de introspección, de intuición y de una vida interior muy rica. El agua que llega hasta sus pies indica que está en contacto directo con las emociones, pero su trono sobre tierra firme muestra que no se deja arrastrar por ellas. Las ondinas aluden a la imaginación y a los sueños.',
    'Cada reina encarna la maestría íntima de su palo y el arte de cuidar desde dentro. Aplicada al agua de las Copas, esa maestría se expresa como empatía, compasión e intuición profunda, porque esta reina siente lo que otros sienten y sabe acompañarlo sin perderse. Puede hablar de alguien de gran sensibilidad y escucha, un clima de cuidado emocional o tu propia capacidad de comprender y sanar. Es la consejera que no juzga y la presencia que calma sin necesidad de hablar.',
    'Confía hoy en lo que sientes y cuida tu mundo interior, como lo haría la Reina de Copas. Escucha tu intuición, acompaña con ternura a quien te necesite y recuerda que también tú mereces ese mismo cuidado. Tu sensibilidad es una forma de sabiduría.',
  ],
  present:
    'Tu intuición está muy viva y tu capacidad de ponerte en el lugar de otros es grande. Es un momento para cuidar, escuchar y escucharte, sin olvidar que tu mundo interior también necesita atención.',
};
