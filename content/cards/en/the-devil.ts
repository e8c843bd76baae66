import type { CardContent } from '../card-content';

/** The Devil, in English. */
export const card: CardContent = {
  overview: [
    "Perched on a dark block of stone, a horned creature with bat's wings and a goat's legs raises one hand and lowers a burning torch with the other. This is the Rider–Waite–Smith Devil, with an inverted pentagram on his brow. Chained to a ring on his pedestal stand a naked man and woman who have begun to grow horns and tails: hers ends in a bunch of grapes, his in a flame. Look closely: the chains hang loose enough to be lifted off. The Marseille Devil is a stranger hybrid, bat-winged and horned, sometimes with a second face on his belly, standing on a small altar to which two little horned figures are tied by cords around their necks.",
    "The Waite card deliberately echoes the Lovers. The same couple appears, but the angel has become a beast and the bright garden a black void; the pair are no longer choosing freely but held by what they once chose. That is the Devil's subject: attachment, habit and appetite, the things that began as pleasure and turned into a leash. The inverted pentagram shows spirit placed beneath matter, and the downturned torch gives heat without light. Yet the loose chains carry the card's most hopeful message: the bondage is real but not total, and the couple could free themselves if only they noticed.",
    "Card XV opens the third row of the Fool's journey, where the traveller meets the great forces that nobody fully controls. Temperance, just before, found balance; the Devil shows the opposite pull, the part of life that craves more than it needs. It is less an evil to be feared than a shadow to be recognised. And recognition has consequences, since the next card is the Tower, where whatever has been built on such chains comes down.",
    'When the Devil appears, it is an invitation to look honestly at what holds you, and to remember that the chain may be looser than it feels.',
  ],
  present:
    'A habit, a desire or a fear has more grip on you than you would like to admit. Part of you may even enjoy it, and recognising that pleasure alongside its cost is what this moment is really about.',
};
