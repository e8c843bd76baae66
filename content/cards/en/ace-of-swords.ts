import type { CardContent } from '../card-content';

/** The Ace of Swords, in English. */
export const card: CardContent = {
  overview: [
    'A hand emerges from a bright cloud and grips a double-edged sword, held upright against a grey sky. In the Rider–Waite–Smith deck the blade passes through a golden crown, from which hang an olive branch on one side and a palm frond on the other, while six small golden flames, the Hebrew letter yod, drift down through the air. Far below lie bare, jagged mountains. The Marseille ace is remarkably close to this picture, with its hand reaching from a cloud, its great sword and a crown wreathed in leaves around the tip of the blade.',
    'Swords are the suit of air, and air governs the mind: thought, speech, truth, judgement and the conflicts they can spark. A sword cuts, separates and defines, which is why the suit can bring both clarity and pain, and the double edge says as much. The crown marks a mind that rules itself. The olive speaks of peace and the palm of victory, two outcomes that an honest word can bring about. The falling yods are often read as grace, a gift of understanding from above, and the cold mountains as the hard ground on which every truth has to be tested.',
    'As an ace, the card is a seed, the whole suit held in potential. Nothing has yet been argued or decided; there is only the first clear thought, the insight that arrives while you are washing up, the sentence that finally says what you mean. Everything the later Swords cards explore, from stalemate and sorrow to mastery, starts with this single act of seeing clearly.',
    'When the Ace of Swords appears, it asks you to trust your mind and to use it cleanly. Name what is true, even if it is inconvenient, and let it slice away the confusion that has been holding you back. Speak with precision rather than cruelty, and remember that the crown sits above the blade, because clarity is most useful when you remain in charge of it.',
  ],
  present:
    'Your mind is unusually clear right now. An insight, a fact or an honest conversation is dispelling what puzzled you, and you have the words to say exactly what you think. This is the moment to use them.',
};
