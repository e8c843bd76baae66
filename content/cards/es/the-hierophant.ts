import type { CardContent } from '../card-content';

/** The Hierophant, in Spanish. */
export const card: CardContent = {
  overview: [
    'Entre dos columnas grises, una figura con tiara de tres coronas levanta la mano derecha en gesto de bendición. En la baraja Rider-Waite-Smith, el Hierofante sostiene en la izquierda un báculo rematado por una triple cruz; a sus pies hay dos llaves cruzadas y dos acólitos tonsurados que lo escuchan de espaldas a quien mira la carta. En el tarot de Marsella se llama Le Pape, El Papa: la figura es casi idéntica, sentada en su cátedra, con dos clérigos más pequeños arrodillados ante ella.',
    'El nombre viene del griego: el hierofante era, en los misterios antiguos, quien mostraba lo sagrado a los iniciados. Por eso la carta habla de enseñanza y de transmisión, de un saber que pasa de una generación a otra. Las llaves cruzadas abren las puertas de ese conocimiento, la triple corona y la triple cruz sugieren distintos planos de autoridad y la mano que bendice une lo humano con lo que lo trasciende. Los dos acólitos representan a quienes aprenden dentro de una tradición. La carta puede leerse como guía, maestro o comunidad que sostiene, pero también como norma que pesa y convencionalismo que encorseta.',
    'En el viaje del Loco, el Hierofante es la quinta carta de la primera fila. Tras el orden práctico del Emperador llegan las creencias, los ritos y los valores que dan sentido a ese orden. Le siguen los Enamorados, donde el viajero tendrá que elegir por sí mismo más allá de lo que le han enseñado.',
    'Puede invitarte a buscar consejo en alguien con experiencia o a preguntarte qué tradiciones siguen teniendo sentido para ti.',
  ],
  present:
    'Te mueves dentro de un orden establecido: una familia, una institución, unas reglas compartidas. Lo probado y lo de confianza pesan mucho en este momento, y tienes cerca un buen consejo si lo pides.',
};
