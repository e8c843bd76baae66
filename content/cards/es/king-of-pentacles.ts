import type { CardContent } from '../card-content';

/** The King of Pentacles, in Spanish. */
export const card: CardContent = {
  overview: [
    'Un rey se sienta en un trono oscuro adornado con cabezas de toro, en medio de un jardín lleno de vides y racimos de uva. Su manto está estampado con uvas y hojas, de modo que casi se confunde con la vegetación. En una mano sostiene un cetro y en la otra, apoyada sobre la rodilla, una moneda de oro. Tras él se alza un castillo, y bajo el manto asoma un pie cubierto por la armadura. En el tarot de Marsella el Rey de Oros también está sentado, con la moneda en la mano y una postura relajada, casi de perfil.',
    'La imagen muestra una riqueza que se ha integrado en la vida misma. El rey no solo posee la abundancia, sino que la lleva puesta; su manto y el jardín forman un solo tejido. Los toros del trono remiten a Tauro, el signo de tierra asociado a la estabilidad y al disfrute de los sentidos. El castillo indica lo que ha construido, y la armadura bajo el manto recuerda que esa prosperidad se ganó con esfuerzo y sabe defenderse.',
    'La tierra es el elemento de los Oros, y el rey es quien la gobierna hacia fuera, con una autoridad que el mundo reconoce. El Rey de Oros es el empresario, el administrador, la persona que ha convertido el trabajo constante en éxito tangible. Su presencia en una tirada puede describir a alguien de ese perfil, una prosperidad ya consolidada o tu propia capacidad para gestionar recursos y liderar con realismo.',
    'Hoy el Rey te pide que confíes en lo que has construido y lo administres con sabiduría. El éxito material tiene sentido cuando aporta seguridad, bienestar y oportunidades, para ti y para quienes te rodean. Disfruta de tus logros, compártelos y no dejes que el afán de tener más te haga olvidar lo que ya tienes.',
  ],
  present:
    'Estás en una posición de estabilidad o de autoridad en lo material, o muy cerca de alcanzarla. Administra con sensatez, lidera con generosidad y disfruta de lo conseguido sin perder de vista lo esencial.',
};
