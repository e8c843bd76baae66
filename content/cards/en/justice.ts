import type { CardContent } from '../card-content';

/** Justice, in English. */
export const card: CardContent = {
  overview: [
    'Justice sits upright between two pillars, looking straight ahead, with a sword raised in one hand and a pair of scales in the other. In the Rider–Waite–Smith deck she wears a red robe and a crown set with a square jewel, a purple veil hangs behind her, and a white shoe peeps out from under her hem. Unlike many statues of justice she wears no blindfold: her eyes are open. The Marseille Justice is very similar, seated and facing us with sword and scales, but there she is card VIII, while in the Waite deck and on this site she is XI.',
    'The scales weigh evidence, motives and consequences. The sword, double-edged and held straight up, cuts through confusion and decides, and because it cuts both ways it is a reminder that a fair verdict applies to everyone, including the person who asks for it. The open eyes say that fairness here means seeing clearly, not looking away from the facts. The pillars, echoing those of the High Priestess and the Hierophant, frame a place of judgement between opposites, and the white shoe stepping forward is often read as readiness to act once the decision is made.',
    "Card XI stands at the exact centre of the numbered cards, I to XXI, a point of balance within the second row of the journey. After the Wheel of Fortune, with its turns of luck beyond anyone's control, Justice brings the matter back to what can be chosen: cause and effect, honesty, responsibility. It prepares the traveller for the Hanged Man that follows, where the test shifts from weighing things up to letting go and seeing the world upside down.",
    "As advice, Justice usually asks for an honest account, of a situation and of one's own part in it, before any decision is taken.",
  ],
  present:
    'Fairness is the real question in your situation today. Contracts, agreements or a decision may be in play, and what unfolds will reflect the facts as they are, not as you or anyone else involved would prefer them to be.',
};
