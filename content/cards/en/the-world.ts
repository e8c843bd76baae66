import type { CardContent } from '../card-content';

/** The World, in English. */
export const card: CardContent = {
  overview: [
    'The journey ends in a dance. At the centre of the World a figure, draped only in a long violet scarf, moves inside a great oval wreath of leaves, holding a wand in each hand, one leg crossed behind the other. The wreath is tied at top and bottom with red ribbons. In the four corners of the Rider–Waite–Smith card appear the same four creatures that read their books on the Wheel of Fortune: an angel, an eagle, a lion and a bull. The Marseille World is very close, with the dancer inside an almond-shaped garland and the four figures around it, though there the dancer usually holds a single wand, sometimes with a small flask in the other hand.',
    "The wreath is a victor's laurel and also an opening, a doorway through which the traveller passes from one cycle into the next. The wands, held lightly, carry the power the Magician once raised with a single hand, now balanced between both; nothing here has to be forced. The crossed legs repeat those of the Hanged Man, now the right way up, turning surrender into freedom. And the four creatures, which on the Wheel of Fortune surrounded a world in motion, now frame a world made whole: the four elements, the four directions, every part of life in its place.",
    "Card XXI closes the third row and the whole of the Fool's journey. After Judgement's call, the World is the answer: integration, fulfilment, the sense of having arrived. Yet the dance does not stop. Beyond the World the Fool stands ready once more, about to step off the edge of a new cliff, and the sequence turns out to be a circle rather than a line.",
    'As a card for today, the World marks a completion worth recognising: a chapter that can be closed with satisfaction, and some pride, before the next one opens.',
  ],
  present:
    'A cycle is reaching completion, and you can feel the pieces fitting together. What you have worked towards is largely in place, and there is a rare sense of wholeness in your situation that you have fully earned.',
};
