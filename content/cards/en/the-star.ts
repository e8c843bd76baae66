import type { CardContent } from '../card-content';

/** The Star, in English. */
export const card: CardContent = {
  overview: [
    'After the storm, stillness. On the Star a naked young woman kneels at the edge of a pool beneath a night sky, one knee on the bank and one foot on the surface of the water. In the Rider–Waite–Smith version she pours from two jugs at once, one into the pool and the other onto the land, where the water runs off in five small streams. Above her shines a great eight-pointed star surrounded by seven smaller ones, and on a tree behind her perches a bird, generally taken for an ibis. The Marseille card keeps almost every element: the kneeling woman, the two jugs emptied into a stream, the large star among seven smaller companions and a bird in a tree.',
    'Her nakedness is openness rather than exposure: after the Tower has stripped everything away, there is nothing left to hide. The water she pours renews both the inner life, the pool, and the ground of everyday living, the earth, and the five streams are often linked to the five senses coming back to life. The great star is a guide; the seven small ones are commonly read as the seven classical planets. The ibis, sacred to the Egyptian god Thoth, stands for wisdom and for a mind at rest, able to think again after the shock.',
    "Card XVII follows the Tower and answers it. The third row of the Fool's journey is the row of great forces, and here the force is hope: not a rescue, but a quiet sense that healing is possible. The traveller, stripped of illusions, can see further than before. The Star then gives way to the Moon, whose light is dimmer and less certain, a reminder that hope still has to cross the night.",
    "The Star's message is a gentle one: the worst may already be over, and that small, patient acts of care are what will restore you, one day at a time.",
  ],
  present:
    'Hope is quietly coming back into your life. You are in a gentle phase of recovery and renewed trust, and being open about what you wish for is drawing inspiration and kindness towards you.',
};
