import type { Block } from '../../../lib/blocks';

/** The About page (Spanish): what Cosmic Tarot is, how its readings work and the spirit in which it is offered. */
export const about: Block[] = [
  {
    type: 'p',
    text: 'Cosmic Tarot es una web de tarot gratuita en español, inglés e italiano. No hay cuentas que crear, ni suscripciones, ni anuncios, ni números de teléfono a los que llamar: entras, eliges tus cartas y lees. Nadie te va a pedir dinero en ningún momento.',
  },

  { type: 'h2', text: 'Cómo es una lectura' },
  {
    type: 'p',
    text: 'Las tiradas usan los 22 arcanos mayores, desde el Loco (0) hasta el Mundo (XXI), salvo que antes de empezar elijas la baraja completa de 78; también puedes dejar que salgan cartas invertidas. Puedes escribir una pregunta o elegir las cartas sin escribir nada. Si la escribes, la web reconoce el tema (amor, trabajo, salud, dinero, familia, crecimiento personal, una decisión, un viaje, el día a día) y después eliges tus cartas del abanico. De cada carta recibes su significado para ese tema y esa posición, y a continuación una lectura escrita con una visión de conjunto, un párrafo por carta y un consejo.',
  },
  {
    type: 'p',
    text: 'En la portada tienes la consulta rápida, de una carta, y la tirada de pasado, presente y futuro, de tres. Las páginas de amor, tarot diario, trabajo y viajes ofrecen tiradas pensadas para esas preguntas, de una a cinco cartas.',
  },

  { type: 'h2', text: 'Quién escribe la lectura' },
  {
    type: 'p',
    text: 'Si quien administra la web ha configurado una clave de Gemini, la inteligencia artificial de Google, es Gemini quien escribe la lectura: el servidor le envía la pregunta, su tema, las cartas con sus posiciones y sus significados tradicionales, y Gemini responde en menos de 300 palabras. Si no hay clave, si Gemini falla o tarda demasiado, o si se ha agotado el cupo horario de consultas a la IA, la lectura la escribe la propia web a partir de los significados tradicionales de cada carta, en tu idioma. La página siempre indica cuál de los dos la ha escrito.',
  },

  { type: 'h2', text: 'Con qué espíritu' },
  {
    type: 'p',
    text: 'Aquí el tarot se trata como un espejo: imágenes que ayudan a reflexionar sobre una pregunta, no profecías. Esta web no tiene nada que ver con el tarot de pago por teléfono. Una lectura no sustituye el consejo de un médico, un abogado, un asesor financiero o un psicólogo, y las decisiones siempre son tuyas.',
  },
  {
    type: 'p',
    text: 'Todo lo sirve la propia web: sin cookies, sin estadísticas, sin rastreadores y sin scripts, fuentes ni imágenes de terceros. En el blog encontrarás artículos nuestros y puedes escribir los tuyos, que se quedan en tu navegador. Los detalles están en la página de privacidad.',
  },
];
