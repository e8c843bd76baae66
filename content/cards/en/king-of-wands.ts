import type { CardContent } from '../card-content';

/** The King of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A king sits on a high-backed throne, turned slightly to one side as if about to rise. In the Rider–Waite–Smith deck he holds a tall, sprouting wand, wears a crown shaped like tongues of flame, and his robe is patterned with salamanders. More salamanders and lions decorate the back of his throne, and at his feet a small living salamander crawls on the ground. The Marseille King of Batons is seated, crowned and holding a large staff, a figure of calm authority with less symbolic detail.',
    'The salamanders on his throne bite their own tails, forming closed circles, a classic symbol of completion and of a fire that sustains itself. This is what sets the King apart from the younger members of his court: his projects are finished, his vision whole. The lions add courage and nobility, the flame-shaped crown suggests rule through inspiration, and the living salamander at his feet shows that his fire is active in the world, not just an emblem on a chair. His half-turned posture hints that he never sits still for long.',
    "Wands belong to fire, the element of will, creativity and enterprise. Kings hold their suit's quality outwardly, with authority and experience. The King of Wands is the visionary leader and the entrepreneur, the one who turns enthusiasm into direction and inspires others to follow. He can describe a person in your life, a moment when leadership is required, or your own capacity to take charge of a situation.",
    'This card asks you to lead your own life with vision today. Decide where you want to go, say so clearly and take the first responsible step, while keeping your fire generous rather than domineering. Others may be ready to follow if you show the way with integrity.',
  ],
  present:
    'You are in a position to lead, or someone with a strong vision is shaping events. Think big, act with integrity and take responsibility for the direction things are going, because people are watching how you steer.',
};
