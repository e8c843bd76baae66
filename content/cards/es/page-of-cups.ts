import type { CardContent } from '../card-content';

/** The Page of Cups, in Spanish. */
export const card: CardContent = {
  overview: [
    'Junto al mar, de pie, un joven luce una túnica salpicada de flores de loto y un sombrero azul con un largo pañuelo. En la Rider-Waite-Smith sostiene una copa de la que asoma un pez que lo mira, y el joven le devuelve la mirada con curiosidad y cierta sorpresa. Apoya la otra mano en la cadera, en una pose despreocupada. Detrás, las olas se mueven suavemente. En el tarot de Marsella la figura, de pie, sostiene su copa con cuidado, como quien lleva algo valioso.',
    'El pez que sale de la copa es un mensaje inesperado del inconsciente, una idea o una emoción que aparece donde no se esperaba. La actitud del joven, más asombrada que asustada, muestra apertura hacia lo imaginativo y lo intuitivo. Su ropa florida y su postura relajada hablan de una sensibilidad sin defensas, y el mar a su espalda, de la inmensidad del mundo emocional que apenas empieza a explorar. Nada en la escena es solemne; todo invita al juego y al asombro.',
    'Como toda sota, esta es aprendiz y mensajera. Entre las Copas, donde reinan el agua y los sentimientos, esta figura representa el primer contacto con la emoción, la creatividad y la intuición: alguien que siente con intensidad y todavía está aprendiendo qué hacer con ello. Puede anunciar una noticia afectiva, un nacimiento, una invitación o una propuesta creativa. También puede tratarse de alguien joven y sensible, o de tu propio lado soñador.',
    'La Sota de Copas te propone hoy que te dejes sorprender. Presta atención a los sueños, las casualidades y los pequeños mensajes; acércate a tus emociones con curiosidad y permite que tu lado más tierno se exprese sin vergüenza. La curiosidad es la puerta por la que entra lo nuevo.',
  ],
  present:
    'Te llega un mensaje del corazón o una inspiración inesperada. Estás en un momento de sensibilidad y de apertura, ideal para crear, soñar y acoger con ternura lo que llega.',
};
