import type { CardContent } from '../card-content';

/** The Nine of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    "A woman in a flowing robe stands alone in a rich vineyard, surrounded by ripe grapes and nine gold pentacles. In Pamela Colman Smith's drawing her robe is embroidered with flowers, often read as the symbol of Venus, and a hooded falcon rests on her gloved left hand while her right touches the coins stacked beside her. A snail crawls at her feet, and a large house stands further off. The Marseille Nine of Coins shows nine coins arranged among flowers and leaves, a full pattern that still leaves room to breathe.",
    'Everything on the card has been cultivated, from the vines and the garden to the trained bird. The woman is alone but not lonely, since she has created this abundance herself and is free to enjoy it. The falcon is discipline, wild nature brought under control, and its hood is restraint. The snail, slow and self-contained, carries its home on its back, a charming emblem of self-sufficiency and of progress earned patiently.',
    'In the earthy suit of Pentacles, which governs material comfort, money and the body, the nine stands just short of completion. It marks the point where personal effort has brought independence and ease. The only step remaining is the Ten, where wealth is shared with a family and passed on. The Nine is about what you have made for yourself, and about learning to enjoy it.',
    'When the Nine of Pentacles appears, it invites you to appreciate what you have achieved. Enjoy your comfort, your freedom and your refinement without guilt. Keep the discipline that brought you here, and let your independence be a source of confidence rather than of isolation. Pleasure that has been earned is one of the quiet rewards of a well-run life.',
  ],
  present:
    'You are enjoying, or about to enjoy, the fruits of your own effort. Independence and comfort are within reach; savour them, and let the confidence they bring shape the choices in front of you.',
};
