import type { CardContent } from '../card-content';

/** The Queen of Cups, in English. */
export const card: CardContent = {
  overview: [
    'A crowned woman sits on a throne of carved stone at the very edge of the sea, her feet almost touching the water where it laps at the pebbles of the shore. In the Rider–Waite–Smith deck she holds in both hands a magnificent cup with handles shaped like angels, closed with a lid, the only covered cup in the whole deck. Her throne is carved with small water nymphs and a scallop shell. She gazes at the cup intently, absorbed in it. The Marseille Queen of Cups is seated too, holding up a large cup as the emblem of her suit.',
    'Everything turns on the closed cup. It holds her feelings and intuitions, protected and precious, contemplated rather than spilled. She knows the depths of emotion yet is not swept away by them. Her place between land and sea shows a balance between the conscious and the unconscious, between practical life and the world of dreams. The angels and nymphs suggest that her sensitivity reaches both the spiritual and the natural world, and that she listens to both with equal attention.',
    'Cups belong to water, the element of feeling, love and intuition. A tarot queen masters her suit from within and nurtures its gifts in the people around her. The Queen of Cups embodies emotional maturity: compassionate, perceptive and sensitive to what others feel without losing herself. She may describe a caring person in your life, a situation that calls for empathy, or the part of you that listens to the heart before it speaks, and knows when silence is the kinder answer.',
    'For today, honour your feelings and your intuition. Listen carefully, to others and to yourself, and offer compassion without drowning in it. Keep your own cup safe, as she does, and you will be able to give from fullness rather than from emptiness.',
  ],
  present:
    'Compassion and intuition are at the centre of things now. Trust what your feelings tell you, offer kindness where it is needed, and remember to give yourself the same gentle care.',
};
