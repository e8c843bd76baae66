import type { CardContent } from '../card-content';

/** The Nine of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A man stands leaning on a tall wand, a bandage wrapped around his head, and glances sideways with a wary, tired expression. In the Rider–Waite–Smith deck eight more wands stand upright behind him in a neat row, like a fence or a palisade, and beyond them lies a strip of green land under a pale sky. He grips his staff with both hands, as if bracing for another attack. The Marseille Nine of Batons shows nine staves in a crossed pattern, eight forming a lattice and one standing upright in the centre.',
    'The bandage tells us he has already been in battle and taken a blow, yet he is still on his feet. The row of wands behind him is both his achievement and his defence, everything he has built and must now guard. His sidelong look tells the real story. Experience has made him watchful, and watchfulness can be wisdom or suspicion depending on how far it goes. The card is often called the last stand, the moment of holding on just before the end.',
    'Wands are the suit of fire, of will, courage and perseverance. Nine is the number of near-completion, one step short of the full cycle. In this suit it shows the stamina needed to reach the finish, when the fire has burned a long time and the fighter is weary but not beaten. It is the voice of endurance, the part of you that refuses to give up, along with a warning not to let caution turn into a siege mentality.',
    "When this card appears, it honours how far you have come and asks for one more effort. Tend your wounds, check your boundaries and keep going, but don't mistake every shadow for an enemy. The finish is close, and you may be stronger and safer than your weariness lets you believe.",
  ],
  present:
    "You are weary but still in the game, protecting what you have fought for. The end of this demanding stretch is closer than it feels; stay alert, rest when you can, and don't give up now.",
};
