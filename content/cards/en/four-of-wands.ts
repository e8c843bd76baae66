import type { CardContent } from '../card-content';

/** The Four of Wands, in English. */
export const card: CardContent = {
  overview: [
    'Four tall wands stand in the foreground, and between the front two hangs a garland of flowers, leaves and fruit, making a kind of festive arch. In the Rider–Waite–Smith deck two figures in bright clothes raise bouquets above their heads, as if greeting someone who has just arrived, while behind them people gather near a castle or great house. A small bridge crosses a moat, and the sky is a clear, warm yellow. The Marseille Four of Batons shows four staves crossing in a symmetrical pattern, often with a flower at the centre, orderly and calm.',
    'The garlanded wands recall a wedding canopy or the arch put up for a harvest festival, an open structure rather than a closed house, marking a space of welcome. The figures are not working; they are celebrating, and the castle behind them suggests that the joy rests on something solid, a community or a home that stands behind it. The bridge is a way in. You are being invited across, back to the place where you belong, to share in what has been gathered.',
    'Wands belong to fire, the element of action, passion and creation. Four is the number of structure and stability, the point where things are built and settled. In a suit as restless as this one, the Four is a rare resting place: the fire is contained in a hearth rather than spreading wildly across the land. The card marks milestones, homecomings, weddings and moments when individual effort becomes a shared foundation that others can stand on too.',
    'Today this card asks you to pause and celebrate. Look at what you have built, with others or for others, and allow yourself to feel glad about it. Gather the people who matter, mark the milestone, and remember that joy is also part of the work of building a life.',
  ],
  present:
    'You are in a period of stability and shared happiness, or moving towards one. Something is ready to be celebrated, and the people around you are part of it; let yourself enjoy the moment instead of rushing past it.',
};
