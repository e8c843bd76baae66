import type { CardContent } from '../card-content';

/** The Seven of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    'A young farmer leans on his hoe and gazes at a tall green bush. On the Rider–Waite–Smith card six pentacles hang among its leaves like ripening fruit, while a seventh lies on the ground at his feet. His face is thoughtful, perhaps tired, perhaps uncertain. The work of planting and tending has been done, and now he pauses to consider the results. The Marseille Seven of Coins shows seven coins set among leafy stems, a pattern that is growing but not yet complete.',
    'The hoe says that effort has been invested, and the bush says that something has indeed grown. The question on his face is whether it is enough. The single coin at his feet can be read as what he has already harvested or as what he still holds back, a reserve he has not yet planted. Farming is the image of patience par excellence, since no one can make crops grow faster by worrying about them. A gardener who digs up the seeds every week to check on them will never see a harvest at all.',
    "Earth is this suit's element, the world of work, money and natural growth. Sevens test and assess, and in this suit the seven becomes the moment of review in a long-term project. Is this investment, job or relationship worth more of your time? What has grown, and what has not? The card stands between effort and reward, inviting reflection before the next step.",
    'What the Seven of Pentacles asks for is patience and honesty together. Give your efforts time to bear fruit, but also take stock. Keep tending what is growing, and be brave enough to redirect what is not. The harvest does come, though not always in the place where you expected to find it.',
  ],
  present:
    'You stand between effort and reward. Look at what your work has produced so far, be patient with slow growth, and decide calmly where your time and resources will count the most.',
};
