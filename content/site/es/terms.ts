import type { Block } from '../../../lib/blocks';

/** The Terms of use page (Spanish): a plain-language disclaimer, crisis resources and the visitor's own blog articles. */
export const terms: Block[] = [
  { type: 'h2', text: 'Para qué sirven las lecturas' },
  {
    type: 'p',
    text: 'Las lecturas de Cosmic Tarot están pensadas para la reflexión personal y el entretenimiento. Las cartas ofrecen imágenes e ideas sobre las que pensar, no predicciones seguras: ninguna lectura puede decir con certeza qué va a pasar ni qué piensa otra persona.',
  },
  {
    type: 'p',
    text: 'Una lectura no es un consejo médico, legal, financiero ni psicológico, y no sustituye a ninguno de ellos. Para tu salud, acude a tu médico; para cuestiones legales, a un abogado; para el dinero, a un profesional de confianza; para tu bienestar emocional, a un psicólogo. Las decisiones importantes son tuyas, y conviene tomarlas con toda la información a mano, no por lo que diga una carta.',
  },
  {
    type: 'p',
    text: 'Las lecturas escritas se generan de forma automática, bien con Gemini, la inteligencia artificial de Google, bien con los textos de la propia web a partir de los significados tradicionales de las cartas. Pueden contener errores o frases que no encajan con tu situación: tómalas como un punto de partida, no como una verdad.',
  },

  { type: 'h2', text: 'Sin garantías' },
  {
    type: 'p',
    text: 'La web se ofrece tal como es. Intentamos que funcione bien y que sus contenidos sean correctos, pero no podemos prometer que esté siempre disponible, que no tenga errores ni que una lectura coincida con lo que después pase en tu vida.',
  },

  { type: 'h2', text: 'Si eres menor de edad' },
  {
    type: 'p',
    text: 'La web no pide la edad ni ningún otro dato. Eso sí, si eres menor, recuerda que las cartas no son el lugar para resolver lo que de verdad te preocupa: cuéntaselo a una persona adulta de confianza, en casa, en tu centro de estudios o en un servicio de ayuda.',
  },

  { type: 'h2', text: 'Si estás pasando por un momento muy difícil' },
  {
    type: 'p',
    text: 'Las cartas no son la herramienta adecuada cuando sientes que corres peligro o piensas en hacerte daño. Habla con alguien ahora mismo:',
  },
  {
    type: 'ul',
    items: [
      'España: 112 para emergencias, o el 024, la línea de atención a la conducta suicida, gratuita y disponible las 24 horas.',
      'Italia: 112 para emergencias, o Telefono Amico Italia, en el 02 2327 2327.',
      'México: 911 para emergencias, o la Línea de la Vida, en el 800 911 2000.',
      'Argentina: 911 para emergencias, o el 135, el Centro de Asistencia al Suicida (desde Buenos Aires y alrededores).',
      'Chile: 131 para emergencias médicas, o el *4141, la línea de prevención del suicidio.',
      'Colombia: 123 para emergencias, o la línea 106 de apoyo emocional.',
      'Estados Unidos: 911 para emergencias, o el 988 (Suicide & Crisis Lifeline).',
      'En otros países: el número de emergencias local, que en Europa es el 112.',
      'Si sufres violencia de género: en España, el 016; en México, el 911; en Argentina, el 144; en Colombia, el 155, y en Chile, el 1455.',
    ],
  },

  { type: 'h2', text: 'Un servicio gratuito' },
  {
    type: 'p',
    text: 'Las lecturas son gratuitas: la web no pide pagos, suscripciones ni llamadas a ningún número. Para que siga al alcance de todo el mundo hay un límite de lecturas por minuto; si llegas a él, espera unos instantes y vuelve a intentarlo.',
  },

  { type: 'h2', text: 'Tus artículos del blog' },
  {
    type: 'p',
    text: 'Los artículos que escribas en el blog, o que publiques con tus propias herramientas de automatización, son tuyos. Se quedan en tu navegador, en tu dispositivo: la web no los recibe, no los enseña a otras personas y no los usa para nada. Por eso mismo no los verás desde otro dispositivo, y si borras los datos del navegador desaparecen, así que guarda una copia de los que quieras conservar.',
  },
  {
    type: 'p',
    text: 'Los artículos que ya vienen con el blog, como los dedicados al amor y a la Torre, son de la web y no se pueden modificar ni eliminar desde tu navegador.',
  },
];
