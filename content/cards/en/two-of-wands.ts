import type { CardContent } from '../card-content';

/** The Two of Wands, in English. */
export const card: CardContent = {
  overview: [
    'A man in a red cap and cloak stands on the battlements of a castle, looking out across a broad landscape of fields, hills and sea. In the Rider–Waite–Smith deck he holds a small globe in his right hand and a wand in his left, while a second wand stands beside him, held to the wall by an iron ring. Set into the stone on his left is a cross made of red roses and white lilies. The Marseille card shows only two long batons crossed in an X, with leaves and flowers sprouting around the point where they meet.',
    'The globe is the world in miniature: he can hold it, study it and imagine travelling it, yet he has not left the castle. One wand is firmly fixed, the position he has already won, while the other is in his hand, ready to be carried elsewhere. The roses and lilies join passion and purity, desire and clear intention. His gaze is on the distance, but his feet are on secure ground, and the tension between those two places is the heart of the card.',
    'Wands are the suit of fire, governing will, enterprise and the drive to make things happen. Two is the number of balance and choice, and here the first spark of the Ace meets the question of direction. Where should this fire go, and at what cost? The Two of Wands stands between security and expansion, planning rather than acting, and it leads naturally to the Three, where plans begin to bear their first results.',
    'Today this card asks you to think bigger and then to be specific. Look at what you have already secured and be grateful for it, but do not let comfort become a cage. Decide what you would like your horizon to hold, sketch out the route, and choose the first step that would take you beyond the walls.',
  ],
  present:
    'You are at a planning stage, with more choices than it first seems. Your current position is secure, yet part of you is already looking beyond it; sketch out the wider plan and decide what you are willing to risk for it.',
};
