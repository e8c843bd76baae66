import type { CardContent } from '../card-content';

/** The Eight of Wands, in English. */
export const card: CardContent = {
  overview: [
    'Eight wands fly through a clear sky, all parallel, angled downwards like arrows about to land. In the Rider–Waite–Smith deck there is no human figure at all, only the wands, each sprouting a few fresh leaves, above a peaceful landscape with a river and a green hill where a small house stands. It is one of the very few cards in the deck without a person in it. The Marseille Eight of Batons shows eight staves crossing in a tight, interwoven pattern, with no sense of flight, only density and order.',
    'The absence of people is telling: events are moving by themselves, faster than anyone can steer them. The wands all point the same way, which suggests alignment and a single purpose, nothing pulling against anything else. Their downward angle implies arrival, so the card is traditionally read as news, messages and results landing at last. The river below echoes the flow, while the distant house hints at where all this movement is heading, towards something settled and inhabited.',
    'Wands belong to fire, the element of drive, action and inspiration, and fire is the quickest of the elements. Eight is the number of movement and mastery, and here movement is at its purest, with nothing holding it back. The obstacles of earlier stages have cleared. The card speaks of speed, travel, rapid progress and communication, the feeling that life has suddenly picked up pace and that things are falling into line.',
    'This card asks you to be ready. When events move quickly, hesitation can cost you the chance, so answer promptly, keep your focus and enjoy the sense of things coming together. Just make sure you know where you are aiming, because arrows in flight are hard to call back.',
  ],
  present:
    'Things are moving fast around you. News, decisions or developments are arriving quickly, and the way ahead is clearer than it has been for some time; respond promptly and keep your aim true.',
};
