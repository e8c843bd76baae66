import type { CardContent } from '../card-content';

/** The Ten of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A man walks towards a town in the distance, bent almost double under a bundle of ten wands that he clutches against his chest. In the Rider–Waite–Smith deck the staffs are so many, and held so awkwardly, that they cover his face; he cannot see where he is going, only the ground at his feet. The fields around him are ploughed and the houses ahead seem within reach, yet every step looks hard. The Marseille Ten of Batons shows ten staves crossing in a dense pattern, with two standing upright at the sides like a frame.',
    'The wands are not weapons here but responsibilities, everything he has gathered, earned or agreed to carry. The way he holds them, in a bundle against his body rather than across his back, is deliberately inefficient, and many readers see in it the stubbornness of someone who will not ask for help. The town is his goal and it is close, which gives the card a note of hope, but the burden hides the view. He has succeeded, and success has become heavy.',
    'Wands belong to fire, the element of drive, creation and ambition. Ten is the number of completion and the end of a cycle, and in this suit it shows what happens when fire keeps burning long after the original spark: projects multiply, duties accumulate and early enthusiasm hardens into obligation. The cycle is nearly over, and the card asks what you really want to carry into the next one.',
    'When the Ten of Wands appears, it asks you honestly what you are carrying and why. Some of those wands belong to you; others could be shared, delegated or simply put down. Lift your head, look at where you are going, and lighten the load enough to arrive on your own two feet.',
  ],
  present:
    'You are carrying a heavy load at the moment, perhaps more than your share. Look at what is truly yours to hold; the way forward opens once you set down what others could carry, or what could wait.',
};
