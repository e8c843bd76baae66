import type { CardContent } from '../card-content';

/** The Knight of Cups, in English. */
export const card: CardContent = {
  overview: [
    'A knight in shining armour rides a white horse at a slow, graceful walk, holding a golden cup out before him as if offering it to someone. In the Rider–Waite–Smith deck his helmet and heels bear small wings, and his tunic is decorated with fish. The horse steps calmly towards a stream, and gentle hills rise in the background under a pale sky. The Marseille Knight of Cups also rides with a cup held out in front of him, his mount moving forward with quiet dignity.',
    'Unlike the other knights, this one is in no hurry. His horse walks rather than gallops, and the slow pace reflects the nature of the heart, which moves by attraction rather than force. The wings on his helmet and heels recall Hermes, messenger of the gods, suggesting that he carries a message of imagination and feeling. The fish on his tunic connect him with intuition and the depths of water. The cup he holds out is an offer, an invitation or a proposal, and the stream ahead hints that he is about to cross into the realm of emotion.',
    'Cups belong to water, the element of emotions, love and imagination. Every knight is on a quest, and each pushes the quality of his suit as far as it will go. The Knight of Cups is the romantic, the idealist, the one who follows his heart on a quest for beauty and love. He can describe a charming person in your life, an invitation or proposal, or your own longing to live by your ideals whatever the cost.',
    'The Knight of Cups asks you to follow your heart with grace. Offer what you feel, accept invitations that move you, and let beauty guide your steps. At the same time, remember that a knight is measured by deeds, so let your beautiful intentions take real form.',
  ],
  present:
    'A romantic or heartfelt offer is in the air, or you feel moved to follow your own ideals. Go where your heart is drawn, gently, and let your actions keep pace with your feelings.',
};
