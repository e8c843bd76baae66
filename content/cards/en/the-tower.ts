import type { CardContent } from '../card-content';

/** The Tower, in English. */
export const card: CardContent = {
  overview: [
    'A bolt of lightning splits the top of a tall stone tower and knocks off the crown that served as its roof. In the Rider–Waite–Smith deck the tower stands on a bare crag against a black sky; flames burst from its windows, and two people, one of them crowned, fall head first through the air among twenty-two tongues of fire shaped like the Hebrew letter yod. The Marseille card has another name, La Maison Dieu, the House of God: a plume of fire from the sun strikes the battlements and lifts them away like a lid, coloured balls rain through the air, and two figures tumble to the ground beneath.',
    'The tower is an ambitious building on a narrow rock, and many readers see in it the Tower of Babel: pride, false certainty, a life arranged on foundations that cannot hold. The lightning comes from outside, sudden and impossible to argue with, and the fallen crown shows that no status protects against it. The yods, the same small flames that drift down on the Moon, are often read as grace arriving even in the middle of ruin, as though only what was false were being struck away. The Marseille name makes the point more sharply still. Even in collapse, this is a house of God.',
    'Card XVI comes early in the third row, the row of great forces. The Devil showed the chains; the Tower breaks whatever was built with them, often in a single stroke. It is the most sudden card in the deck, but it is not the last word. Immediately afterwards comes the Star, the quietest and most hopeful image in the major arcana, as if the night sky could only be seen once the walls had fallen.',
    'Few people are glad to draw it, yet the Tower usually names a shake-up that is already on its way, or has just happened, and that clears the ground for something truer.',
  ],
  present:
    'The ground under your situation is shifting suddenly, and something you counted on may be giving way. However unsettling it feels, the upheaval is revealing weaknesses that were there all along, and the truth is arriving faster than anyone planned.',
};
