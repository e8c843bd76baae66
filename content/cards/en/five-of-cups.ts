import type { CardContent } from '../card-content';

/** The Five of Cups, in English. */
export const card: CardContent = {
  overview: [
    'A figure wrapped in a long black cloak stands with head bowed, looking down at three cups that have fallen over, their red and green contents spilled on the ground. In the Rider–Waite–Smith deck two more cups stand upright behind the figure, unnoticed. To one side a river flows, and further off a stone bridge leads across it towards a house or small castle. The sky is grey and heavy. The Marseille Five of Cups shows five cups, four at the corners and one in the centre, among stylised leaves.',
    'The black cloak is the colour of mourning, and the bowed head shows someone wholly absorbed in loss. The spilled cups are what has gone, perhaps a relationship, a hope or an opportunity. Yet the card is carefully composed to hold out hope. Two cups remain, and because they stand behind the figure, seeing them requires turning round. The river is the flow of feeling and of time, and the bridge offers a way across it, back towards home and towards a life that can go on.',
    'Cups belong to water, governing feelings, relationships and the inner life. Every five in the minor arcana brings conflict or loss, and among the cups the loss is emotional: grief, regret, disappointment or heartbreak. Something that seemed settled has been overturned. The card does not deny that the pain is real, but it points out that sorrow can narrow our vision until we see only what has been lost and nothing of what is left.',
    'This card asks you to let yourself grieve without hurrying, but not to stay bent over the spilled cups for ever. In time, turn round and count what still stands: people who care, strengths you keep, chances not yet taken. The bridge is there whenever you are ready to cross it.',
  ],
  present:
    'You are feeling the weight of a loss or a disappointment. The sorrow deserves its time, yet not everything has gone; when you are ready, turn round and see what still stands beside you.',
};
