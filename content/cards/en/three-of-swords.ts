import type { CardContent } from '../card-content';

/** The Three of Swords, in English. */
export const card: CardContent = {
  overview: [
    'Few tarot images are as direct as this one. On the Rider–Waite–Smith card a large red heart hangs in a grey sky, pierced by three swords that cross inside it, while heavy clouds pour rain all around. There is no person and no landscape, nothing to soften the message that the heart has been wounded. The Marseille card is more abstract, showing two curved blades interlaced around a single straight sword, with leaves and flowers filling the gaps, so the reader has to find the meaning in the number and the suit rather than in a scene.',
    'The heart is the seat of feeling, and the swords are the thoughts, words and truths that cut. That combination explains the card. It is rarely about physical harm; more often it is the sentence that cannot be unsaid, the news that changes everything, the realisation that someone or something was not what you hoped. The storm and the rain are grief made visible, but rain also cleanses, and no downpour lasts for ever.',
    'The number three brings growth and first results. Among the Cups the three is a celebration; in the airy suit of Swords, where thought rules, the first result of conflict is sorrow. The mind has understood something painful, and the heart feels the consequence. Yet three also means movement after the stillness of the two: the stalemate is over, even if it ended in tears, and there is now something real to heal.',
    'If this card comes up for you today, it does not ask you to be brave or to pretend. It asks you to acknowledge the hurt honestly, to allow yourself to grieve and to let the people who care about you help. Swords can be drawn out. In their own time, and with patience, such wounds close, and a heart that has known sorrow often becomes wiser and kinder for it.',
  ],
  present:
    'Something hurts right now, and this card does not minimise it. A painful truth or a loss is being felt; let yourself grieve, lean on the people you trust, and give this difficult time the room it needs to pass.',
};
