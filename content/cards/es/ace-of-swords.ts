import type { CardContent } from '../card-content';

/** The Ace of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una mano surge de una nube, en el lado derecho del naipe, y empuña con firmeza una espada recta que apunta al cielo. En la Rider-Waite-Smith la punta atraviesa una corona de oro de la que cuelgan dos ramas, una de olivo y otra de palma, y alrededor caen seis gotas doradas con forma de yod, la letra hebrea que se asocia con la chispa divina. Abajo se extiende un paisaje de montañas desnudas y azuladas, sin casas ni caminos. En el tarot de Marsella el As es una de las pocas cartas numeradas que muestran algo más que el emblema del palo: también allí una mano sale de las nubes y sostiene la espada, cuya punta se hunde en una corona adornada con ramas.',
    'La espada es la herramienta que separa lo verdadero de lo falso. Que apunte hacia arriba indica una mente que se eleva y busca lo justo; la corona habla de victoria, y las dos ramas, de sus frutos posibles, la paz del olivo y el triunfo de la palma. Las montañas áridas recuerdan que la claridad no siempre es cómoda. Desde lo alto se ve lejos, pero el aire es frío y nada tapa la vista.',
    'Las Espadas corresponden al aire, el elemento del pensamiento, la palabra y las decisiones, pero también de los conflictos que nacen cuando las ideas chocan. Como todos los ases, este es una semilla: contiene en estado puro lo que el palo desarrollará después, carta a carta. Aquí la semilla es una idea nítida, una verdad que se abre paso o la capacidad de llamar a las cosas por su nombre. Lo que hagas con ella dependerá de tu intención, porque el mismo filo que libera también puede herir.',
    'Hoy la carta te pide que mires un asunto con la cabeza despejada. Quizá ya sabes lo que tienes que decir o decidir y solo te falta atreverte. El As de Espadas te recuerda que una verdad dicha con respeto suele aliviar más de lo que duele.',
  ],
  present:
    'Ves con una nitidez nueva algo que antes estaba borroso. Es el momento de nombrar lo que sabes, tomar una decisión clara y hablar con franqueza, cuidando que tus palabras corten el nudo y no a las personas.',
};
