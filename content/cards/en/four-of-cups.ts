import type { CardContent } from '../card-content';

/** The Four of Cups, in English. */
export const card: CardContent = {
  overview: [
    'A young man sits cross-legged beneath a tree, arms folded across his chest, looking down at three cups lined up on the grass before him. In the Rider–Waite–Smith deck a hand emerges from a small cloud at his side, offering him a fourth cup, but he does not seem to notice it, or chooses not to. Behind him rises a green hill under a pale sky. The Marseille Four of Cups shows four cups arranged in a square, with a flower or stem growing between them, still and balanced.',
    'The folded arms and crossed legs are the key to the card, a closed posture that is protective and unreceptive. The three cups on the ground are what he already has, and they no longer satisfy him. The fourth, offered from the cloud like the gift of an ace, is a new possibility that he is too absorbed to see. The tree gives shelter and hints at meditation; the Buddha, after all, found awakening beneath a tree. His withdrawal can be empty discontent or the beginning of insight, and the card leaves both readings open.',
    'Cups belong to water, the element of feelings and the inner life. Fours stand for structure, and structure can harden into standstill; here emotional life has come to a pause. After celebration there is often a certain flatness, a sense of having had enough. The card speaks of apathy, boredom and dissatisfaction, but also of contemplation, the need to step back and reconsider what truly matters before reaching for anything new.',
    'When this card appears, it asks two things of you. Stepping back from the noise can be wise, so allow yourself that pause. Then uncross your arms and look around; the gift being held out beside you might be exactly what you have been waiting for, in a form you did not expect.',
  ],
  present:
    "You may be feeling withdrawn or a little disillusioned right now. Reflection is understandable, but don't let it blind you; something worth considering is being offered, if you are willing to look.",
};
