import type { CardContent } from '../card-content';

/** The Hermit, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un anciano envuelto en un manto gris está solo en la cima de una montaña nevada, con un bastón en una mano y un farol en alto en la otra. En la baraja Rider-Waite-Smith el farol encierra una estrella de seis puntas y la figura, con la cabeza inclinada, mira hacia abajo, como si alumbrara el camino de quien viene detrás. En el tarot de Marsella el Ermitaño camina por un terreno más llano, con el farol medio escondido bajo el manto y el bastón apoyado en el suelo, avanzando despacio.',
    'La montaña habla de altura alcanzada con esfuerzo y de distancia respecto al ruido del mundo. La soledad del Ermitaño no es un castigo, sino una elección: se aparta para ver con claridad. El farol es su sabiduría interior, una luz pequeña que basta para dar el siguiente paso, no para iluminar todo el camino; la estrella que contiene recuerda que esa luz tiene algo de guía. El bastón es el apoyo de la experiencia, y el manto, la discreción de quien no necesita exhibirse. En Marsella el farol cubierto añade una idea más: hay conocimientos que se guardan y solo se comparten con quien los busca.',
    'Como carta IX, el Ermitaño sigue a la Fuerza en la segunda fila del viaje del Loco. El viajero que ha aprendido a dominar sus impulsos se retira ahora a buscar respuestas propias, lejos de las opiniones ajenas. Después gira la Rueda de la Fortuna: lo que se ha comprendido en soledad tendrá que ponerse a prueba ante los cambios de la vida.',
    'Hoy puede pedirte un tiempo de recogimiento, o señalar a alguien con experiencia que te ofrece su luz.',
  ],
  present:
    'Necesitas silencio y algo de distancia para ver con claridad. Apartarte un tiempo no es huir: es la manera de encontrar una respuesta que sea de verdad tuya y no prestada.',
};
