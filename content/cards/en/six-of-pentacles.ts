import type { CardContent } from '../card-content';

/** The Six of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    'A well-dressed merchant in a red cloak stands over two kneeling figures. In the Rider–Waite–Smith deck he holds a pair of scales level in his left hand and, with his right, drops coins into the outstretched hand of one beggar, while the other waits with palms raised. Six pentacles float around the scene. The Marseille Six of Coins shows six coins arranged in two columns of three, linked by stems and flowers, with no sign of the figures.',
    'The scales are the key. They say that this giving is measured and fair, based on need and on what the giver can afford, so that generosity here is thoughtful rather than reckless. The two kneeling figures suggest different positions, one receiving and the other still waiting. The card can be read from any of the three points of view, as the giver with resources to share, as the one who needs help, or as someone still waiting their turn.',
    'As a suit of earth, the Pentacles deal with money, work and material life. The six is a card of harmony and exchange, and after the hardship of the Five, resources begin to flow again. This is the economy of kindness, made of gifts, loans, wages, charity and mentoring. It also raises the question of power, because whoever holds the scales decides how much is given, and to whom. Healthy exchange keeps that power in check.',
    'Drawn today, this card invites you to consider your place in the flow of giving and receiving. Share generously where you can, accept help without shame where you need it, and keep fairness in view. Balanced exchange builds trust, and trust is a kind of wealth that grows the more it is used.',
  ],
  present:
    'Generosity is at work in your situation now, whether you are giving or receiving. Help, fair reward or a kindly exchange is possible; make sure the balance stays fair and respectful on both sides.',
};
