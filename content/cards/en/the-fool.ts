import type { CardContent } from '../card-content';

/** The Fool, in English. */
export const card: CardContent = {
  overview: [
    "A young traveller walks towards the edge of a cliff with his face turned to the sky, as if the drop at his feet did not exist. In the Rider–Waite–Smith deck he wears a bright tunic patterned with flowers, carries a small bundle on a staff over his shoulder and holds a white rose in his other hand, while a little white dog leaps at his heels and a pale sun shines behind him. The older Marseille pattern shows a rougher figure: a vagabond in a jester's cap, bundle on a stick, walking on while an animal tugs at his breeches. There the card usually carries no number at all.",
    'Almost everything here speaks of openness. The white rose suggests innocence, desire not yet tangled up with fear, and the bundle holds just enough for the road: whatever experience he already has, packed light. The dog can be read in two ways, as a loyal companion or as instinct barking a warning the traveller has not yet learned to hear. The cliff is the unknown itself, which cannot be crossed by planning alone. Even the number matters: zero is not nothing but pure potential, an empty circle before anything has been written in it.',
    'The Fool stands apart from the three rows of seven that follow. He is the traveller who moves through all of them, meeting the Magician first and learning, card by card, to act in the world, to look inward and finally to face the great forces, until the journey reaches the World and, in a sense, begins again. Because he has no fixed place, some readers put him at the start of the deck and others at the end, and both choices say something true: every completion opens onto a new beginning.',
    'When the Fool turns up for you today, it rarely asks for recklessness. It asks for a little trust: the willingness to begin before every doubt is answered, eyes open, pack light.',
  ],
  present:
    'A fresh start is taking shape, and the ground ahead of you is still unmapped. That is no flaw in your plans: the situation is new enough that curiosity and a willingness to begin count for more than experience.',
};
