import type { CardContent } from '../card-content';

/** The Lovers, in English. */
export const card: CardContent = {
  overview: [
    'In the Rider–Waite–Smith deck, the Lovers are a naked man and woman standing in a garden that clearly recalls Eden. Behind the woman grows a fruit tree with a serpent coiled around its trunk; behind the man, a tree bearing twelve flames. Above them a great winged figure, whom Waite leaves unnamed and later readers often call the archangel Raphael, spreads its arms beneath a blazing sun, and a mountain rises between the couple. The Marseille card tells a different story: a young man stands between two women, one on each side, as if being asked to choose, while a winged Cupid overhead aims an arrow at him.',
    "The two trees are the tree of knowledge and the tree of life, desire and spirit, and the serpent is a reminder that every real choice carries a risk. The man looks at the woman and the woman looks up at the angel: a chain of attention that many readers see as mind, heart and something higher learning to work together. The sun and the angel bless the union, but they do not make it on the couple's behalf. In the Marseille image the theme is even plainer. Love here is not only a feeling but a decision, and the arrow falls on someone who must choose between two paths.",
    "Card VI comes just after the Hierophant, and the contrast is deliberate. Where he offered rules handed down, the Lovers ask for a decision that reflects the chooser's own values. It is a turning point in the first row of the Fool's journey: the traveller has learned to act, to know, to create, to order and to belong, and now has to commit. That commitment gives the next card its drive, since the Chariot sets off in the direction the Lovers have chosen.",
    'Today the card often speaks less of romance alone than of alignment: whether what you are choosing is really yours.',
  ],
  present:
    'At the heart of your situation sits a relationship, or a choice that reveals what you truly value. Two things you care about are meeting, and the harmony between them, or the lack of it, is what you are really weighing today.',
};
