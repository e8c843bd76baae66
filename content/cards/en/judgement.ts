import type { CardContent } from '../card-content';

/** Judgement, in English. */
export const card: CardContent = {
  overview: [
    'A trumpet sounds from the clouds and the dead rise to answer it. The Rider–Waite–Smith Judgement shows a great angel, often identified as Gabriel, blowing a trumpet hung with a banner that bears a red cross. Below, men, women and children stand up in open coffins floating on water, their arms raised or spread towards the sky, with snowy mountains behind them. The Marseille card, Le Jugement, is built in the same way but more compactly: the angel leans out of a ring of clouds, and beneath it a figure seen from behind climbs out of a grave between a man and a woman who join their hands in prayer.',
    'The scene comes straight from Christian pictures of the Last Judgement and the resurrection of the dead, but in tarot it is less about a verdict than about waking up. The trumpet is a call that cannot be ignored, and the coffins are old limits, lives we had grown used to, now thrown open. The raised arms say yes. The cross on the banner joins the vertical and the horizontal, heaven and earth, spirit and daily life. Unlike Justice, who weighs actions one by one, Judgement looks at a whole life and invites it to begin again.',
    'Card XX is the penultimate step of the third row and of the major arcana as a whole. The Sun brought clarity; Judgement turns clarity into a summons, asking the traveller to gather every lesson learned since the Magician and to answer for them, with awareness, not guilt. Only then can the journey be completed in the World, the card that follows and the last of the deck.',
    'In a reading it often points to a moment of reckoning or renewal: a call you may have heard before and are now ready to answer. Old regrets can be set down here, not buried.',
  ],
  present:
    'Something long dormant is stirring in you, and you are seeing your own story with unusual clarity. Old choices make sense in a new light, and the situation is inviting you to become a truer version of yourself.',
};
