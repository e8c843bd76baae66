import type { CardContent } from '../card-content';

/** The Fool, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un joven camina hacia el borde de un precipicio con la mirada perdida en el cielo, como si el vacío que tiene a los pies no existiera. En la baraja Rider-Waite-Smith viste una túnica estampada de flores, lleva al hombro un hatillo colgado de un bastón y sostiene una rosa blanca en la otra mano; a sus talones salta un perrito blanco y detrás brilla un sol pálido. El modelo de Marsella es más áspero: un vagabundo con gorro de bufón, el hatillo a la espalda, sigue su camino mientras un animal le tira de las calzas. Allí la carta suele ir sin número.',
    'Casi todo en ella habla de apertura. La rosa blanca sugiere inocencia, un deseo que aún no se ha enredado con el miedo, y el hatillo guarda lo justo para el camino: la experiencia que ya se tiene, sin más peso del necesario. El perro admite dos lecturas, la del compañero fiel y la del instinto que ladra un aviso que el viajero todavía no sabe oír. El precipicio es lo desconocido, aquello que no se cruza solo a base de planes. Hasta el número cuenta: el cero no es la nada, sino la pura posibilidad, un círculo vacío en el que aún no se ha escrito nada.',
    'El Loco no pertenece a ninguna de las tres filas de siete cartas que lo siguen: es el viajero que las recorre todas. Primero se encuentra con el Mago y, carta a carta, aprende a actuar en el mundo, a mirar hacia dentro y, al final, a enfrentarse a las grandes fuerzas, hasta que el viaje llega al Mundo y, en cierto modo, vuelve a empezar. Como no tiene un lugar fijo, hay quien lo coloca al principio de la baraja y quien lo pone al final, y las dos opciones dicen algo cierto: toda culminación se abre a un nuevo comienzo.',
    'Si te sale en una tirada, rara vez pide temeridad. Pide un poco de confianza: atreverte a empezar antes de tener todas las respuestas, con los ojos abiertos y poco equipaje.',
  ],
  present:
    'Estás en el umbral de algo que todavía no tiene forma, con más curiosidad que certezas. Esa apertura es el regalo de este momento: hoy cuenta más dar el primer paso que tener el plan perfecto.',
};
