import type { CardContent } from '../card-content';

/** The Nine of Cups, in English. */
export const card: CardContent = {
  overview: [
    'A stout man in a red cap sits on a wooden bench, arms folded across his chest, with a broad, satisfied smile. In the Rider–Waite–Smith deck nine golden cups stand behind him in a neat arc on a curved shelf draped with blue cloth, like trophies on display. The background is a plain, bright yellow, and the whole scene radiates comfort and ease. The Marseille Nine of Cups shows nine cups arranged in three rows of three, balanced and generous, with no figure at all.',
    'His folded arms express satisfaction here, not refusal; he has what he wanted and is quietly proud of it. The cups behind him are his achievements and pleasures, full and well ordered. The blue cloth may hide something beneath the shelf, and some readers see in it a reminder that comfort can cover feelings still unresolved. Even so, the card has long been known as the wish card, the one that tells you what you hoped for is within reach, and that you are allowed to enjoy it when it comes.',
    'Cups belong to water, governing emotion, pleasure and relationships. Nine stands one step short of completion, the last stage before a cycle closes. In this suit it brings personal contentment: desires fulfilled, good food, good company, a sense of having enough. It is emotional happiness on an individual scale, the joy of one person at ease with their life, while the fuller harmony of family and community still lies one step further on.',
    'When this card appears, it invites you to enjoy what is good in your life without guilt. Make your wish, and notice how much has already been granted. Savour your pleasures, share your good fortune, and let gratitude keep your contentment generous and alive.',
  ],
  present:
    'Contentment is within reach, or already here. Enjoy the good things in your life and take a moment to appreciate what you have; a heartfelt wish may be closer than you think.',
};
