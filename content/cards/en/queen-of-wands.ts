import type { CardContent } from '../card-content';

/** The Queen of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A queen sits on a stone throne facing the viewer squarely, her knees apart in a confident, open pose. In the Rider–Waite–Smith deck she holds a flowering wand in her right hand and a sunflower in her left; lions are carved on the arms of the throne and sunflowers decorate its back. At her feet sits a black cat, looking straight out of the card. Behind her rise the desert hills of the Wands court under a clear blue sky. The Marseille Queen of Batons is seated more quietly, holding a great staff that rests against her shoulder.',
    'The lions speak of courage and of fire, since the lion belongs to Leo, a fire sign, and the sunflowers turn towards the sun as she turns towards life, openly and warmly. The black cat is her most intriguing companion. It hints at intuition, independence and a hidden, even mysterious side, a reminder that her confidence is not shallow but rooted in self-knowledge. Her open posture shows someone comfortable with being seen and unafraid of taking up room.',
    "Wands belong to fire, the element of passion, creativity and will. Queens hold their suit's quality inwardly, in a mature and nurturing way. The Queen of Wands has mastered the fire and uses it to warm rather than burn: she is charismatic, generous, independent and capable of managing many things at once. She may describe a person who inspires you, a situation that calls for self-assurance, or the side of you that knows its own worth.",
    "This card asks you to stand in your own light today. Let your voice be heard and bring warmth to whatever you do, without shrinking to fit other people's expectations. Like the sunflower, turn towards what gives you life, and let your confidence encourage others rather than overshadow them.",
  ],
  present:
    'Confidence and warmth are your strengths right now, or someone with these qualities plays a part in the situation. Trust your abilities and let your natural charm and determination carry things forward.',
};
