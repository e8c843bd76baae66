import type { CardContent } from '../card-content';

/** The Lovers, in Spanish. */
export const card: CardContent = {
  overview: [
    'Bajo un ángel de alas enormes que extiende los brazos desde las nubes, un hombre y una mujer se encuentran desnudos en un paisaje luminoso. En la baraja Rider-Waite-Smith, detrás de la mujer crece un árbol en el que se enrosca una serpiente, detrás del hombre arde un árbol de llamas y, entre ambos, a lo lejos, se alza una montaña. El modelo de Marsella cuenta otra historia: un joven de pie entre dos mujeres, una mayor y otra más joven, que parecen disputárselo, mientras un Cupido apunta su flecha desde lo alto.',
    'Los Enamorados hablan de unión, pero también de elección. En la versión de Marsella el tema es evidente: el joven debe decidir hacia dónde va su corazón, y la flecha de Cupido recuerda que en el amor no todo se elige con la cabeza. En la Rider-Waite-Smith, la escena evoca el jardín del Edén: el árbol con la serpiente alude a la tentación y al conocimiento, y el de las llamas, al deseo. El ángel bendice un vínculo que nace de la sinceridad, con nada que ocultar. La montaña del fondo sugiere que toda relación verdadera exige crecer y superar obstáculos.',
    'Con el número VI, los Enamorados ocupan el penúltimo lugar de la primera fila del viaje del Loco. Después de las normas del Hierofante, el viajero se enfrenta a una decisión que es solo suya: a quién amar, qué camino seguir, qué valores hacer propios. Lo que decida aquí pondrá en marcha el Carro, la carta que cierra la fila con el impulso de avanzar.',
    'Hoy pueden señalar un vínculo importante o una elección que conviene tomar de acuerdo con lo que de verdad valoras.',
  ],
  present:
    'En el centro de todo hay un vínculo o una elección. Lo que decidas aquí dirá quién eres, así que deja que nazca de tus valores y no de la presión o del miedo a defraudar a alguien.',
};
