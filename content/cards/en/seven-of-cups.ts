import type { CardContent } from '../card-content';

/** The Seven of Cups, in English. */
export const card: CardContent = {
  overview: [
    'A figure seen only in dark silhouette stands with one arm raised, facing seven cups that float on a bank of clouds. In the Rider–Waite–Smith deck each cup holds something different: a beautiful head, a veiled and glowing figure, a snake, a castle on a rock, a heap of jewels, a laurel wreath on a cup marked with a skull, and a small dragon. The whole scene has the quality of a dream or a vision. The Marseille Seven of Cups shows seven cups arranged in rows among leaves, with none of these visions.',
    'Each cup offers a temptation or a hope. The head may be love or vanity, the veiled figure spiritual mystery, the snake wisdom or envy, the castle security, the jewels wealth, the wreath victory shadowed by death, and the dragon power or fear. Because they float on clouds, none of them is real yet, and some may never be. The figure seen from behind could be any of us, dazzled by possibilities and unsure which to reach for first, or whether to reach at all.',
    'Cups belong to water, the element of feelings, imagination and the inner world. Sevens test and weigh up what has been gained, and in this card the test is discernment. Water can reflect anything, and in this card it turns to mist and mirage. The Seven of Cups speaks of choices, fantasies, wishful thinking and creative vision, all the ways in which the mind can enrich the heart, or deceive it with pictures of what it wants to see.',
    'The invitation here is to dream, and then to choose wisely. Your imagination is a gift, so let it show you what you long for. Then look at each option in daylight, ask what it would really involve, and take one real step towards the one that still shines.',
  ],
  present:
    'You have several options or dreams before you, and it may be hard to tell them apart. Enjoy the imagining, but take time to check the facts before committing to any one of them.',
};
