import type { CardContent } from '../card-content';

/** The Ten of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un arcoíris atraviesa el cielo y sobre él se dibujan diez copas en arco. Debajo, en la Rider-Waite-Smith, una pareja abrazada alza un brazo hacia lo alto, como dando gracias, mientras a su lado dos niños bailan de la mano. Al fondo se ven una casa acogedora, árboles y un río que serpentea por un paisaje verde. Pocas escenas de la baraja son tan luminosas. En el tarot de Marsella las diez copas se reparten en filas, con una copa mayor en lo alto.',
    'El arcoíris es un símbolo de alianza y de promesa cumplida, el signo que aparece cuando la tormenta ha pasado. La pareja no mira las copas como algo que poseer, sino como un regalo que celebrar. Los niños que juegan sin preocupación representan la continuidad, la alegría espontánea y el futuro. La casa y el río hablan de un hogar asentado en un lugar fértil, donde la vida fluye sin sobresaltos y cada cual encuentra su sitio.',
    'El agua, elemento de las Copas, rige los afectos y las relaciones. El diez cierra un ciclo y, en este palo, significa plenitud emocional, esa felicidad que no depende de un logro sino de la calidad de los vínculos. Lo que en el número anterior era satisfacción personal se amplía aquí a la familia y a la comunidad. El ciclo termina en armonía, y desde ahí todo puede volver a empezar con una base sólida.',
    'Lo que el Diez de Copas te pide hoy es valorar a las personas que forman tu hogar, sea cual sea su forma. Agradece su presencia, cuida los pequeños rituales compartidos y recuerda que la felicidad más sólida se construye día a día, con gestos modestos.',
  ],
  present:
    'La armonía afectiva marca este momento. El hogar, la familia o las personas que consideras tuyas te ofrecen paz y alegría; es tiempo de disfrutarlas y de cuidar lo construido en común.',
};
