import type { CardContent } from '../card-content';

/** The Three of Cups, in English. */
export const card: CardContent = {
  overview: [
    'Three young women dance in a circle in a garden, raising their cups high above their heads as if drinking a toast. In the Rider–Waite–Smith deck they wear flowing robes in white, red and orange, and garlands of flowers and fruit crown their hair. At their feet lie the fruits of the harvest, pumpkins, grapes and other produce spilling onto the ground. The sky above is a clear, light blue. The Marseille Three of Cups shows three cups arranged with two below and one above, framed by leaves and flowers.',
    'The dancers move together without a leader, each turned slightly towards the others, a picture of friendship as a shared rhythm. Their raised cups almost meet in the middle, and the toast is a gesture of gratitude and joy. The harvest at their feet tells us there is something real to celebrate: work that has borne fruit, a season that has given generously. The three figures have also been compared to the three Graces of classical myth, who brought beauty, joy and abundance wherever they went.',
    'Cups belong to water, governing feelings, relationships and intuition. Three brings growth and the first visible results, and here the bond between two people opens out into a circle. Love reaches beyond the couple into friendship and community. The card speaks of reunions, weddings, parties and the simple happiness of people who care about each other being together, of support given and received without keeping score.',
    'This card asks you to make room for joy and for the people who share it. Call the friends you have not seen for a while, celebrate what has gone well, and let yourself belong. Happiness, the card reminds you, is one of the few things that grows larger when it is shared.',
  ],
  present:
    'Friendship and celebration colour your present. The people around you are ready to share in your joys, and you in theirs; enjoy their company and let this sense of community lift you.',
};
