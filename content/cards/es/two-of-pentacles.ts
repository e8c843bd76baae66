import type { CardContent } from '../card-content';

/** The Two of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un joven con un sombrero alto y llamativo baila sobre un pie mientras sostiene dos monedas, una en cada mano. Una cinta verde las une formando un ocho tumbado, el símbolo del infinito. Al fondo, dos barcos navegan sobre olas enormes, subiendo y bajando con el mar. La figura no parece preocupada; se mueve con soltura, casi jugando. En el tarot de Marsella el Dos de Oros muestra dos monedas enlazadas por una larga cinta ondulada en forma de ese, que en muchas ediciones lleva inscrito el nombre del fabricante de la baraja.',
    'La imagen resume el arte de mantener el equilibrio en un mundo que no deja de moverse. Las olas y los barcos indican altibajos, cambios de fortuna y mares que nadie controla. La cinta infinita sugiere que el intercambio entre las dos monedas no se detiene nunca: ganar y gastar, dar y recibir, trabajar y descansar. El baile del joven muestra que la clave no está en la rigidez, sino en la flexibilidad y el ritmo.',
    'Los Oros pertenecen a la tierra, que gobierna lo material, el trabajo, el dinero, el cuerpo y el día a día. El dos es el número del equilibrio y de la elección, de dos fuerzas que se compensan. En un palo tan práctico, ese equilibrio se juega en la agenda y en el bolsillo, en la habilidad para repartir tiempo y recursos entre varias demandas. Es una carta ágil y animada, pero advierte también de lo fácil que resulta perder el paso cuando se añaden demasiadas monedas.',
    'Hoy la carta te pregunta cuántas cosas estás sosteniendo a la vez y si todas merecen tu esfuerzo. Puedes con mucho, y tu capacidad de adaptación es real, pero el baile funciona mejor cuando eliges bien qué mantener en el aire. Prioriza, respira y deja que el movimiento te lleve sin arrastrarte.',
  ],
  present:
    'Llevas muchas cosas entre manos y, por ahora, consigues que ninguna se caiga. Mantén la flexibilidad y el buen humor, pero revisa tus prioridades para que el vaivén no termine por desbordarte.',
};
