import type { CardContent } from '../card-content';

/** The Eight of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una mujer con los ojos vendados y el cuerpo envuelto en cuerdas permanece de pie sobre un terreno encharcado. A su alrededor, ocho espadas clavadas en la tierra forman una especie de valla incompleta, con un hueco por el que podría salir. Al fondo, sobre una colina rocosa, se levanta un castillo, y el cielo es de un gris apagado. Las cuerdas le sujetan los brazos, pero no los pies, y nadie la vigila. La versión de Marsella renuncia a la escena; ocho espadas curvas se entrelazan alrededor de una flor central, en un dibujo tan cerrado como ordenado.',
    'Todo en la imagen sugiere una prisión más mental que real. Las espadas no la rodean por completo, las ataduras no le impiden caminar y la venda es lo único que no le deja ver que el camino está libre. El agua a sus pies habla de emociones estancadas, de un miedo que empapa el suelo que pisa, y el castillo lejano puede ser el lugar del que viene o la seguridad a la que no se atreve a volver. Nadie más aparece en la escena, y esa ausencia también dice algo, porque la figura no ha pedido ayuda.',
    'El aire, elemento de las Espadas, gobierna los pensamientos, las palabras y los juicios, y por eso sus cartas más duras muestran cómo la mente puede volverse contra sí misma. El ocho es el número del movimiento y del dominio, y aquí aparece justo al revés, como movimiento detenido. La lección está precisamente en ese contraste; quien aprende a dominar sus pensamientos encuentra la salida.',
    'Hoy te toca preguntarte qué te hace sentir sin libertad y cuánto de eso depende de tu forma de mirar. No niega que las circunstancias pesen, pero te recuerda que siempre queda algún gesto posible, por pequeño que sea. Da un paso, pide ayuda, aparta un poco la venda; la salida empieza a verse cuando te mueves.',
  ],
  present:
    'Te sientes sin margen de maniobra, como si cualquier movimiento fuera a empeorar las cosas. Esa sensación es real, pero no del todo cierta; hay más salidas de las que el miedo te deja ver ahora mismo.',
};
