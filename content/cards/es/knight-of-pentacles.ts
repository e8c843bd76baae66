import type { CardContent } from '../card-content';

/** The Knight of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un caballero con armadura oscura monta un caballo negro y robusto, completamente quieto. Sostiene una moneda de oro en la mano y la mira con atención, mientras a su alrededor se extiende un campo arado, listo para la siembra. Tanto el jinete como el caballo llevan hojas verdes como adorno. A diferencia de los demás caballos del tarot, este no galopa ni avanza: permanece firme, como si meditara cada paso antes de darlo. En el tarot de Marsella el Caballo de Oros cabalga sosteniendo un bastón, mientras una moneda parece flotar en el aire delante de él.',
    'La quietud es el rasgo que define esta carta. El caballero no necesita correr, porque sabe que en la tierra los resultados llegan con tiempo y trabajo constante. El campo arado habla de preparación y esfuerzo, y el caballo pesado, de resistencia más que de velocidad. Las hojas de roble simbolizan la fuerza y la perseverancia. Es la figura más fiable de la corte, aunque también la que más se resiste al cambio.',
    'En el palo de la tierra todo cuesta tiempo, y el caballo, figura de la acción y de la búsqueda, empuja esa cualidad hasta el límite. El resultado es una constancia extrema, con su paciencia, su método y su sentido de la responsabilidad, pero también con su lentitud y su terquedad. La carta puede describir a alguien con ese carácter, una situación que avanza despacio o tu propia capacidad de perseverar.',
    'Hoy puede pedirte que confíes en el trabajo constante. Quizá los resultados tardan, pero cada paso que das con cuidado te acerca a la meta. Mantén el rumbo, cumple tus compromisos y, de vez en cuando, levanta la vista para comprobar que el camino sigue siendo el que quieres.',
  ],
  present:
    'Avanzas despacio, pero con firmeza. Es momento de trabajar con método, cumplir tus compromisos y confiar en el progreso gradual, sin dejar que la rutina apague del todo tu capacidad de cambiar.',
};
