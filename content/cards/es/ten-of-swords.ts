import type { CardContent } from '../card-content';

/** The Ten of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Es la carta más dramática del palo. Un hombre yace boca abajo junto a la orilla, con diez espadas clavadas a lo largo de la espalda. Un paño rojo le cubre parte del cuerpo y el cielo, sobre él, es completamente negro. Pero en el horizonte, por encima de un agua inmóvil y de unas montañas lejanas, se abre una franja amarilla de amanecer. Su mano derecha, la única visible, forma un gesto parecido al de la bendición. En el tarot de Marsella no hay cuerpo ni cielo; diez espadas se entrelazan en un dibujo geométrico, con flores en las esquinas.',
    'La exageración es intencionada. Diez espadas son muchas más de las necesarias, y esa desmesura sugiere un final que se vive como total, como si no pudiera haber nada peor. Y precisamente ahí está la clave, porque ya no lo hay. El agua está en calma, el temporal ha quedado atrás y la luz del alba anuncia un día nuevo. El gesto de la mano indica que incluso en la caída queda algo de paz, o al menos de aceptación.',
    'El aire es el elemento de las Espadas, el de la mente, la palabra y el juicio, y a lo largo del palo su filo ha ido mostrando tanto la claridad como el dolor. El diez es el número del final y del cierre de un ciclo, la última estación antes de volver a empezar. Aquí el cierre es rotundo: algo termina sin vuelta atrás, y eso, aunque duela, libera de tener que seguir sosteniéndolo. Tras el diez, la serie vuelve al as, a una idea nueva y limpia.',
    'Hoy la carta te dice que un capítulo está cerrado o a punto de cerrarse. No tienes que fingir que no duele, pero tampoco instalarte en la derrota. Mira hacia el horizonte; la línea dorada ya está ahí, y después de tocar fondo solo queda subir.',
  ],
  present:
    'Algo ha llegado a su fin y lo sientes con toda su fuerza. No hay nada que rescatar de esta situación tal como era; aceptar que ha terminado es justo lo que te permite empezar a levantarte.',
};
