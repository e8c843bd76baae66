import type { CardContent } from '../card-content';

/** The Ten of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Bajo un arco de piedra que da paso a una casa señorial, un anciano de barba blanca, envuelto en un manto bordado con racimos y signos, se sienta acompañado de dos perros blancos. Más allá, una pareja joven conversa, y un niño se agarra a la ropa de la mujer mientras mira a los perros. Diez monedas se superponen a la escena, dispuestas según el esquema del árbol de la vida de la cábala. En el arco se ven escudos de armas, y el conjunto sugiere un linaje próspero y asentado. En la baraja de Marsella el naipe se reduce a diez monedas unidas por tallos y flores.',
    'La escena reúne a tres generaciones, y ese es su mensaje principal: la riqueza que se transmite y perdura. El anciano representa la sabiduría y el patrimonio acumulado; la pareja, el presente activo; el niño, el futuro. Los perros simbolizan la lealtad y la protección del hogar. El árbol de la vida que dibujan las monedas sugiere que la prosperidad material también puede tener una dimensión espiritual cuando va unida a unos valores y a la continuidad.',
    'El palo de la tierra se ocupa del patrimonio, de la casa y de lo que pasa de unas manos a otras. El diez cierra el ciclo y lo lleva a su culminación. En este palo, ese final es feliz; lo que comenzó como una semilla en el as se ha convertido en un legado que beneficia a varias generaciones. Es la carta de estabilidad más completa del tarot, aunque recuerda también que todo patrimonio necesita cuidado.',
    'Hoy el Diez de Oros te hace mirar hacia lo duradero. ¿Qué has recibido de quienes te precedieron y qué quieres dejar tú? Cuida los lazos que te sostienen, administra bien lo que tienes y recuerda que la verdadera riqueza incluye el tiempo compartido con las personas que quieres.',
  ],
  present:
    'Estás en un momento de estabilidad y raíces firmes, o trabajando para conseguirlas. Valora lo que has construido y lo que has recibido, y piensa en cómo compartirlo con quienes forman parte de tu vida.',
};
