import type { CardContent } from '../card-content';

/** The Three of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    'Inside a church that is still being built, a young stonemason stands on a bench, chisel in hand, working on a carved arch. In the Rider–Waite–Smith version two figures stand below him, a monk and a figure in a patterned cloak holding a large sheet of plans, and the three of them seem to be discussing the work together. Three pentacles are carved into the stone above, arranged in a triangle. The Marseille Three of Coins shows simply three coins, one at the top and two below, interlaced with stems and flowers.',
    "The scene is about collaboration between different kinds of knowledge. The mason has the skill of his hands, the cloaked figure the vision of the design and the monk the purpose of the building. None of them could finish the church alone. The mason stands higher than the others, a sign that the craftsman's expertise is respected, and the triangle of coins points to a stable structure in which material, plan and meaning work together.",
    'Earth, the element of the Pentacles, governs work, money, craft and the body. Three is the number of growth and first results, and here the seed of the ace has become a real piece of work, visible and valued. The card stands for the apprentice who has become competent, the project that is taking shape and the recognition that comes from doing something well. It also reminds us that quality is a conversation, improved by listening as much as by talent.',
    'If the Three of Pentacles turns up in your reading, take pride in your craft and share it. Seek the feedback of people who know, respect what others bring, and be open about what you can do. Lasting things are rarely built alone, and your part in them matters more than you might think.',
  ],
  present:
    'Your work and skills are being noticed now. A collaboration or a shared project is taking shape; contribute your best, listen to others, and let the combined strengths of the team carry things forward.',
};
