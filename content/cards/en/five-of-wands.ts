import type { CardContent } from '../card-content';

/** The Five of Wands, in English. */
export const card: CardContent = {
  overview: [
    'Five young men, each dressed differently, swing long wands in the air as if caught up in a brawl. In the Rider–Waite–Smith deck their staffs cross and clash in every direction, yet no one appears hurt and nobody is clearly winning; the scene looks as much like a boisterous game or a training exercise as a real fight. The ground is uneven and the sky behind them plain. The Marseille Five of Batons shows four crossing staves with a fifth standing upright through the middle, a simple image of tension held within a pattern.',
    "The different clothes suggest different backgrounds, temperaments and opinions, each person sure that their own way is best. The wands are raised but never strike, which is why the card so often describes competition, debate and rivalry rather than violence. There is no enemy here, only a crowd of equals getting in each other's way. The lack of a leader is telling as well: plenty of effort is being spent, but with almost no coordination, so all that vigour cancels itself out.",
    'Wands are the suit of fire, of will, ambition and creative drive. Five is the number of conflict and loss, the point where the stability of the Four is disturbed and things must be struggled for again. In this suit the conflict is rarely tragic. It is the heat of many fires burning at once, the friction that comes when several wills meet, and it can forge skill and character as easily as it wastes time and temper.',
    'When this card appears, ask yourself whether the struggle you are in is worth the effort. Some contests sharpen you and bring out your best; others simply exhaust everyone involved. Choose your battles, state your position plainly, and look for the moment when a scramble could become a team.',
  ],
  present:
    'You are in the middle of some friction, with several people or ideas competing for space. It can be tiring, yet it is also a chance to sharpen your thinking; keep your footing and look for where cooperation is possible.',
};
