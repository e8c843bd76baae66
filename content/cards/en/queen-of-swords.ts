import type { CardContent } from '../card-content';

/** The Queen of Swords, in English. */
export const card: CardContent = {
  overview: [
    "A crowned queen sits on a tall stone throne, seen in profile, holding a sword perfectly upright in her right hand. In the Rider–Waite–Smith design her left hand is raised and open, as if inviting someone forward or about to deliver a verdict. Her crown and throne are carved with butterflies, and the throne also bears a winged cherub's head and a crescent moon. Clouds gather below her, but the sky above is clear, and a single bird flies high overhead. The Marseille queen is a similar crowned woman holding a sword, seated more quietly, her other hand resting against her body.",
    'The upright sword is truth and clear judgement, held steadily rather than brandished. The open hand offers something the Knight could not, a willingness to listen, to welcome and to understand. The butterflies speak of the soul and of transformation, and the cherub suggests that her clarity has roots in tenderness, even if she does not show it easily. Many readers see her as someone who has known loss, and the lone bird as her independence, her ability to stand on her own.',
    'Her suit is air, the realm of the mind and of speech. Queens embody their suit mastered inwardly and offered with care, and the Queen of Swords is intelligence shaped by experience. She sees clearly, speaks honestly and protects others by telling them the truth. As a person, she may be a friend, a teacher or a professional whose candour you value. As a situation or a side of you, she points to discernment, boundaries and an independent mind.',
    'When the Queen of Swords appears, she asks you to think clearly and speak honestly, with the authority that comes from what you have lived through. Set your boundaries calmly. Let your experience sharpen your sight without closing your heart, and you will find that honesty, offered with care, is itself a form of kindness.',
  ],
  present:
    'Clear thinking is your strongest ally at the moment. You see the situation without illusions and can say what needs to be said; keep that honesty, and let some warmth soften the way you deliver it.',
};
