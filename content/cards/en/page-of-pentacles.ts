import type { CardContent } from '../card-content';

/** The Page of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    'A young person stands in a green meadow, holding a single large pentacle up in both hands and gazing at it with complete attention. In the Rider–Waite–Smith deck the ground around is dotted with small flowers, and behind there is a freshly ploughed field, a line of trees and a distant hill under a clear, bright sky. The Marseille page, also in a wide-brimmed hat, holds one coin while another lies on the ground nearby, as if something were still waiting to be picked up.',
    "Everything about the page's pose speaks of concentration and wonder. The coin is held like a precious object, something to be studied and understood. The ploughed field shows the groundwork for future harvests, and the flowering meadow a fertile, promising setting. Unlike some of the other pages, this one is in no hurry, and takes things in at their own pace.",
    'Earth, which this suit represents, governs work, study, money, the body and nature. Pages are students, messengers and beginners, and this one is the apprentice of the material world, eager to learn a trade, to save and to understand how things work. As a person, the card may describe a diligent student or a young worker; as a situation, news about study or money; as a side of you, the wish to make your dreams practical. Of all the pages, this is the one most likely to finish what it starts.',
    'When this page appears, treat your goals with care and curiosity. Study, practise, plan, and take one concrete step at a time. Modest beginnings are nothing to be ashamed of. With steady attention, this single coin can become the foundation of something truly solid, and the habits you form now will serve you long after the lesson is learned.',
  ],
  present:
    'You are at the start of something practical and promising. Learning, saving or a first step in a new direction asks for your attention now; approach it with patience, and let diligence do its quiet work.',
};
