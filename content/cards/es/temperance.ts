import type { CardContent } from '../card-content';

/** Temperance, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un ángel de grandes alas rojas tiene un pie en el agua de un estanque y el otro en la orilla, y vierte un líquido de una copa a otra en un chorro continuo. En la baraja Rider-Waite-Smith viste una túnica blanca con un triángulo inscrito en un cuadrado sobre el pecho y un círculo solar en la frente; a su lado crecen lirios y un sendero sube hacia unas montañas lejanas, donde una luz dorada parece una corona. La versión de Marsella es más sobria: una figura alada, que suele leerse como femenina, trasvasa el agua entre dos jarras de distinto color, sin estanque ni paisaje, y toda la atención recae en el gesto.',
    'El trasvase es el símbolo más claro de la carta: dos sustancias distintas que se mezclan hasta dar con la medida justa, como cuando antaño se templaba el vino con agua, y de ahí el nombre. El pie en el estanque y el pie en tierra unen el sentimiento y lo concreto, el mundo interior y el práctico. El triángulo dentro del cuadrado evoca el espíritu que habita la materia, y los lirios recuerdan a Iris, la mensajera de los dioses, el arcoíris tendido entre el cielo y la tierra. Nada se hace aquí con prisa: la carta habla de dosis, de paciencia y de curación lenta.',
    'La Templanza cierra la segunda fila del viaje del Loco, la de la mirada hacia dentro y sus pruebas. Después de la Muerte, que ha hecho tabla rasa, esta carta recompone los pedazos y encuentra un equilibrio nuevo. Es una tregua valiosa antes del Diablo, que abre la última fila y pondrá ese equilibrio a prueba.',
    'Hoy puede sugerirte buscar el término medio, no forzar los tiempos y dar a cada cosa su justo lugar.',
  ],
  present:
    'Estás dando con la medida justa: un poco de esto y un poco de aquello. La curación y el equilibrio llegan poco a poco, así que mantén un ritmo constante y desconfía de cualquier atajo extremo.',
};
