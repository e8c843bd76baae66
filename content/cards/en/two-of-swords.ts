import type { CardContent } from '../card-content';

/** The Two of Swords, in English. */
export const card: CardContent = {
  overview: [
    'A woman in a long white robe sits on a stone bench by the sea, her eyes covered by a blindfold. In the Rider–Waite–Smith deck she crosses her arms over her chest, each hand holding a long sword, so that the two blades rise past her shoulders in a wide, heavy balance. Behind her the water is calm but scattered with rocks, and a thin crescent moon hangs in the sky. The Marseille Two of Swords shows no person at all, only two curved blades crossing to form an oval, with a flower blooming in the space between them.',
    'Her posture is both protective and tense. The crossed arms guard the heart, while the swords, held out so evenly, must take real effort to keep still. The blindfold shuts out distractions but also shuts out information, and the sea at her back stands for the emotions she has chosen not to face. The rocks hint at obstacles hidden beneath the surface, and the crescent moon points to intuition, a quieter way of knowing that does not depend on the eyes.',
    'Swords belong to air, the element of thought, speech and decision. The number two is about balance and choice, and in this suit that balance becomes a standoff between two ideas, two people or two parts of yourself. The mind, so sharp in the ace, now meets its first dilemma, and its first reflex is to hold everything exactly where it is. It is a truce, certainly, but a truce is not yet a solution.',
    'The Two of Swords asks you to notice where you are holding your breath. Perhaps you need a pause before choosing, and that is fine. But if the pause has become a hiding place, perhaps the moment has come to lower the swords, take off the blindfold and let your feelings, not only your reasoning, show you which way to turn.',
  ],
  present:
    'You are holding a decision in careful balance and have not yet chosen. The pause may feel safe, yet it is tiring; look honestly at what you already know, and at what you have been trying not to see.',
};
