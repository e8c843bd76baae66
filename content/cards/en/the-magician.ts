import type { CardContent } from '../card-content';

/** The Magician, in English. */
export const card: CardContent = {
  overview: [
    'Card I shows someone standing behind a table, one arm raised and one lowered, like a lightning rod between sky and ground. In the Rider–Waite–Smith version the Magician wears a white robe under a red cloak, lifts a wand towards the heavens and points a finger at the earth; above the head floats the sign of infinity, and on the table lie a cup, a sword, a pentacle and a wand. The Marseille deck calls the card Le Bateleur, the street conjuror: a young man at a market stall scattered with cups, coins, dice and a knife, holding a small wand, his broad hat brim curving in the same endless loop.',
    "The four objects on the table are the four suits of the minor arcana and the four elements: fire, water, air and earth. Everything needed is already there; the question is whether it will be used. The raised and lowered hands express the old maxim 'as above, so below', the idea that an intention becomes real only when it is brought down to earth. The infinity sign, and the serpent biting its own tail that serves the Waite Magician as a belt, speak of energy that renews itself, while the red and white of the clothes join passion with purity of purpose. The Marseille image adds a wink: a conjuror is a performer, and skill can dazzle as easily as it can serve.",
    "After the Fool's leap, the Magician is the first step on solid ground. He opens the first row, I to VII, where the traveller learns to act in the world and discovers that ideas can be turned into things. The card that follows, the High Priestess, answers him in silence: where the Magician speaks, she listens, and together they form the first great pair of the deck, action and receptivity.",
    'In a reading today, the Magician usually points to resources not yet fully counted, and to the moment when thinking turns into doing.',
  ],
  present:
    'Right now the situation responds to what you do with it. Your skills, your words and your timing are sharper than you may give them credit for, and the matter you are asking about is ready to be shaped by a clear intention.',
};
