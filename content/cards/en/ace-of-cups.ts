import type { CardContent } from '../card-content';

/** The Ace of Cups, in English. */
export const card: CardContent = {
  overview: [
    'A hand emerges from a cloud, palm upward, holding a golden cup from which five streams of water pour down into a pool dotted with water lilies. In the Rider–Waite–Smith deck a white dove descends towards the cup with a small round wafer in its beak, marked with a cross, and drops of water fall all around like fine rain. On the cup itself is a letter that looks like an M, or an inverted W. The Marseille Ace of Cups shows a single large chalice, richly decorated and often shaped like a little church or fortress, standing alone.',
    'The dove and the wafer are the most striking symbols, a reference to the Holy Spirit and the communion host that presents love as something sacred, received from above as much as created by us. The five streams have been read as the five senses, through which feeling flows out into the world. The water lilies, rooted in mud yet flowering on the surface, show emotion growing into beauty. And the cup overflows, because love that is real cannot be kept entirely to oneself.',
    'Cups belong to water, the element of feelings, relationships, intuition and the inner life. Like every ace, this one is the seed of everything its suit contains: the first stirring of love, compassion or creativity before it takes a particular form. It can announce a new relationship, a reconciliation, a birth, a spiritual opening, or simply a season when your heart feels softer and more receptive than it has for a long while.',
    'When this card appears, it asks you to make room for feeling. Let yourself be moved, say what is in your heart, and accept the love offered to you as gracefully as you give your own. Like the cup in the card, you can be filled and still have enough to overflow for others.',
  ],
  present:
    'Your heart is opening right now. A new feeling, a tender word or a moment of emotional truth is on offer; receive it without hurry, and let it soften whatever has been closed.',
};
