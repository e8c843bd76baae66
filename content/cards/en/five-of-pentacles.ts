import type { CardContent } from '../card-content';

/** The Five of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    'Two figures struggle through falling snow at night. In the Rider–Waite–Smith deck one of them, head bandaged, hobbles on crutches, while the other, barefoot and wrapped in a thin shawl, hunches against the cold. They are passing beneath a brightly lit stained-glass window set in a stone wall, where five pentacles shine among the coloured panes. Neither of them seems to notice it. The Marseille Five of Coins is simply five coins, four at the corners and one in the middle, framed by leaves.',
    'The card shows poverty, illness and exclusion, but also the help that is passed by. The window belongs to a church, a place of shelter and charity, yet the travellers keep their heads down. This has led to two readings: that hardship can make us feel unworthy of help, and that shelter is often closer than it looks. The snow is the coldness of insecurity, and the bandage and crutches show that the difficulty can be physical as well as financial.',
    'In the suit of earth, which covers money, work, the body and the home, the number five brings conflict and loss. Here the loss is material, whether of security, health, a job or a sense of belonging. After the tight control of the Four, the card shows what happens when resources run out, or when the fear of scarcity becomes reality. Yet the two figures are still walking, and still together.',
    'When the Five of Pentacles appears, it neither blames nor judges. It invites you to acknowledge a hard time and to look up, towards support, community, services and people who can help. Hardship is not a personal failing. Reaching out is often the first step back towards warmth, and even the longest winter gives way in the end.',
  ],
  present:
    'Things may feel difficult right now, with money, health or the sense of standing on the outside. Support is closer than it looks; reach for it, and accept the help that is available to you.',
};
