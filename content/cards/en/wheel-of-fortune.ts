import type { CardContent } from '../card-content';

/** Wheel of Fortune, in English. */
export const card: CardContent = {
  overview: [
    'This is one of the oldest images in the deck, and one of the busiest. In the Rider–Waite–Smith version a great wheel floats among clouds, its rim marked with the letters T, A, R and O between the four Hebrew letters of the divine name, its spokes with alchemical signs. A sphinx holding a sword sits on top, a snake slides down the left side and a jackal-headed Anubis rises on the right. In the four corners an angel, an eagle, a lion and a bull, all winged, read from open books. The Marseille card is stranger and simpler: a wooden wheel turned by a crank, with three odd creatures, one climbing, one sliding down and one crowned on top with a sword.',
    "It recalls the medieval wheel of Fortune, on which kings rise and fall as it turns. Read round the rim, the four Roman letters spell ROTA, Latin for 'wheel', or TARO, or TORA, the word on the High Priestess's scroll. The creatures going up and down show that every rise is followed by a fall and every fall by a rise, while the sphinx on top seems untouched by the motion. The four winged figures, linked to the four fixed signs of the zodiac and to the four Evangelists, hold steady in the corners: change happens, but inside an order.",
    "Card X sits in the second row of the Fool's journey, and it breaks the Hermit's solitude. Having gone inward, the traveller now learns that not everything depends on effort or wisdom: there are cycles, chance meetings and turns of luck. The lesson is not helplessness but timing, knowing when to act and when to ride the turn. Justice comes next, and the pairing is telling: after a wheel nobody can stop comes the card of the choices we answer for.",
    'When the Wheel comes up, it usually marks a turning point; the question is less whether things will change than how to meet the change.',
  ],
  present:
    'Circumstances are turning, and not all of them are yours to steer. Things that seemed settled are moving under your feet, which can feel unnerving, yet this very movement is creating possibilities that did not exist a short while ago.',
};
