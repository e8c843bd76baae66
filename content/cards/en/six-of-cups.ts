import type { CardContent } from '../card-content';

/** The Six of Cups, in English. */
export const card: CardContent = {
  overview: [
    'In the courtyard of an old village, a child in a red hood holds out a cup filled with white, star-shaped flowers to a smaller child. In the Rider–Waite–Smith deck there are six cups in all, each filled with flowers, one of them set on a stone pedestal marked with a cross-shaped emblem. Behind the children an older figure with a staff walks away, and the houses have a solid, old-fashioned look, with a tower and steps. The Marseille Six of Cups shows six cups in two columns, with a flowering stem rising between them.',
    'The gesture of giving is at the heart of the card, a gift without conditions and affection without calculation. The white flowers suggest innocence and a pure heart. The village and its old buildings speak of the past, of childhood and of the places where we first learned what love was. The figure walking away with a staff may be a guardian who leaves the children safe in their enclosed world, an image of protection and trust that lets play happen freely.',
    'Cups belong to water, governing feelings, memory and relationships. With the six come harmony and exchange, here the simplest exchange of all, kindness passed from one person to another. After sorrow, comfort returns. The card often points to childhood, nostalgia, old friends, family ties and reunions, and to the generosity that comes naturally when we are not afraid of being hurt or of giving too much.',
    'Today, reconnect with kindness and simplicity. Offer something without expecting anything back, let a memory warm you, or visit the child you once were and ask what they loved. The past can be a source of comfort and wisdom, as long as you carry its flowers into the present.',
  ],
  present:
    'Memories and tender feelings are close to the surface right now. Kindness, simple pleasures and ties with the past can comfort you; enjoy them, while keeping one eye on what the present has to give.',
};
