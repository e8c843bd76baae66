import type { CardContent } from '../card-content';

/** The King of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    "A king sits on a throne in a lush garden, surrounded by grapevines so abundant that they seem to merge with the pattern of his robe. In the Rider–Waite–Smith deck bulls' heads are carved into his throne, he holds a sceptre in one hand and a large pentacle in the other, and one foot rests on a carved boar's head. A castle stands behind the garden wall, and flowers crown his head. The Marseille king sits holding up his coin, a picture of the same settled authority.",
    'The bull is the emblem of Taurus, an earth sign, and stands for strength, steadiness and fertility. The grapes are abundance and the pleasures of life, harvested after long work. The boar, an ancient symbol of wealth and vigour, lies tamed beneath his foot. The castle is what he has built. Everything about the card suggests someone at ease with his achievements and comfortable in the physical world, neither anxious about money nor ruled by it.',
    'His element is earth, the tangible world of money, work and the body. Kings show the suit mastered in the outer world, through authority and responsibility, and the King of Pentacles is the provider and the successful entrepreneur, reliable, generous and practical. The card can point to a person of this kind, a business or financial matter, or your own ability to lead and provide. Where the Knight plodded and the Queen nurtured, the King manages and protects, turning years of steady work into lasting security for many.',
    'From the King of Pentacles comes a call to handle what you own with confidence and wisdom. Build solid foundations, enjoy the rewards of your labour, and share your success. True abundance is stable, generous and grounded, and it is measured as much by the people it supports as by the wealth it holds.',
  ],
  present:
    'You are in a strong position to manage and provide. Stability and success are within reach; use your experience, make responsible decisions, and let generosity be part of your strength.',
};
