import type { CardContent } from '../card-content';

/** The Chariot, in English. */
export const card: CardContent = {
  overview: [
    'A young warrior rides out of a walled city, standing upright in a chariot beneath a canopy scattered with stars. That is the Rider–Waite–Smith version: the charioteer wears a star-topped crown and armour with crescent moons on the shoulders and holds a wand, yet there are no reins in sight. The chariot is drawn by two sphinxes, one black and one white, sitting calmly rather than pulling. In the Marseille deck a similar crowned figure drives two horses, often painted in different colours, whose heads turn in different directions while the vehicle itself comes straight at us.',
    'The missing reins are the heart of the card: the charioteer steers by will and concentration, not by pulling harder. The two sphinxes, like the two horses, are opposing forces, instinct and reason, desire and duty, which have to be kept moving together. The starry canopy suggests protection from above, the city behind marks what has already been built, and the armour speaks of readiness for whatever the road brings. Even the stillness of the sphinxes is telling: victory here comes from holding things in balance, not from the whip.',
    "Card VII closes the first row of the Fool's journey. Everything learned since the Magician comes together in one decisive movement, and after the choice made with the Lovers the traveller finally sets out to win something in the world. It is a triumph, but an outer one. The next card, Strength, opens the second row and shows a very different kind of mastery: where the Chariot holds opposing forces together from above, Strength calms a lion with open hands.",
    'The Chariot often arrives when it is time to move: it marks momentum, and the sense that focus will count for more than force.',
  ],
  present:
    'You are in motion, with momentum building behind you. Competing wishes still tug in different directions, yet your determination is what currently holds them together, and the situation is moving because you refuse to let it stall.',
};
