import type { CardContent } from '../card-content';

/** The Eight of Cups, in English. */
export const card: CardContent = {
  overview: [
    "Under a night sky, a figure in a red cloak walks away from us with a staff in hand, heading towards a range of barren, rocky mountains. In the Rider–Waite–Smith deck eight cups are stacked neatly at the water's edge behind the traveller, five on the bottom row and three on top, with a gap where another might stand. Above, the moon shows both a full face and a crescent, as though in eclipse, looking down on the scene. The Marseille Eight of Cups shows eight cups arranged in two columns with a flower between them, orderly and still.",
    'The cups are neither spilled nor broken. They are carefully arranged, which tells us that the traveller is not fleeing a disaster but leaving something that is fine, yet no longer enough. The gap in the stack hints at what is missing. The moon, linked with intuition and the cycles of life, suggests that this departure is guided by an inner pull rather than by logic. The mountains stand for a hard but meaningful quest, a climb towards something higher that cannot be found by staying put.',
    'Cups belong to water, governing emotion, relationships and the search for meaning. Eights bring movement and mastery; in the cups the movement is inward and onward, away from emotional situations that have run their course. Once illusions have fallen away, the traveller knows what no longer rings true. The card speaks of pilgrimage, disenchantment, maturity and the courage to walk away from comfort.',
    'Today this card asks whether there is something you have outgrown. It does not push you to abandon everything, only to admit what has stopped nourishing you. If a quiet voice is calling you further, listen to it, pack only what you need and take the first step by moonlight.',
  ],
  present:
    'You may be feeling that something in your life has run its course. A quiet pull is leading you elsewhere; listen to it carefully, and give yourself permission to seek what truly fulfils you.',
};
