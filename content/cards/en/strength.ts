import type { CardContent } from '../card-content';

/** Strength, in English. */
export const card: CardContent = {
  overview: [
    "Few cards are as gentle as this one. In the Rider–Waite–Smith deck a woman dressed in white, with flowers in her hair and a garland around her waist, bends over a lion and rests her hands on its jaws. The lion does not resist; its tail is tucked low and it seems almost to lean into her touch. Above her head floats the same infinity sign that hovers over the Magician. The Marseille version shows a woman in a wide-brimmed hat, shaped like the Bateleur's, calmly holding the lion's mouth open. There the card is number XI, and its name is La Force.",
    "The lion stands for raw instinct: anger, desire, fear, the animal energy every person carries. The woman does not kill it or chain it; she befriends it. That is the lesson of the card. True strength is patience, courage and compassion working together, not domination. Her white dress speaks of a clear conscience, the flowers link the wild and the cultivated, and the infinity sign says that this kind of power renews itself instead of running out. In the Marseille card, the echo of the Bateleur's hat hints that the skill of the first row has become a quality of the heart.",
    "In this site's order Strength is card VIII, as in the Rider–Waite–Smith deck, which follows the Golden Dawn in swapping it with Justice so that Strength, linked to Leo, comes before Justice, linked to Libra, as in the zodiac. It opens the second row of the Fool's journey, VIII to XIV, where the traveller turns inward and is tested. After the Chariot's outward victory, Strength asks for a quieter one: mastering oneself. It leads on to the Hermit, who takes this inner work up the mountain and into solitude.",
    'In a reading, Strength often suggests meeting a difficult feeling, or a difficult person, with steadiness rather than force.',
  ],
  present:
    'Patience is achieving more for you than force ever could. You are facing something powerful, in another person or in your own feelings, and a calm, kindly firmness is already bringing it under control.',
};
