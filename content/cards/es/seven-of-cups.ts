import type { CardContent } from '../card-content';

/** The Seven of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una figura, vista de espaldas y casi en sombra, contempla siete copas que flotan sobre nubes. En la Rider-Waite-Smith cada copa contiene una visión distinta: una cabeza humana, una figura velada y resplandeciente, una serpiente, un castillo, un montón de joyas, una corona de laurel y un pequeño dragón. Su postura sugiere asombro, como si no supiera hacia cuál tender la mano. En el tarot de Marsella las siete copas aparecen ordenadas entre hojas y flores, sin visiones ni personaje que las mire.',
    'Cada visión encarna un deseo o un temor. La cabeza puede leerse como el amor o la compañía; la figura velada, como el misterio o la iluminación; la serpiente, como la sabiduría o la tentación; el castillo, como la seguridad; las joyas, como la riqueza; el laurel, como la victoria; y el dragón, como el miedo o el poder. Todo flota sobre nubes, lejos de la tierra firme, porque son posibilidades y no realidades. La figura, sin rostro visible, podría ser cualquiera.',
    'En las Copas el agua alimenta la imaginación, los deseos y los sueños, y en esta carta ese poder se desborda. El siete es el número de la prueba y la evaluación: ante tantas opciones, hay que examinar cuáles son reales y cuáles solo espejismos. La carta no condena la fantasía, que es fuente de creatividad, pero advierte que soñar sin elegir deja las copas suspendidas en el aire indefinidamente.',
    'Hoy el Siete de Copas te pide distinguir el sueño del espejismo sin renunciar a imaginar. Examina tus opciones una a una, separa el deseo del hecho y elige, aunque sea con miedo, la que puedes empezar a construir con tus propias manos. Un sueño elegido vale más que siete contemplados.',
  ],
  present:
    'Tienes ante ti muchas opciones y fantasías, y no todas son lo que parecen. Es un momento para imaginar, sí, pero sobre todo para discernir qué es real y elegir con lucidez.',
};
