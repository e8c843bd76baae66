import type { CardContent } from '../card-content';

/** Temperance, in English. */
export const card: CardContent = {
  overview: [
    'An angel stands at the edge of a pool, pouring water from one cup into another in a steady, unbroken stream. Rider–Waite–Smith gives the angel wide red wings, a white robe with a triangle drawn inside a square on the breast and a sun disc on the forehead; one foot rests on the bank and the other dips into the water. Irises grow close by, and a path winds from the pool towards distant mountains, where a light shaped like a crown glows on the horizon. In the Marseille pattern the winged figure is dressed in red and blue and pours between two vases, the liquid crossing from one to the other at a slant no ordinary water would take.',
    'The name comes from the Latin temperare, to mix in the right proportion, and Temperance is one of the four cardinal virtues, alongside Justice and Fortitude, the virtue tarot calls Strength. The pouring is the whole card: two things blended until they become a third, neither weakened nor lost. The foot on land and the foot in water join the practical and the emotional, the triangle within the square places spirit inside matter, and the irises recall Iris, the rainbow messenger of Greek myth, a bridge between heaven and earth. The path towards the mountains shows that this balance is not somewhere to sit still but a way forward.',
    "As card XIV, Temperance closes the second row of the Fool's journey. After the Hanged Man's surrender and Death's clearing comes the slow healing that follows, as the traveller learns to combine what remains into something whole. It is also the calm before the third row, which opens with the Devil, a card about balance tipping into excess. The contrast is worth keeping in mind: what Temperance mixes with care, the Devil binds with chains.",
    'Temperance rarely asks for a dramatic move. It speaks of patience and moderation, and of finding the mixture that genuinely works for you.',
  ],
  present:
    'Balance is returning to your situation, slowly and without fuss. Extremes are softening, different needs are finding room alongside each other, and this moderate pace, though it may seem unremarkable to you, is exactly what is healing things.',
};
