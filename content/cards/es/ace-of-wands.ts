import type { CardContent } from '../card-content';

/** The Ace of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'De una nube asoma una mano que empuña una vara viva de la que brotan hojas tiernas; algunas se desprenden y caen por el aire como chispas. En la baraja Rider-Waite-Smith, debajo se abre un paisaje verde con un río, árboles y, sobre una colina, un castillo que parece esperar a quien se ponga en camino. En el tarot de Marsella la mano sostiene un garrote tosco, con los muñones de las ramas cortadas, rodeado de pequeñas gotas de color que parecen saltar como pavesas.',
    'La mano que sale de la nube dice que el impulso llega como un regalo: no se fabrica, se recibe, y lo que queda en tus manos es decidir qué hacer con él. Las hojas nuevas recuerdan que la vara no es un palo seco, sino madera con savia, capaz de seguir creciendo si se planta. El castillo lejano representa lo que esa chispa podría llegar a levantar con tiempo y cuidado, y el río, la vida que sigue su curso mientras tanto, sin esperar a nadie.',
    'Los Bastos pertenecen al fuego, el elemento de la voluntad, el deseo, la creatividad y las ganas de actuar; gobiernan los proyectos, las vocaciones y todo lo que nos pone en pie por la mañana. El as es la semilla del palo, todo su potencial antes de dar fruto: el instante previo a la obra, cuando la idea quema en las manos y nadie sabe aún hasta dónde llegará.',
    'Hoy el As de Bastos te pide que no dejes enfriar lo que te entusiasma. Ponle un primer gesto concreto a esa idea, por modesto que sea, y confía en que el camino te irá enseñando el resto a medida que avances. Lo que no se empieza no puede crecer, y lo que se empieza con ganas suele encontrar aliados.',
  ],
  present:
    'Tienes entre manos el comienzo de algo que te ilusiona de verdad. Las ganas están ahí, frescas y urgentes; lo que importa ahora es darles una salida concreta antes de que la rutina las vuelva a dormir.',
};
