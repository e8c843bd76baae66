import type { CardContent } from '../card-content';

/** The Ace of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A hand reaches out of a grey cloud and grips a stout wooden staff. In the Rider–Waite–Smith deck the wand is alive: small green shoots sprout along its length, and a few loose leaves drift down through the air beside it. Below lies a peaceful landscape, with a river winding through green country, a grove of trees and a castle on a distant hill. The Marseille Ace shows a similar hand emerging from a cloud-like sleeve, holding a heavy, knotted club whose lopped branches bristle around it, with no scenery at all.',
    'The hand from the cloud appears on every ace, and it says the same thing each time: the gift comes from beyond, and what you do with it is up to you. The living wand is no dry piece of timber but growth itself, ready to put out roots and branches. The falling leaves, often drawn in the shape of the Hebrew letter yod, have been read as sparks of creative fire descending into the world. The castle on the hill is the goal this seed might one day reach, still far off but clearly visible.',
    'Wands belong to fire, the element of will, desire, creativity and ambition, the suit of everything that pushes you to act, build and express yourself. As an ace, the card is pure potential, the first and strongest form of that fire before it has taken any particular shape. It is not yet a project or a career, only the urge and the opening. What it becomes depends on the steps that follow, from the planning of the Two to the first results of the Three.',
    'When the Ace of Wands appears, it asks you to notice what excites you now and to take it seriously. Inspiration is generous but impatient, and it rarely waits for perfect conditions. Take the staff you are being offered, start with something small and real, and let the doing show you where this new fire wants to go.',
  ],
  present:
    'A fresh spark is in your hands right now. An idea, an invitation or a sudden enthusiasm is asking to be acted on, and the first step you take while it is still warm counts for more than any plan.',
};
