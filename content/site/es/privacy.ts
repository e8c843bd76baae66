import type { Block } from '../../../lib/blocks';

/** The Privacy page (Spanish): what stays in the visitor's browser, what reaches the server and Gemini, and what is never kept. */
export const privacy: Block[] = [
  { type: 'h2', text: 'Lo esencial' },
  {
    type: 'ul',
    items: [
      'No hay cuentas, registros ni pagos: las lecturas son anónimas.',
      'La web no pone cookies a quien la visita, ni usa herramientas de estadística, ni rastreadores, ni publicidad. Su única cookie es para quien edita el blog e inicia sesión con la clave de publicación del servidor (ver «Iniciar sesión para publicar»).',
      'No carga scripts, fuentes ni imágenes de otros sitios: todo lo sirve la propia web.',
      'Tu pregunta nunca aparece en una dirección web y el servidor no la guarda.',
    ],
  },

  { type: 'h2', text: 'Lo que se guarda en tu navegador' },
  {
    type: 'p',
    text: 'Para funcionar bien, la web guarda algunos datos en tu navegador, en tu propio dispositivo. De ahí no salen: el servidor nunca los recibe.',
  },
  {
    type: 'ul',
    items: [
      'tarot.reading, en el sessionStorage: la lectura completa que tienes abierta, es decir, las cartas, el tipo de tirada, la pregunta y la lectura escrita junto con su origen (inteligencia artificial o textos de la propia web). Sirve para que, si recargas la página, no haya que pedir la lectura otra vez. Solo existe en esa pestaña y desaparece al cerrarla.',
      'tarot.table, en el sessionStorage: la última lectura que has hecho en una página de lectura (cartas, tipo de tirada, pregunta y lectura escrita), para que, si abres la página de una carta y vuelves con el botón «atrás» del navegador, la lectura siga ahí. Solo existe en esa pestaña y desaparece al cerrarla.',
      'blogArticles, en el localStorage: los artículos de blog que hayas escrito tú, en el editor de la web o publicados con tus propias herramientas de automatización, identificados por su slug.',
      'blogArticles.backup, en el localStorage: una copia de seguridad de blogArticles que solo se crea si su contenido no se puede leer, justo antes de escribir nada encima.',
      'blogArticles.moved, en el localStorage: las direcciones antiguas de los artículos que hayas editado cambiando su dirección, con la nueva, para que la antigua lleve a la nueva.',
      'blogDraft, en el localStorage: el artículo que estás escribiendo o editando en el editor del blog, guardado mientras escribes para que una recarga o un cierre inesperado no se lleven nada; se borra al guardarlo o descartarlo. blogDraft.backup guarda una copia de un borrador ilegible antes de escribir nada encima.',
      'blogApiKey, en el localStorage: la clave de tu dirección de publicación (/api/blog/publish?apiKey=…), que tus herramientas de automatización usan para publicar o borrar artículos en este navegador.',
      'tarot.journal, en el localStorage: las lecturas guardadas en tu página «Mis lecturas». De cada una se guardan la fecha, el idioma, el tipo de tirada, las cartas, tu pregunta (si la has hecho), la lectura escrita y su origen (la inteligencia artificial o los significados tradicionales de las cartas).',
      'tarot.journal.backup, en el localStorage: una copia de seguridad de tarot.journal que solo se crea si su contenido no se puede leer, justo antes de escribir nada encima.',
      'tarot.journal.keep, en el localStorage: contiene el valor «off» cuando desactivas el guardado de lecturas en la página «Mis lecturas», y se borra cuando vuelves a activarlo.',
      'tarot.day, en el localStorage: tu carta del día, la fecha en que la sacaste y la lectura del día en cada idioma en que la hayas leído, para que encuentres la misma carta si vuelves antes de que acabe el día. La carta de un día anterior se sustituye cuando sacas la siguiente.',
      'tarot.day.unreadable, en el localStorage: una copia de tarot.day que solo se crea si su contenido no se puede leer, justo antes de guardar encima una nueva carta del día.',
      'tarot.deck, en el localStorage: la baraja que usas en tus tiradas (solo los arcanos mayores o la baraja completa) y si las cartas pueden salir invertidas. Se guarda cuando cambias alguna de las dos opciones, para que tu próxima tirada empiece con la misma configuración.',
      'tarot.deck.unreadable, en el localStorage: una copia de tarot.deck que solo se crea si su contenido no se puede leer, justo antes de guardar encima tu nueva elección.',
    ],
  },
  {
    type: 'p',
    text: 'Como tus artículos del blog solo están en este navegador, no los verás desde otro dispositivo. Para borrarlo todo, basta con cerrar la pestaña (así desaparecen tarot.reading y tarot.table) y eliminar los datos de esta web desde los ajustes del navegador. Ten en cuenta que así también desaparecen tus artículos y tus lecturas guardadas, de modo que haz antes una copia de lo que quieras conservar (desde «Mis lecturas» puedes exportar tus lecturas a un archivo).',
  },

  { type: 'h2', text: 'Mis lecturas' },
  {
    type: 'p',
    text: 'Cuando termina una lectura escrita, la web guarda en tu navegador su fecha, la tirada, las cartas, tu pregunta y la propia lectura, para que puedas volver a leerla en la página «Mis lecturas». Esa copia se queda en este dispositivo: el servidor no la recibe nunca, y solo sale de tu navegador si tú la exportas a un archivo. En esa página puedes desactivar el guardado (a partir de entonces no se guarda nada nuevo), borrar una lectura o todas, e importar un archivo que hayas exportado antes; las lecturas importadas se suman a las que ya tienes.',
  },

  { type: 'h2', text: 'Compartir una lectura' },
  {
    type: 'p',
    text: 'El botón «Compartir» crea un enlace a una página que muestra tu tirada a quien lo abra: las cartas, sus posiciones, el tipo de tirada y el idioma, y nada más. Tu pregunta nunca va en el enlace, y tu lectura escrita tampoco: la página compartida interpreta las cartas a partir de sus significados tradicionales, con las mismas palabras para cualquiera que la abra. Su imagen de vista previa, la que muestran las aplicaciones de mensajería junto al enlace, la genera el servidor solo a partir de las cartas. No se comparte nada hasta que pulsas el botón.',
  },

  { type: 'h2', text: 'Lo que llega al servidor' },
  {
    type: 'p',
    text: 'Tu lectura solo llega al servidor cuando pides una lectura escrita, también en la tirada breve «¿Qué está pensando?» del artículo sobre el amor. En ese momento tu navegador envía a /api/reading la pregunta (si la has escrito), las cartas, el tipo de tirada y el idioma. El servidor prepara la respuesta y no se queda con nada: ni la pregunta, ni las cartas, ni la lectura se escriben en ningún registro ni en ninguna base de datos.',
  },
  {
    type: 'p',
    text: 'Para evitar abusos hay un límite de lecturas por minuto para cada dirección IP. Ese recuento se conserva muy poco tiempo, en la memoria del servidor o en el Redis de quien administra la web, y nunca se guarda junto con la pregunta.',
  },

  { type: 'h2', text: 'Iniciar sesión para publicar' },
  {
    type: 'p',
    text: 'Solo quienes gestionan la web, o las personas a las que dan la clave de publicación del servidor, inician sesión en la página de ajustes del blog para publicar artículos para todo el público. Al iniciar sesión se guarda una cookie, «blogSession»: un código firmado que contiene una hora de caducidad y un número aleatorio, nunca la clave. Tu navegador solo la envía a esta web y solo desde sus propias páginas, los scripts de la página no pueden leerla, y caduca a las 12 horas, cuando cierras la sesión o cuando cambia la clave. Quien no inicia sesión nunca la recibe.',
  },

  { type: 'h2', text: 'Cuándo interviene Gemini' },
  {
    type: 'p',
    text: 'Si quien administra la web ha configurado Gemini, la inteligencia artificial de Google, el servidor le envía la pregunta, su tema, las cartas, sus posiciones y sus significados tradicionales para que escriba la lectura. Google trata esos datos según las condiciones de la API de Gemini. Si Gemini no está configurado, no se envía nada a terceros; si falla, tarda demasiado o se ha agotado el cupo horario de consultas, la lectura la escribe la propia web. La página siempre te dice quién la ha escrito.',
  },
  {
    type: 'p',
    text: 'Un consejo práctico: no pongas en la pregunta nombres, apellidos ni datos que permitan reconocerte a ti o a otras personas. Las cartas no los necesitan.',
  },

  { type: 'h2', text: 'Enlaces, historial y avisos' },
  {
    type: 'p',
    text: 'La página de lectura completa tiene su propia dirección, que solo contiene las cartas y el tipo de tirada. La pregunta nunca forma parte de una dirección web, así que no puede acabar en un enlace que compartas ni en el historial del navegador.',
  },
  {
    type: 'p',
    text: 'Si una pregunta hace pensar en una situación de crisis, la web muestra un aviso con teléfonos de ayuda. Esa comprobación se hace en tu propio navegador, no en el servidor.',
  },
];
