import type { CardContent } from '../card-content';

/** The Knight of Swords, in English. */
export const card: CardContent = {
  overview: [
    "A knight in full armour charges across the card on a white horse, sword raised high, leaning forward into the wind. In the Rider–Waite–Smith version everything around him is in motion: the trees bend, the clouds are torn into strips, and birds scatter across the sky. His red cape streams out behind him, and the horse's harness is decorated with butterflies and birds, emblems of air. The Marseille knight sits his horse more calmly, sword in hand, yet he belongs to the same restless suit.",
    'This is one of the fastest cards in the deck. The white horse suggests pure intention, the raised sword a cause or idea the knight is determined to defend, and his forward lean total commitment. But the wind is against him and the landscape is in turmoil; his speed may be admirable, yet it leaves little room for reflection. He rides towards the fight rather than away from it, which is both his courage and his risk.',
    'Air, the element of this suit, governs thought, speech and conflict. Knights stand for action, quests and the extreme of their suit, and the Knight of Swords is the mind in motion at its most intense, brilliant, fearless, outspoken and impatient. As a person, this knight is someone who says what they think and acts on it at once. As a situation, it describes events moving very quickly, and as a part of you, the urge to fight for an idea.',
    'When this knight rides into your reading, it asks you to act with courage and conviction, without waiting for perfect conditions. At the same time, it asks you to keep hold of the reins. A sharp sword is most useful in steady hands, and speed serves you best when you know exactly where you are going.',
  ],
  present:
    'Things are moving fast, and you may feel the urge to charge ahead. Act with conviction where it matters, yet keep your judgement awake; a quick decision made with a clear head will carry you further than a reckless one.',
};
