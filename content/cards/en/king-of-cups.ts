import type { CardContent } from '../card-content';

/** The King of Cups, in English. */
export const card: CardContent = {
  overview: [
    'A king sits on a heavy stone throne that seems to float on a restless sea, with waves rising all around it. In the Rider–Waite–Smith deck he holds a cup in his right hand and a short sceptre in his left, and a fish-shaped amulet hangs from a chain around his neck. To one side a ship sails on the open water, and to the other a fish leaps from the waves. His face is calm and his posture relaxed, untroubled by the motion around him. The Marseille King of Cups is seated and crowned, holding up a cup as the sign of his suit.',
    "What the card is really about is the contrast between the stormy sea and the king's composure. He does not deny the waters of emotion; he rules above them, steady because his throne rests on solid stone. The ship represents the practical world of trade and travel, the leaping fish the creative and emotional depths, and he sits between them, able to deal with both. The fish amulet shows that he wears his feelings close to his heart, even while keeping them in balance.",
    'Cups belong to water, the element of emotion, relationships and intuition. A king rules his suit from the outside, through authority, experience and responsibility towards others. The King of Cups has mastered the world of feeling: he is diplomatic, compassionate, generous and wise, able to stay calm in a crisis and to hear others out. He may describe a caring mentor or partner, a situation that calls for emotional maturity, or your own capacity to lead with heart as well as head.',
    'This card asks you to be the calm centre in a sea of feeling. Acknowledge your emotions without letting them steer the ship, listen with empathy, and answer with fairness. Others can rely on your steadiness; just make sure your composure leaves room for your own heart too.',
  ],
  present:
    'Emotional balance is needed, or available to you, in the present. Stay calm, listen with empathy and respond wisely; you can navigate strong feelings without being swept away by them.',
};
