import type { CardId } from '../../../tarot/deck';

/** How each card reads in a present position (card pages; the other positions are in messages). */
export const present: Record<CardId, string> = {
  'the-fool':
    'Estás en el umbral de algo que todavía no tiene forma, con más curiosidad que certezas. Esa apertura es el regalo de este momento: hoy cuenta más dar el primer paso que tener el plan perfecto.',
  'the-magician':
    'Todo lo que la situación necesita ya está a tu alcance, y el siguiente movimiento te toca a ti. Tienes la habilidad, las palabras y el momento: úsalos con intención y no esperes a que otros empiecen.',
  'the-high-priestess':
    'Buena parte de lo que ocurre todavía no se ha dicho en voz alta. Tu intuición lee la situación mejor que los datos que tienes delante, así que escúchala antes de pedir a nadie una respuesta.',
  'the-empress':
    'Vives una etapa fértil, en la que lo que cuidas crece. El bienestar, el cariño y el placer no son distracciones en este momento, sino la tierra misma donde puede florecer aquello por lo que preguntas.',
  'the-emperor':
    'La situación pide estructura y alguien dispuesto a sostenerla. Unos límites claros, un plan y una voz serena, sea la tuya o la de otra persona, son lo que mantendrá todo en pie en esta fase.',
  'the-hierophant':
    'Te mueves dentro de un orden establecido: una familia, una institución, unas reglas compartidas. Lo probado y lo de confianza pesan mucho en este momento, y tienes cerca un buen consejo si lo pides.',
  'the-lovers':
    'En el centro de todo hay un vínculo o una elección. Lo que decidas aquí dirá quién eres, así que deja que nazca de tus valores y no de la presión o del miedo a defraudar a alguien.',
  'the-chariot':
    'Estás en marcha y llevas las riendas. Hay deseos que tiran en direcciones opuestas, pero basta un rumbo firme para que avancen juntos y te lleven adelante sin perder el control.',
  strength:
    'La paciencia está haciendo por ti más de lo que haría la fuerza. Te enfrentas a algo poderoso, en otra persona o dentro de ti, y una firmeza tranquila y amable ya empieza a amansarlo.',
  'the-hermit':
    'Necesitas silencio y algo de distancia para ver con claridad. Apartarte un tiempo no es huir: es la manera de encontrar una respuesta que sea de verdad tuya y no prestada.',
  'wheel-of-fortune':
    'Las cosas están girando y no todo depende de ti. Las circunstancias cambian a tu alrededor, así que atiende a la oportunidad que trae este giro en lugar de aferrarte al sitio que ocupabas.',
  justice:
    'La situación se está sopesando y lo que cuenta es la honestidad. Mira los hechos tal como son, asume tu parte y confía en que las consecuencias serán justas para todas las personas implicadas.',
  'the-hanged-man':
    'Todo está en pausa, y empujar no lo va a desatascar. Esta espera te pide soltar una manera de ver las cosas y mirarlas de nuevo desde otro ángulo, por extraño que te resulte.',
  death:
    'Algo está terminando para que otra cosa pueda empezar. El cambio ya está en marcha, y cuanto antes sueltes lo que ha cumplido su ciclo, antes podrá abrirse el capítulo siguiente.',
  temperance:
    'Estás dando con la medida justa: un poco de esto y un poco de aquello. La curación y el equilibrio llegan poco a poco, así que mantén un ritmo constante y desconfía de cualquier atajo extremo.',
  'the-devil':
    'Un hábito, un deseo o un miedo te sujeta más de lo que te gustaría admitir. Ponerle nombre con franqueza es toda la tarea de este momento, porque lo que se ve se puede aflojar.',
  'the-tower':
    'Una sacudida repentina hace temblar el suelo de la situación. Lo que cae estaba construido sobre una premisa falsa y, aunque el momento inquiete, deja sitio a algo más verdadero.',
  'the-star':
    'Tras una racha difícil, la esperanza vuelve sin hacer ruido. Atraviesas una etapa de curación y de confianza renovada, y decir en voz alta lo que deseas abre la puerta a la ayuda y a la inspiración.',
  'the-moon':
    'El panorama está borroso y no todo es lo que parece. Avanza con cuidado, contrasta tus miedos con los hechos y escucha tus sueños e intuiciones sin tomarlos como prueba de nada.',
  'the-sun':
    'La luz está de tu parte en esta etapa: claridad, calidez y una buena dosis de confianza. Las cosas se ven mejor y se comparten con más facilidad, así que permítete disfrutar de lo que va bien.',
  judgement:
    'Sientes una llamada a levantarte hacia algo, y cuesta ignorarla. Mira atrás con honestidad, perdona lo que haya que perdonar y responde a esa invitación a una versión renovada de tu vida.',
  'the-world':
    'Un ciclo se completa y notas que las piezas encajan. Date tiempo para reconocer lo que has logrado y aprendido antes de volver a ponerte en camino, porque esta sensación de plenitud te la has ganado.',
};
