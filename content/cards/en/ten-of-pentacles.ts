import type { CardContent } from '../card-content';

/** The Ten of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    'Beneath a stone archway decorated with coats of arms, three generations share a single scene. In the Rider–Waite–Smith deck an old man in a richly patterned cloak sits in the foreground, stroking one of two pale dogs, while a young couple talk under the arch and a small child peeps out from beside the woman, reaching towards a dog. Beyond them lies a town or estate. Ten pentacles are scattered across the card in the pattern of the Kabbalistic Tree of Life. The Marseille Ten of Coins shows ten coins in an ordered arrangement, full and balanced.',
    'The card is about what lasts. The old man represents the founder, the ancestor whose efforts built the estate; the couple are the present generation who maintain it; the child is the future who will inherit it. The dogs stand for loyalty and the continuity of the household. The Tree of Life pattern suggests that material wealth, when it is rooted in meaning, connects everyday life to something larger.',
    "The suit's element, earth, covers home, money, labour and the body. Ten closes a cycle and completes it, and here it marks the fullest expression of material security, wealth that is shared, passed on and woven into family and community. The story that began with a single coin offered from a cloud ends here, in a household, with the next generation already at play.",
    'The Ten of Pentacles encourages you to think beyond the present. What are you building, and for whom? Honour the people and traditions that have supported you, share your resources, and make choices that will still serve you and those you love years from now. A legacy is not only inherited; it is also something you shape every day.',
  ],
  present:
    'Stability and belonging are strong themes for you now. Family, home or long-term security is in focus; invest in what lasts, and appreciate the people and roots that hold you up.',
};
