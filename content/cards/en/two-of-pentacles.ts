import type { CardContent } from '../card-content';

/** The Two of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    "A young man in a tall, oddly shaped hat dances on the spot, keeping two coins in motion. In the Rider–Waite–Smith deck the pentacles are joined by a green band looped into a figure of eight, the sign of infinity, and behind him two ships ride enormous waves, rising and falling on the swell. His feet are light and his expression calm, as if the juggling were play rather than strain. The Marseille Two of Coins has no figure, yet its two discs are linked by a long, winding ribbon, often carrying the card-maker's name, which echoes the same endless loop.",
    "The lemniscate is the heart of the card. It shows constant movement between two things, work and home, earning and spending, one task and the next, and suggests that this movement never quite ends. The ships on the sea say the same: life's ups and downs are normal, and the trick is to ride them rather than to stop them. The tall hat, slightly comical, hints that humour and lightness are part of the skill.",
    "The suit's element is earth, the ground of practical life, of money, work and physical needs. Two stands for balance and choice; in this grounded suit it becomes the daily balancing of resources, time and cash. Unlike the tense stillness of some other twos, this one moves. Its balance is dynamic, found in motion and adjusted from one moment to the next, the way a cyclist stays upright only by pedalling.",
    'The Two of Pentacles asks you to be adaptable without losing your footing. Keep your priorities clear and your touch light. Accept that some days will tip one way and some the other, and remember that a juggler can only keep going by knowing when to catch the coins and rest for a moment.',
  ],
  present:
    'You are juggling several demands at the moment and, for the most part, keeping them in the air. Stay flexible and good-humoured, but know where your limits lie; one extra commitment might be more than the act can hold.',
};
