import type { CardContent } from '../card-content';

/** The Queen of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una reina se sienta en un trono de piedra en medio de un jardín exuberante. Sostiene en el regazo una gran moneda de oro y la mira con ternura, como quien acuna algo valioso. Sobre ella, un arco de rosas enmarca la escena, y en la esquina inferior derecha asoma un conejo. El trono está tallado con frutas, querubines y cabezas de cabra. Al fondo se ven montañas, un río y un cielo claro. En el tarot de Marsella la Reina de Oros también aparece sentada, con la moneda en una mano y un cetro en la otra.',
    'Cada detalle habla de fertilidad y abundancia. Las rosas, las frutas y la vegetación muestran una naturaleza generosa; el conejo, símbolo de fecundidad, sugiere vida que se multiplica. Las cabras talladas remiten a Capricornio, signo de tierra y de la perseverancia paciente. La forma en que la reina sostiene la moneda revela su carácter: valora lo material, pero lo trata con cuidado y cariño, no con avaricia.',
    'Los Oros pertenecen a la tierra, al cuerpo, al hogar y a la naturaleza. Cada reina vive su elemento desde dentro y lo pone al servicio del cuidado. La Reina de Oros sabe crear bienestar con las manos; gestiona los recursos, atiende el cuerpo y convierte la casa en un refugio. En una lectura puede ser una persona concreta, un periodo de estabilidad cálida o tu propia capacidad de cuidar con sentido práctico.',
    'Hoy su mensaje es sencillo: cuida lo que tienes, empezando por ti. Atiende tu cuerpo, tu casa y tus recursos con la ternura y el sentido común de la Reina. La abundancia no siempre consiste en tener más; a menudo es saber disfrutar y compartir lo que ya está a tu alcance, en la mesa de cada día.',
  ],
  present:
    'Es un momento para cuidar y dejarte cuidar. Atiende lo práctico con calidez, desde tu salud hasta tu hogar y tus recursos; tu capacidad de crear bienestar a tu alrededor es ahora tu mayor riqueza.',
};
