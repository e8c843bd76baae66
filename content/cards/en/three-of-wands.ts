import type { CardContent } from '../card-content';

/** The Three of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A figure in a red cloak and a green-and-gold tunic stands on a high cliff, seen from behind, one hand resting on the tallest of three wands planted firmly in the ground. In the Rider–Waite–Smith deck he looks out over a wide expanse of golden water, where small sailing ships are crossing towards distant mountains. Sky and sea glow yellow, as if the whole scene were bathed in late afternoon light. The Marseille Three of Batons shows three staves arranged in a simple pattern, one upright and two crossing, with small flowers and leaves between them.',
    'The figure stands in the open, with nothing between him and the view. The ships are often read as ventures already launched, goods or hopes sent out across the water and now on their way back. The three wands are rooted in the earth, a sign that the plans have found solid footing, and the height of the cliff gives foresight, the ability to see what is coming before others do. The golden light suggests that the outlook is favourable, though the waiting is not quite over.',
    'Wands are the fire suit, ruling enterprise, ambition and creative drive. Three is the number of growth and first results: the spark of the Ace and the planning of the Two now begin to produce something real. The card speaks of expansion, trade, travel and long-distance connections, of a life that starts to reach beyond its starting point. It is also about patience, because the ships are still at sea and the harvest is not yet in.',
    'This card asks you to trust what you have set in motion. Keep your eyes on the horizon, watch for news and openings from unexpected directions, and prepare for the next stage while results arrive. You have done the planting; now stand firm, look far, and be ready to meet whatever comes in.',
  ],
  present:
    'You are in a phase of growth, watching for the return on what you have started. Results are beginning to show, and your sense of what is possible is widening; stay alert to opportunities that come from further away.',
};
