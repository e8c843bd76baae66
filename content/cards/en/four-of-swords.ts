import type { CardContent } from '../card-content';

/** The Four of Swords, in English. */
export const card: CardContent = {
  overview: [
    'Inside a quiet church, the effigy of a knight lies on a tomb, his hands joined in prayer and his eyes closed. In the Rider–Waite–Smith deck three swords hang on the wall above him, points downwards, and a fourth lies along the side of the tomb. In one corner a stained-glass window shows two figures, one of them haloed, and the word PAX, peace, can be read in the glass. The Marseille card has no knight and no chapel, only four curved blades arranged in a diamond around a central flower, a still, closed pattern.',
    'Is the knight dead or only sleeping? Most readers see rest rather than death, a warrior who has laid down his arms in order to recover. The three swords above him stand for past battles and worries, still present but no longer in his hands; the single sword beneath him is the one he will take up again. The church is a sanctuary, a place set apart from the noise, and the window reminds him that peace is something you can also ask for.',
    'As a suit of air, the Swords deal with the mind and its conflicts. Four is the number of structure and standstill, the four walls of a room or the four legs of a table, and here it becomes a deliberate halt. After the heartbreak of the Three, the mind needs to stop, not to give up but to regain its strength. Rest is part of any campaign, and sometimes the wisest thing a fighter can do is lie down.',
    'When this card appears for you, it asks for real rest, not a weary pause with one eye on your phone. Sleep, retreat or convalesce as required, and let your worries hang on the wall for a while. The swords will still be there when you rise, but you will handle them far better with a clear, refreshed mind.',
  ],
  present:
    'You are in a pause, whether chosen or imposed. Treat it as recovery rather than lost time; with rest and quiet your thoughts are settling, and the strength you will need next is slowly returning.',
};
