import type { CardContent } from '../card-content';

/** Justice, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una figura sentada de frente entre dos columnas sostiene en alto una espada en la mano derecha y una balanza en la izquierda. En la baraja Rider-Waite-Smith viste de rojo, lleva una corona con una pequeña gema cuadrada y detrás de ella cuelga un velo morado; un pie asoma bajo el manto, como dispuesto a levantarse. En el tarot de Marsella la escena es muy parecida, más hierática: la figura, coronada y con un collar, mira de frente con los ojos abiertos, sin la venda que luce la Justicia de las estatuas.',
    'La balanza es el símbolo de la ponderación: cada cosa se pesa con su contrapeso, y ninguna razón se impone sin escuchar a la otra. La espada, recta y de doble filo, representa la decisión que corta, la claridad que separa lo verdadero de lo falso, y recuerda que todo acto tiene consecuencias en ambos sentidos. Que esta Justicia no lleve los ojos vendados dice mucho: no es ciega, sino lúcida; ve los hechos tal como son. Las columnas y el velo la emparentan con la Sacerdotisa, pero donde aquella guardaba un secreto, esta dicta una sentencia.',
    'En el orden de este sitio, la Justicia es la carta XI, en plena segunda fila del viaje del Loco. Tras los vaivenes de la Rueda de la Fortuna, el viajero aprende que, aunque no controle el azar, sí responde de sus actos. Le sigue el Colgado, que suspenderá todo juicio y le pedirá mirar las cosas desde el revés.',
    'Cuando te toca, suele invitarte a actuar con honestidad y a asumir las consecuencias de tus decisiones.',
  ],
  present:
    'La situación se está sopesando y lo que cuenta es la honestidad. Mira los hechos tal como son, asume tu parte y confía en que las consecuencias serán justas para todas las personas implicadas.',
};
