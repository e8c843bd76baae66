import type { CardContent } from '../card-content';

/** The Six of Swords, in English. */
export const card: CardContent = {
  overview: [
    'A ferryman stands at the back of a small boat and pushes it across the water with a long pole. In the Rider–Waite–Smith deck his passengers are a woman wrapped in a cloak, her head bowed, and a child huddled close beside her. Six swords stand upright in the bow. The water on the right of the boat is choppy, while on the left it lies smooth, and a wooded shore waits ahead. The Marseille version shows only six curved blades interlaced in an oval, with flowers at the centre and at the edges.',
    "This is a journey of escape or recovery, not of adventure. The woman's covered head suggests grief or exhaustion, and the child someone vulnerable who must be protected. The swords travel with them, because the thoughts, memories and lessons of the past cannot be thrown overboard, though they need not be carried alone. The ferryman is help, whether a friend, a guide or simply time itself, and the calmer water shows that the worst is being left behind.",
    'The element here is air, the mind with all its struggles. Six is the number of harmony and exchange, and in this difficult suit harmony arrives as relief, a shift from conflict towards peace. After the hollow victory of the Five, the mind begins to heal through distance and perspective. It is not a triumph, and it is not the end of the story, yet it is a genuine improvement.',
    "The Six of Swords invites you to keep going, quietly and steadily, towards a better place. Let others help you steer, take only what is useful, and be patient with the sadness that may travel with you. Calmer waters are within reach, and every push of the ferryman's pole brings the far shore a little closer.",
  ],
  present:
    'You are in the middle of a transition, moving away from a difficult period. The crossing is slow and perhaps a little sad, yet each day puts more distance between you and the trouble you are leaving.',
};
