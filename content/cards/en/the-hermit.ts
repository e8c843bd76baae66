import type { CardContent } from '../card-content';

/** The Hermit, in English. */
export const card: CardContent = {
  overview: [
    "An old man in a long grey cloak stands alone on a snowy peak, leaning on a staff and holding up a lantern. In the Rider–Waite–Smith deck the lantern holds a six-pointed star, and the Hermit's head is bowed, his eyes lowered, as if he were looking down the path for whoever is climbing behind him. The landscape is almost empty: sky, snow and the small circle of light he carries. The Marseille Hermit walks rather than stands, and half hides his lantern in a fold of his cloak, as though its light were meant to be shared with care.",
    'The lantern is the key symbol: a light that does not flood the whole world, only the next few steps. Its six-pointed star, made of two interlaced triangles, is often read as the meeting of above and below, the same idea the Magician expressed with his hands, now held quietly inside. The staff is experience to lean on, the grey cloak a kind of invisibility, and the height of the mountain marks a wisdom reached through effort and time. The snow and silence are not a punishment; they are the conditions in which a person can at last hear their own thoughts.',
    "Card IX leads the Fool deeper into the second row of the journey. Strength taught him to tame his instincts with patience; the Hermit takes him further, away from the crowd, to ask what he actually believes. This withdrawal is not an escape but a preparation. When the traveller comes down from the mountain the next card is waiting: the Wheel of Fortune, where life starts turning again and lessons learned alone meet events beyond anyone's control.",
    "The Hermit's usual counsel is a pause: time apart, fewer voices, and trust in an inner light that may be smaller than hoped, yet bright enough for the next step.",
  ],
  present:
    "Solitude is part of the picture for now, and you may feel a need to withdraw from other people's opinions. The distance is useful: away from the noise, you can hear what you actually think about the matter in hand.",
};
