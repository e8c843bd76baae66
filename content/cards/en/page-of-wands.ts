import type { CardContent } from '../card-content';

/** The Page of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A young person stands in a desert landscape, holding a tall wand upright with both hands and gazing at its sprouting tip with rapt attention. In the Rider–Waite–Smith deck the Page wears a yellow tunic patterned with black salamanders and a cap with a red plume that rises like a flame. Behind stretch dunes and distant pyramid-like hills under a clear sky. The Marseille Page of Batons is a young figure standing in a long coat and wide-brimmed hat, holding a large green staff that rests on the ground.',
    "The salamander, a creature once believed to live in fire without burning, is the emblem of the whole Wands court, and it appears here on the Page's clothes as a promise of what they may become. The red feather echoes the flame. The desert is unexplored territory, open, dry and full of possibility, a place that asks for courage. The Page's gaze on the wand says everything: this is fascination, a first love affair with an idea.",
    'Wands belong to fire, governing enthusiasm, creativity, ambition and action. The pages are the students and messengers of the tarot, newcomers learning what their suit is about. The Page of Wands carries exciting news and embodies raw curiosity, eager to try everything at least once. In a reading this card can point to a young or youthful person, a message that sets things moving, or the side of you that still loves to discover and is not afraid to look inexperienced.',
    'Today this card invites you to follow your curiosity. Let yourself be a beginner, try something new and enjoy the thrill of not yet knowing where it leads. Just remember to keep holding the wand once the novelty passes, because a Page only grows into something greater through practice.',
  ],
  present:
    'Something new is catching your interest right now, a message, an idea or a possible adventure. You are at the very beginning, full of curiosity; explore it with an open mind and see how far it can take you.',
};
