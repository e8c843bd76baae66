import type { CardContent } from '../card-content';

/** The Seven of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A young man stands on a rise of ground, gripping a wand with both hands and holding it across his body. In the Rider–Waite–Smith deck six more wands push up towards him from below, held by people we cannot see, and he braces himself to keep them back. Look closely at his feet: he wears a shoe on one and a boot on the other, as if he had been caught by surprise and had to fight in whatever came to hand. The Marseille Seven of Batons shows six staves crossing around a seventh that stands upright in the middle.',
    'The higher ground is his advantage. He is outnumbered, yet his position makes him hard to dislodge, and the card has long been associated with holding a position against pressure, competition or criticism. The attackers remain invisible, which invites the question of whether the opposition is as large as it feels. The mismatched footwear adds a human touch; he was not fully prepared, but he stood up anyway, and his determination counts for more than perfect equipment.',
    'Wands are the suit of fire, governing will, conviction and the urge to act. Seven is the number of testing and assessment, the moment when what has been achieved must prove that it can last. Success tends to attract challengers, and the fire of the suit now becomes courage under pressure. This is not a card of easy victory but of perseverance, of staying upright when it would be easier to step aside.',
    'When this card comes to you, ask what you are defending and whether it is worth it. If it is, stand firm, gather your arguments and trust your vantage point; you are stronger than the pressure suggests. If it is not, there is no shame in stepping down from the hill and choosing a different fight.',
  ],
  present:
    'You are holding your position against some kind of pressure. It may feel as though everyone wants something from you, yet you stand on firmer ground than it seems; stay steady and defend only what truly matters.',
};
