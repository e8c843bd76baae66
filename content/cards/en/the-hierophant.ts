import type { CardContent } from '../card-content';

/** The Hierophant, in English. */
export const card: CardContent = {
  overview: [
    'The Hierophant is a religious teacher seated between two grey pillars, much like the High Priestess, but facing an audience instead of guarding a veil. The Rider–Waite–Smith figure wears a triple crown and red vestments, raises his right hand in blessing and holds a staff topped with a triple cross. Two crossed keys lie at his feet, and two tonsured clergy kneel before him, listening. In the Marseille deck the card is simply called Le Pape, the Pope, and the scene is much the same, with the two smaller figures seen from behind, turned towards the teacher.',
    'His name comes from the Greek for one who shows sacred things, and that is his role: to pass on what a community has learned. The raised hand, two fingers lifted, is the gesture of both blessing and teaching. The crossed keys open doors, traditionally those between heaven and earth, and suggest that knowledge is handed to whoever is ready to learn. The three tiers of his crown and of his cross speak of levels of understanding. The two listeners matter as much as he does, because a teaching only exists once someone receives it.',
    'Placed between the Emperor and the Lovers, card V builds a bridge in the first row of the journey. The Emperor gave the Fool laws; the Hierophant gives him meaning and belonging, the rituals and values of a group. Compared with the High Priestess, who keeps her knowledge veiled, he teaches in the open. And what he teaches will soon be tested, because the next card, the Lovers, puts the traveller before a choice that no rule can settle.',
    'In a reading the Hierophant can point to a mentor, a school, a tradition or a community worth trusting, and sometimes to the question of which inherited rules still fit.',
  ],
  present:
    'Tradition frames what is happening to you: a family, a workplace, a faith or a set of shared rules. What is tried and tested carries real weight in this situation, and good counsel is closer than you might think.',
};
