import type { CardContent } from '../card-content';

/** The King of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un rey se sienta de frente en un trono alto, vestido con una túnica azul y un manto púrpura. Sostiene con la mano derecha una espada desenvainada, algo inclinada hacia un lado, y mira directamente a quien contempla la carta. El respaldo del trono está decorado con mariposas, lunas crecientes y una pequeña figura alada. Detrás se alzan unos árboles delgados, y un par de pájaros cruzan el cielo; las nubes quedan bajas, casi a sus pies. En el tarot de Marsella el Rey de Espadas también aparece sentado, con la espada en alto, la corona y el aire solemne de un juez.',
    'Su mirada frontal resume su carácter. No esconde nada, asume lo que decide y sostiene la espada como un instrumento de justicia, no de ataque. La leve inclinación de la hoja sugiere que incluso el juicio más firme admite matices. Las mariposas y las lunas recuerdan que su mente conoce también el cambio y la intuición, aunque las gobierne con la razón. Los árboles erguidos y el cielo despejado hablan de orden, de claridad y de una calma ganada con los años.',
    'Las Espadas pertenecen al aire, reino de las ideas, de las leyes y de la palabra dada. Los reyes expresan el dominio exterior del elemento, su ejercicio en el mundo como autoridad. El Rey de Espadas es el juez, el estratega, el profesional cuyo criterio se respeta; alguien que decide con lógica y se hace responsable de sus palabras. Puede tratarse de una persona concreta, de una situación que exige objetividad o de la parte de ti capaz de liderar desde la razón.',
    'Hoy la carta te anima a tomar decisiones con la cabeza clara y los principios firmes. Escucha, analiza y luego actúa, sin dejar que las prisas o las emociones del momento te arrastren. Recuerda también que la autoridad más sólida es la que se ejerce con justicia y sabe dar cabida a la compasión.',
  ],
  present:
    'Es momento de pensar con rigor y actuar con integridad. Se te pide juicio, claridad y capacidad de decisión; confía en tu razonamiento, asume tus responsabilidades y no olvides que detrás de cada decisión hay personas.',
};
