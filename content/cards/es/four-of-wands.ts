import type { CardContent } from '../card-content';

/** The Four of Wands, in Spanish. */
export const card: CardContent = {
  overview: [
    'Cuatro varas hincadas en el suelo sostienen una guirnalda de flores y frutos, como un arco de bienvenida o un dosel nupcial. Detrás, en la Rider-Waite-Smith, dos figuras alzan ramos de flores sobre la cabeza y parecen acercarse saludando; más atrás se ven una pequeña multitud y un castillo o casa señorial con torres. El cielo es de un amarillo luminoso, como una tarde de verano. En el tarot de Marsella aparecen cuatro bastones cruzados con una flor en el centro, sin escena alguna.',
    'La guirnalda sugiere una fiesta de cosecha o una boda, y el arco recuerda a la jupá, el dosel bajo el que se celebran las bodas judías. Las figuras que levantan las flores no vienen a pedir nada, vienen a compartir. El edificio del fondo aporta la idea de protección y de hogar: lo que se celebra tiene dónde asentarse. Todo en la imagen es abierto, sin muros entre quienes festejan y quienes llegan, como si la alegría fuera también una forma de hospitalidad.',
    'Los Bastos son fuego, el impulso vital que crea, trabaja y persigue metas. El cuatro es el número de la estructura, de lo que se asienta y se vuelve estable. En otros palos esa estabilidad puede volverse estancamiento, pero aquí el fuego la convierte en celebración y pertenencia, una base firme sobre la que la alegría puede durar. Es el momento de detenerse, no por cansancio, sino para agradecer lo construido y reconocer a quienes lo hicieron posible.',
    'Esta carta te invita hoy a reconocer lo que has levantado y celebrarlo con quienes te acompañaron. Abre la puerta, pon la mesa y deja que la alegría tenga un lugar en tu semana. Las etapas que se celebran se recuerdan, y ese recuerdo sostiene en los momentos difíciles.',
  ],
  present:
    'Atraviesas una etapa de estabilidad y alegría que merece celebrarse. Hay algo que ya está en pie, un logro, un hogar o un vínculo, y compartirlo con tu gente lo hace todavía más firme.',
};
