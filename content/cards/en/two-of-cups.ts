import type { CardContent } from '../card-content';

/** The Two of Cups, in English. */
export const card: CardContent = {
  overview: [
    "A young man and a young woman stand facing each other, each holding a cup, as if about to exchange them or drink a toast. In the Rider–Waite–Smith deck she wears a laurel wreath and he a garland of flowers, and he reaches towards her cup with an open hand. Above them floats a caduceus, the staff of Hermes with two entwined snakes, crowned by a winged lion's head. Behind them a house stands on a green hill. The Marseille Two of Cups shows two cups beneath an ornate floral motif, sometimes with two creatures like dolphins or fish facing each other.",
    "The exchange of cups is a pledge: each offers their feelings to the other, and each receives. The caduceus, an ancient emblem of healing and of the union of opposites, suggests that this relationship can mend and strengthen both people. The winged lion's head joins passion and spirit, desire raised towards something higher. The simple house on the hill hints that such a bond could, in time, become a home, and that what begins as a glance can grow into a shared life.",
    'Cups belong to water, the element of feelings, love and the inner life. In the language of numbers, two stands for balance and choice; among the cups, that balance is found between two people. This is the card of mutual attraction, partnership and reconciliation, of any connection in which both sides give and receive. It can describe a love affair, but also a friendship, a business agreement or a conversation that heals an old misunderstanding.',
    'This card asks you to value the connections that are truly mutual. Offer your feelings honestly, receive with gratitude, and treat the other person as an equal. Where there has been distance, it may be time to raise a cup again and meet each other halfway.',
  ],
  present:
    'A meaningful connection is at the centre of things now. Whether it is love, friendship or a working partnership, it thrives on mutual respect; meet the other person halfway and enjoy the feeling of being understood.',
};
