import type { CardContent } from '../card-content';

/** The Two of Swords, in Spanish. */
export const card: CardContent = {
  overview: [
    'Una mujer con una túnica clara se sienta en un banco de piedra, con los ojos vendados y los brazos cruzados sobre el pecho, sosteniendo dos espadas largas que forman una gran equis. A su espalda se extiende un mar salpicado de rocas, y en el cielo brilla una luna creciente. La escena de la Rider-Waite-Smith es inmóvil y silenciosa; nada parece ocurrir, salvo el esfuerzo de mantener en equilibrio dos pesos enormes. En el tarot de Marsella, en cambio, no hay figura: dos espadas curvas se entrelazan formando una especie de óvalo, con una flor en el centro.',
    'Cada detalle cuenta una forma de protegerse. La venda impide ver, de modo que la decisión no se toma con los ojos; los brazos cruzados guardan el corazón; el banco firme sugiere que la figura no piensa levantarse pronto. El mar del fondo, lleno de rocas, es el mundo emocional que ha dejado a su espalda, y la luna creciente habla de intuición y de cosas todavía a medio revelar. La calma es real, pero cuesta mucho sostenerla.',
    'El palo de Espadas pertenece al aire: gobierna la mente, el lenguaje, los juicios y las tensiones que todo ello genera. El número dos habla de equilibrio y de elección, de dos fuerzas que se miden. Aquí ese equilibrio es tenso, una tregua en la que nadie cede y nadie decide. Puede ser una pausa útil para pensar o una manera de esquivar un dolor que tarde o temprano habrá que mirar de frente.',
    'Hoy la carta te pregunta qué estás evitando ver. Quizá necesitas unos días de calma antes de elegir, y eso está bien. Procura, eso sí, que la pausa tenga un final y que, cuando te quites la venda, confíes en lo que encuentres.',
  ],
  present:
    'Estás ante una decisión que preferirías no tomar, con el corazón protegido tras los brazos cruzados. La calma te sirve para pensar, pero en el fondo ya intuyes la respuesta; falta que te permitas mirarla.',
};
