import type { CardContent } from '../card-content';

/** Wheel of Fortune, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una gran rueda gira suspendida en el cielo, entre nubes. En la baraja Rider-Waite-Smith la rodean cuatro figuras aladas con libros, un ángel, un águila, un toro y un león, en las cuatro esquinas de la carta; en lo alto se sienta una esfinge con una espada, una serpiente desciende por un lado y por el otro sube una figura con cabeza de chacal. El círculo lleva letras y símbolos alquímicos. En el tarot de Marsella la rueda es de madera, movida por una manivela, y tres criaturas medio animales se agarran a ella: una sube, otra baja y una tercera, coronada, reina un instante en la cima.',
    'La rueda es el símbolo más antiguo de la fortuna: todo lo que sube acaba bajando, y lo que está abajo volverá a subir. Las figuras de la carta encarnan ese movimiento: la serpiente que cae, el ser con cabeza de chacal que asciende, la esfinge que permanece arriba, serena, con la espada del juicio. Las cuatro criaturas aladas, que la tradición relaciona con los evangelistas y con los signos fijos del zodiaco, están quietas mientras todo gira: representan lo que permanece en medio del cambio. La carta no habla de premios ni castigos, sino de ciclos, de momentos oportunos y de la parte de la vida que no depende de nosotros.',
    'Con el número X, la Rueda de la Fortuna ocupa el centro de la segunda fila del viaje del Loco. Tras la calma del Ermitaño, el mundo vuelve a moverse y el viajero comprueba que no todo está en sus manos. La Justicia, la carta siguiente, le enseñará a responder de lo que sí depende de él.',
    'En una tirada suele anunciar un cambio de ciclo y la oportunidad de aprovecharlo en lugar de resistirse.',
  ],
  present:
    'Las cosas están girando y no todo depende de ti. Las circunstancias cambian a tu alrededor, así que atiende a la oportunidad que trae este giro en lugar de aferrarte al sitio que ocupabas.',
};
