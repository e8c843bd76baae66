import type { CardContent } from '../card-content';

/** The Knight of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un caballero avanza al paso sobre un caballo blanco, sin prisa, sosteniendo una copa ante sí como quien lleva una ofrenda. En la Rider-Waite-Smith lleva alas en el casco y en los talones, y su túnica está decorada con peces. El paisaje es sereno, con un río que cruza tranquilo y colinas al fondo. El conjunto transmite calma, elegancia y cierta ensoñación. En el tarot de Marsella el jinete también lleva la copa en la mano, en actitud reposada.',
    'Las alas recuerdan a Hermes, el mensajero de los dioses, y convierten al caballero en portador de noticias del corazón. Este jinete no galopa: su paso lento indica que la emoción se ofrece con delicadeza, no se impone. Los peces son símbolos del agua y de la vida interior, y el río que debe cruzar, el paso de una orilla emocional a otra. La copa extendida es una propuesta, una invitación o una declaración que espera respuesta.',
    'Los caballos son la acción y la búsqueda de cada palo, con su elemento llevado al extremo. En las Copas, palo del agua y del sentimiento, esto se traduce en romanticismo, idealismo y ganas de seguir al corazón. El Caballo de Copas puede representar a alguien que llega con una propuesta amorosa o creativa, una etapa de inspiración o tu propia búsqueda de belleza y sentido. Su riesgo es el exceso de idealización, la tendencia a perseguir un sueño más que una realidad.',
    'Hoy el Caballo de Copas te anima a ir tras lo que te inspira sin perder el rumbo. Comparte tus sentimientos con delicadeza y procura que los gestos acompañen a las palabras. Ofrecer un sueño está bien; sostenerlo con hechos es lo que lo vuelve real.',
  ],
  present:
    'Algo o alguien te invita a seguir al corazón. Atraviesas una etapa de romanticismo e inspiración en la que las propuestas llegan con delicadeza; acógelas con ilusión y también con discernimiento.',
};
