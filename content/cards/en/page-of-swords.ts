import type { CardContent } from '../card-content';

/** The Page of Swords, in English. */
export const card: CardContent = {
  overview: [
    "A young figure stands on a rise of rough ground, holding a sword upright with both hands. In the Rider–Waite–Smith version the wind is everywhere, tossing the page's hair, bending the distant trees and driving clouds across the sky, where a flock of birds rises. The page looks to one side, alert, as if expecting something to appear over the horizon. The Marseille page is a similar youth in a broad hat, holding a drawn sword in one hand and its scabbard in the other, apparently still deciding what to do with the blade.",
    'Air is the element of the Swords, and this card is full of it: thoughts, news, opinions and ideas blowing in every direction. The page holds the sword up rather than swinging it, ready to defend or to test the edge, but not yet practised in its use. The birds are messages and thoughts taking flight, and the high ground gives the page a view over a wide landscape, the vantage point of someone who watches and learns.',
    'Pages are the students and messengers of the tarot, new beginners in their suit. The Page of Swords is the young mind, curious, quick, truthful and a little restless, sometimes blunt because tact has not yet been learned. The card can describe a person like this, a piece of news or an idea, or the part of you that wants to understand, to investigate and to speak up. It can also point to a situation that calls for watchfulness.',
    'When this page appears, it invites you to become a student of the situation. Ask questions, gather facts, and say what you think with honesty and fairness. Keep your curiosity alive but your tongue kind, and a sharp mind can clear things up without wounding anyone.',
  ],
  present:
    'Your mind is alert and curious right now. Questions, fresh information or a frank conversation are moving things along; stay observant, and speak honestly without letting the sword slip into sarcasm.',
};
