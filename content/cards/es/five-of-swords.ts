import type { CardContent } from '../card-content';

/** The Five of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Bajo un cielo roto por nubes que el viento deshilacha, un hombre joven recoge espadas del suelo con una sonrisa que tiene algo de burla. Sostiene tres, dos apoyadas en el hombro y una con la punta hacia abajo, mientras otras dos yacen a sus pies. Más allá, dos figuras se alejan cabizbajas hacia la orilla del mar; una de ellas se cubre la cara con la mano. En el tarot de Marsella la escena desaparece y quedan cinco espadas, cuatro curvas entrelazadas y una recta que las atraviesa por el centro.',
    'La imagen habla de un triunfo que deja mal sabor de boca. El que sonríe ha ganado, pero se queda sin compañía en el campo, y las espadas que reúne no le sirven para otra cosa que para demostrar que ha vencido. Los que se marchan han perdido la pelea, aunque quizá conservan algo que él ya no tiene. El cielo agitado y el mar revuelto muestran un ambiente cargado, donde la tensión del choque todavía no se ha disipado.',
    'Las Espadas representan el aire, es decir, la mente, el lenguaje y los juicios, pero también la agresividad con que a veces se defienden las ideas. El cinco es en todos los palos el número del conflicto y de la pérdida, el punto en que la estabilidad del cuatro se rompe. Aquí la ruptura adopta la forma de una disputa, una humillación o una competencia en la que ganar cuesta demasiado caro.',
    'Hoy la carta te pide honestidad sobre tu papel en un conflicto. ¿Estás recogiendo espadas que no necesitas, o eres quien se aleja por la playa después de una pelea injusta? En ambos casos el consejo se parece: no todas las batallas merecen librarse, y a veces ganar de verdad consiste en dejar de luchar.',
  ],
  present:
    'Estás en medio de una tensión en la que alguien, quizá tú, quiere ganar a toda costa. Antes de seguir, pregúntate qué se pierde por el camino y si esta pelea merece de verdad tu tiempo y tu paz.',
};
