import type { CardContent } from '../card-content';

/** The Queen of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    "A queen sits on a carved throne in a flourishing garden, holding a large pentacle in her lap and looking down at it tenderly. In the Rider–Waite–Smith design roses form a canopy above her, the ground is thick with flowers, and a small rabbit sits in the lower corner. Her throne is decorated with fruit, cherubs and a goat's head, and mountains rise in the background. The Marseille queen, crowned likewise, holds a coin and a sceptre.",
    'The card is full of fertility and plenty. The rabbit is a traditional symbol of fertility, the goat recalls Capricorn, an earth sign known for perseverance, and the fruit and flowers show a garden tended with love. The queen holds the coin as one might hold a child, protectively and with care. She sits in nature rather than in a castle, because her wealth is alive and growing. Hers is the kind of abundance you can eat, plant and share, and it renews itself with every season.',
    'Her element is earth, which rules the body, the home, money and nature. Queens show their suit mastered inwardly and given out as care, and the Queen of Pentacles is the practical carer, competent, generous and grounded. She may be someone who makes a home welcoming, runs things smoothly and looks after everyone. As a situation, she describes comfort and abundance, and within you, the gift of nourishing and providing.',
    'The Queen of Pentacles invites you to combine warmth with common sense. Look after your body, your home and your resources with care. Be generous, but include yourself among those you nourish. Real abundance lies not only in what you have, but in how well you tend it, and in how freely it is shared at your table.',
  ],
  present:
    'Practical warmth is your strength right now. You are able to care for yourself and others, create comfort and manage resources wisely; let some of that nurturing reach you too, because you deserve it as much as anyone.',
};
