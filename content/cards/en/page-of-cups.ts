import type { CardContent } from '../card-content';

/** The Page of Cups, in English. */
export const card: CardContent = {
  overview: [
    'A young Page stands on the shore with the sea rolling behind, holding up a golden cup and gazing at it with a look of mild, amused surprise. In the Rider–Waite–Smith deck a small fish pokes its head out of the cup as if about to speak. The Page wears a blue tunic patterned with water lilies and a soft hat with a long scarf that falls over one shoulder. The Marseille Page of Cups is a young figure holding a cup in one hand and its lid in the other, as if about to open it and look inside.',
    'The fish is the most charming symbol in the card. It rises from the sea of the unconscious into the cup of awareness, a message from the inner world that takes the Page by surprise. Fish traditionally stand for intuition, creativity and the hidden life of feeling. The Page does not recoil or try to control it, but simply looks, curious and open. The lilies on the tunic echo the blossoming of emotion, and the sea behind is a reminder that feelings have depths still to be explored.',
    'Cups belong to water, governing emotions, intuition and imagination. Pages are the youngest of the court, apprentices and bearers of messages. The Page of Cups carries tender news, romantic invitations and creative ideas, and embodies a gentle, dreamy sensitivity. In a reading, this card may describe a young or young-at-heart person, an emotional message, or a part of yourself that is only now learning to trust its feelings and give them a voice.',
    'The Page of Cups invites you to welcome the unexpected. Pay attention to your dreams, your hunches and the small surprises that make you smile. Express a feeling, begin a creative project, or answer an invitation with an open heart; like the Page, let yourself be delighted by what the cup reveals.',
  ],
  present:
    'A gentle surprise or a new feeling is touching you right now. Stay curious, listen to your intuition, and let yourself respond from the heart, even if you are not yet sure where it leads.',
};
