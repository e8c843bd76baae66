import type { CardContent } from '../card-content';

/** The Tower, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un rayo cae sobre lo alto de una torre de piedra levantada en la cima de un risco y hace saltar la corona que la remataba. En la Rider-Waite-Smith las llamas salen por las ventanas y dos personas, una de ellas coronada, se precipitan de cabeza contra un cielo negro, entre pequeñas lenguas de fuego con forma de yod, la letra hebrea. La versión de Marsella lleva otro nombre, La Maison Dieu, «la Casa de Dios»: un penacho de fuego que baja desde una especie de sol levanta las almenas como la tapa de una caja, el aire se llena de bolitas de colores y dos figuras caen al suelo.',
    'Una torre muy alta sobre una roca muy estrecha: la lectura tradicional ve en ella el orgullo, las certezas que nadie revisa, una vida organizada sobre cimientos que no aguantan, y a muchos les recuerda la Torre de Babel. El rayo llega de fuera, de repente, y la corona que sale volando deja claro que ningún cargo ni posición protegen de él. Sin embargo, las yod que caen son también un signo de gracia, las mismas gotas de luz que reaparecen en la Luna, y el nombre marsellés insiste en esa idea: incluso mientras se derrumba, esta casa sigue siendo de Dios. Lo que cae, cae porque era falso.',
    'Con el número XVI, la Torre sigue al Diablo en la tercera fila del viaje del Loco. Allí se veían las cadenas; aquí se viene abajo, de una sola vez, todo lo que se había construido con ellas. Es la carta más brusca de la baraja, pero no tiene la última palabra. Justo detrás llega la Estrella, y el contraste es deliberado: cuando ya no quedan muros, vuelve a verse el cielo.',
    'A nadie le hace gracia sacarla en una tirada. Aun así, suele anunciar una sacudida que ya se veía venir, o que acaba de ocurrir, y que despeja el terreno para algo más sólido.',
  ],
  present:
    'Una sacudida repentina hace temblar el suelo de la situación. Lo que cae estaba construido sobre una premisa falsa y, aunque el momento inquiete, deja sitio a algo más verdadero.',
};
