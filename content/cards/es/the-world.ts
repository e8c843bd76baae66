import type { CardContent } from '../card-content';

/** The World, in Spanish. */
export const card: CardContent = {
  overview: [
    'El viaje termina bailando. En el centro del Mundo, una figura envuelta solo en un largo pañuelo violeta flota dentro de una gran corona ovalada de hojas, con una varita en cada mano y una pierna cruzada por detrás de la otra. Dos cintas rojas atan la corona arriba y abajo. En las esquinas de la Rider-Waite-Smith aparecen cuatro seres que ya habíamos visto leyendo libros en la Rueda de la Fortuna: un ángel, un águila, un león y un toro. En la versión de Marsella, la guirnalda tiene forma de almendra y la figura suele llevar una sola varita en una mano y, en la otra, un pequeño frasco.',
    'Esos cuatro seres forman el tetramorfo de la tradición cristiana, los símbolos de los cuatro evangelistas, y en el tarot se leen además como los cuatro elementos y los cuatro signos fijos del zodiaco: Acuario, Escorpio, Leo y Tauro. En La Rueda rodeaban un mundo en movimiento; aquí, uno completo. La corona es el laurel de la victoria y, a la vez, una puerta por la que se pasa de un ciclo al siguiente. Las dos varitas reparten, sin esfuerzo, el poder que el Mago alzaba con una sola mano. Y las piernas cruzadas son las del Colgado, pero ahora del derecho: lo que allí era entrega y espera aquí se ha vuelto libertad de movimiento.',
    'Con el número XXI, el Mundo cierra la tercera fila y el viaje del Loco entero. Después de la llamada del Juicio llega la respuesta: integración, plenitud, la sensación de haber llegado. Pero la danza no se detiene. Al otro lado del Mundo espera de nuevo el Loco, con su hatillo al hombro y otro precipicio por delante, porque este recorrido se parece más a un círculo que a una línea recta.',
    'Como carta del día, suele hablar de una etapa que se cierra bien y de la satisfacción legítima de reconocer lo que has logrado.',
  ],
  present:
    'Un ciclo se completa y notas que las piezas encajan. Date tiempo para reconocer lo que has logrado y aprendido antes de volver a ponerte en camino, porque esta sensación de plenitud te la has ganado.',
};
