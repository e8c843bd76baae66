import type { CardContent } from '../card-content';

/** The Star, in Spanish. */
export const card: CardContent = {
  overview: [
    'Tras el estruendo, silencio. Una joven desnuda se arrodilla al borde de un estanque, con una rodilla en tierra y un pie sobre la superficie del agua. En la Rider-Waite-Smith vacía dos jarras a la vez: una devuelve el agua al estanque y la otra la derrama sobre la tierra, donde se abre en cinco regueros. Encima brilla una gran estrella amarilla de ocho puntas, rodeada de otras siete más pequeñas, y al fondo, en lo alto de un árbol, se posa un pájaro que suele identificarse con un ibis. El Tarot de Marsella conserva casi todo, incluido el pájaro sobre una rama.',
    'Aquí nada se esconde ni se defiende. La desnudez no es descuido, sino sinceridad: después de la Torre ya no hace falta aparentar. El agua que vuelve al estanque alimenta la vida interior; la que cae en la tierra riega lo cotidiano, y los cinco regueros se relacionan a menudo con los cinco sentidos, que despiertan de nuevo. Las siete estrellas pequeñas suelen leerse como los siete planetas que conocía la astronomía antigua, y la grande como un punto fijo en la noche. El ibis era el ave de Tot, el dios egipcio de la escritura y la sabiduría. La Golden Dawn, la orden a la que pertenecieron Waite y Pamela Colman Smith, vinculó esta carta con Acuario, el aguador.',
    'Como arcano XVII, la Estrella responde a la Torre dentro de la tercera fila, la de las grandes fuerzas. La que asoma aquí es la esperanza: no un rescate milagroso, sino la certeza tranquila de que sanar es posible. Pero su luz sigue siendo nocturna: la carta siguiente, la Luna, oscurece el paisaje y recuerda que la confianza recién recuperada todavía tendrá que atravesar la duda antes de llegar al día.',
    'Hoy suele traer un mensaje suave: quizá lo peor ya ha pasado, y lo que te devolverá las fuerzas son pequeños gestos de cuidado, repetidos con paciencia.',
  ],
  present:
    'Tras una racha difícil, la esperanza vuelve sin hacer ruido. Atraviesas una etapa de curación y de confianza renovada, y decir en voz alta lo que deseas abre la puerta a la ayuda y a la inspiración.',
};
