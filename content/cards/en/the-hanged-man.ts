import type { CardContent } from '../card-content';

/** The Hanged Man, in English. */
export const card: CardContent = {
  overview: [
    'Upside down and apparently at peace, a young man hangs by one foot from a wooden gallows. In the Rider–Waite–Smith deck the gallows is a T-shaped cross of living wood, still putting out leaves; his free leg is bent behind the other so that the two form a cross, his hands are folded out of sight behind his back, and a golden halo shines around his head. Nothing in his face suggests pain. The Marseille Hanged Man, Le Pendu, dangles from a beam slung between two trees whose branches have been lopped off. The image once had a grimmer meaning: in Renaissance Italy traitors were sometimes painted hanging by one foot as a public disgrace, and some early Italian sources simply call the card the Traitor.',
    "Modern readings turn that shame inside out. Hanging still, the figure sees the world from an angle nobody else has chosen, and the halo says that the reversal has brought light rather than humiliation. The living wood suggests that this suspension is part of growth, not a dead end. The crossed legs and hidden hands describe surrender: for once he does nothing at all, and that is the point. Some readers notice that his number, XII, is the World's XXI turned round, and that the dancer on that last card crosses her legs in the same way, upright at last.",
    "Card XII belongs to the second row of the Fool's journey, the row of inner tests. Justice, just before, asked the traveller to weigh things up and decide; the Hanged Man asks him to stop deciding for a while and let go of control. It is the pause before the great change of the next card, Death, and without it that change would be much harder to accept.",
    'When he appears in a reading, the Hanged Man rarely means being stuck for nothing. More often he suggests using a delay to look at the same situation the other way up.',
  ],
  present:
    'Progress has paused, and no amount of effort will hurry it. This suspended moment feels uncomfortable, yet it is quietly reordering your priorities, and what you are giving up may matter less than what you are beginning to understand.',
};
