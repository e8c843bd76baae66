import type { CardContent } from '../card-content';

/** The Ace of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    'Out of a cloud reaches an open hand, offering a large golden coin engraved with a five-pointed star. In the Rider–Waite–Smith deck the coin floats above a flourishing garden, where white lilies grow and a path leads to an arch cut through a hedge of roses. Through the arch, far off, rise blue mountains. The Marseille ace has no hand and no garden, only a single large coin decorated with flowers and framed by foliage, an emblem of wealth at its simplest.',
    'Pentacles, often called Coins, are the suit of earth. They govern what we can touch and keep: money, work, the body, the home, nature and everything built slowly over time. The star within the circle has been read as the human figure with arms and legs outstretched, matter shaped by spirit. The open palm shows that the gift is offered, not forced on anyone. The garden is fertile, cared-for ground, the lilies suggest pure intentions, and the rose arch is a threshold through which a newcomer can step towards wider horizons.',
    'Aces stand for seeds and potential, and in Pentacles the seed is very concrete, whether it is a first pay packet, a plot of land, an offer of work or a fresh commitment to looking after your health. Nothing is yet a harvest, but everything is in place for one. Earth teaches patience, and what starts here grows at the pace of the seasons rather than at the speed of a wish.',
    'The Ace of Pentacles asks you to recognise an opportunity that may look modest and to take it seriously. Receive it with both hands. Plan, budget and nurture, and let your ideas take practical shape. Prosperity rarely arrives all at once; far more often it grows from a small beginning that someone was wise enough to tend.',
  ],
  present:
    'A solid opportunity is within reach right now. Something concrete, whether money, work or a practical plan, is being offered or is ready to begin; accept it, and give it the steady attention that will help it grow.',
};
