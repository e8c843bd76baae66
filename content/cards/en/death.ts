import type { CardContent } from '../card-content';

/** Death, in English. */
export const card: CardContent = {
  overview: [
    'No card is more often misunderstood, and the artists did little to soften it. In the Rider–Waite–Smith deck Death is a skeleton in black armour riding a white horse and carrying a black banner marked with a single white rose. A king lies fallen beneath the hooves, his crown on the ground; a bishop stands before the rider with his hands joined; a young woman turns her face away, while a child looks up without fear. Far behind, a boat drifts on a river and the sun shines between two towers on the horizon. The Marseille card is starker still: a skeleton swings a scythe across dark earth scattered with heads, hands and feet, one head still wearing its crown. In many Marseille decks the card has a number, XIII, but no name.',
    "The fallen king and the bishop say the same thing as the scythe: no rank or role is spared, and everything passes. Yet the other symbols point beyond the ending. The white rose on the banner stands for life and purity, the child's calm shows a trust the adults have lost, and the sun between the towers could be setting or rising; most readers choose rising. Even the Marseille field looks less like a massacre than a mowing, cut back so that something new can grow.",
    "Card XIII follows the Hanged Man, whose surrender makes it possible: what has been let go can now truly end. It sits near the close of the second row of the journey, where the Fool is tested from within, and it clears the ground for Temperance, the card of healing that comes next. In the Fool's story, Death is almost never a physical death. It is the end of a chapter, a role or a way of living.",
    'Its message today is rarely literal. It usually marks a transition already under way, and the question is less how to stop it than what deserves to be carried across.',
  ],
  present:
    'An ending is already under way in your life, whether or not you have named it yet. The transformation is happening beneath the surface, and the less energy you spend defending the old shape of things, the easier this passage becomes.',
};
