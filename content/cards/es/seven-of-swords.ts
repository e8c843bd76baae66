import type { CardContent } from '../card-content';

/** The Seven of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Casi de puntillas, un hombre con un gorro rojo se aleja de un campamento. Lleva cinco espadas en los brazos y mira hacia atrás por encima del hombro, con una sonrisa que mezcla astucia y nerviosismo. Detrás de él siguen clavadas en el suelo otras dos espadas y, más allá, las tiendas de campaña con sus banderines; a lo lejos, un pequeño grupo de figuras no parece haberse dado cuenta de nada. El cielo es amarillo y luminoso, como si todo ocurriera a plena luz del día. En el tarot de Marsella la carta se reduce a siete espadas, seis curvas que se cruzan y una recta en el centro.',
    'La imagen es ambigua a propósito. Puede leerse como un engaño, alguien que se lleva lo que no es suyo, pero también como una estrategia, la de desarmar al adversario sin combatir. Las dos espadas que quedan atrás sugieren que la jugada está incompleta y que algo se ha dejado sin resolver. La mirada por encima del hombro delata la inquietud de quien sabe que podrían descubrirlo.',
    'Las Espadas son el palo del aire, el del intelecto y las palabras, y por eso sus sombras tienen que ver con la mentira, la manipulación y la frialdad calculadora. El siete es el número de la prueba y de la evaluación, un momento en que lo conseguido se pone en duda. En este naipe la prueba es moral: pregunta hasta dónde llega la astucia legítima y dónde empieza la trampa. También recuerda que quien actúa en solitario carga con todo el peso de sus decisiones.',
    'Hoy te conviene revisar la honestidad de una situación, tanto la ajena como la tuya. Protege lo que te importa y no expongas más de lo necesario, pero evita los atajos que te obligan a esconderte. Lo que se consigue a escondidas rara vez se disfruta en paz.',
  ],
  present:
    'Algo no está del todo claro. Puede haber información oculta, intenciones a medias o la tentación de salirte con la tuya por la vía rápida; actúa con astucia, pero sin perder de vista tu propia honestidad.',
};
