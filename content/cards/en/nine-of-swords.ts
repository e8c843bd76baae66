import type { CardContent } from '../card-content';

/** The Nine of Swords, in English. */
export const card: CardContent = {
  overview: [
    "A figure sits up in bed in the dark, face buried in both hands. On the Rider–Waite–Smith card nine swords hang horizontally on the black wall behind, stacked like bars one above another. The quilt over the sleeper's knees is patterned with red roses and astrological symbols, and the side of the bed is carved with a small scene of one person attacking another. The Marseille card, by contrast, is a pattern of eight curved blades crossed by a single straight sword, framed by leaves and flowers.",
    'This is the card of the sleepless night. Nothing in the room actually threatens the sleeper: the swords are on the wall, not in the body. What hurts is thought itself, the fears, guilt and regrets that crowd in once the lights go out. The carved scene on the bed suggests an old conflict replaying in the mind, while the roses and zodiac signs on the quilt hint that beauty and a larger order are still present, even if the sleeper cannot see them now.',
    'Air governs this suit, and by the Nine the mind is nearing the end of its journey through pain. Nine is the number of near-completion, the point just before a cycle closes. That gives the card its particular heaviness, as everything seems to pile up at once, but also its hidden hope. The night is darkest just before it ends, and the Ten that follows, however stark, brings the cycle to a close.',
    'This card invites you to take your worries seriously without believing all of them. Give them a voice, share them with someone close, and seek professional help if the nights are long. The fear that looms in the dark is often far larger than the problem in daylight, and morning does come.',
  ],
  present:
    'Worry is keeping you awake, perhaps literally. Your thoughts are circling around fears, regrets or guilt; share them with someone, and remember that anxiety tends to make problems look much bigger than they are.',
};
