import type { CardContent } from '../card-content';

/** The King of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un rey sentado en su trono se inclina ligeramente hacia delante, como si estuviera a punto de levantarse. En la Rider-Waite-Smith el respaldo y el manto están decorados con leones y salamandras, y junto a su pie asoma una pequeña salamandra viva. Sostiene una vara florida y lleva una corona con forma de llamas. En el tarot de Marsella el Rey de Bastos está sentado, con un gran bastón en la mano, y tiene el aire de un señor que vigila su territorio.',
    'En el respaldo algunas salamandras se muerden la cola y forman círculos cerrados, imagen de una voluntad que se sostiene y se completa a sí misma. La pequeña salamandra del suelo recuerda que el fuego del rey sigue vivo y en movimiento. Su postura, lista para actuar, muestra que su autoridad no es la de quien espera en el trono, sino la de quien emprende. La corona de llamas resume su manera de mirar: piensa en grande, a largo plazo, y sabe contagiar esa visión.',
    'Los reyes encarnan el dominio del palo hacia fuera, la autoridad que se ejerce en el mundo. Cuando ese dominio se aplica al fuego, elemento de la iniciativa y la ambición, aparece el líder visionario, la figura emprendedora capaz de encender a otros con su entusiasmo y de convertir una idea en una empresa. Puede representar a alguien con ese talante, una situación que exige liderazgo o tu propia capacidad de tomar el mando cuando hace falta.',
    'Hoy el Rey de Bastos te pide asumir la dirección de tu proyecto. Define una meta clara, decide con valentía e inspira con el ejemplo, recordando que liderar bien también implica escuchar y reconocer el trabajo de quienes te acompañan.',
  ],
  present:
    'La situación te pide liderazgo. Tienes la visión y la capacidad de decidir; asumir el mando con entusiasmo y responsabilidad puede poner en marcha algo que beneficie a muchas más personas que a ti.',
};
