import type { CardContent } from '../card-content';

/** The Sun, in English. */
export const card: CardContent = {
  overview: [
    'Joy has rarely been drawn so plainly. A large sun with a human face fills the top of the card, its rays alternately straight and wavy, and in the Rider–Waite–Smith version a naked child rides a white horse beneath it, arms flung wide, with a wreath of flowers and a red feather in its hair. The child carries a long red banner, and behind horse and rider runs a grey wall topped with sunflowers. The Marseille Sun is quieter and older in feeling: two children, almost naked, stand in front of a low brick wall, one resting a hand on the other, while drops fall from the sun above them.',
    "The child is innocence regained: not the Fool's untested innocence, but one that has come through the night. Riding bareback, arms open, it has nothing to hold on to and no need to. The white horse stands for strength at ease, the red banner for vitality, and the sunflowers turn to the light just as the child does. The wall marks a garden, a safe place; the dangers of the Moon's path are behind. In the Marseille image the two children add a note of friendship and partnership, joy shared, not possessed.",
    "Card XIX follows the Moon, and the contrast could hardly be sharper: after the uncertain night comes full daylight, in which everything can be seen as it is. In the third row of the Fool's journey, where the traveller meets the great forces, the Sun is life itself, with its warmth, clarity and confidence. It prepares the way for Judgement, where the light becomes a call and the traveller is asked to rise and take stock of the whole road.",
    'Of all the cards, this is one of the most welcome to draw. It speaks of clarity, energy and things going well, and it is a reminder to enjoy them while they last.',
  ],
  present:
    'Clarity and warmth fill your situation. Things are easier to understand and easier to share, your confidence is running high, and there is genuine reason for joy in what is happening around you.',
};
