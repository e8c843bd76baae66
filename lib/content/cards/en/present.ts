import type { CardId } from '../../../tarot/deck';

/** How each card reads in a present position (card pages; the other positions are in messages). */
export const present: Record<CardId, string> = {
  'the-fool':
    'A fresh start is taking shape, and the ground ahead of you is still unmapped. That is no flaw in your plans: the situation is new enough that curiosity and a willingness to begin count for more than experience.',
  'the-magician':
    'Right now the situation responds to what you do with it. Your skills, your words and your timing are sharper than you may give them credit for, and the matter you are asking about is ready to be shaped by a clear intention.',
  'the-high-priestess':
    'Much of what is going on has not been said aloud, by you or by anyone else. You already know more than you can prove, and this is a moment to trust that inner knowing while the outward facts catch up.',
  'the-empress':
    'This is a fertile, generous stretch in which whatever you care for responds visibly. Comfort, pleasure and tenderness are not distractions from the matter you are asking about; at present they are the very things helping it flourish.',
  'the-emperor':
    'Structure is what your situation asks for, along with someone willing to take responsibility for it. Whether that authority is yours or belongs to another person, clear rules and a steady hand are what keep things standing today.',
  'the-hierophant':
    'Tradition frames what is happening to you: a family, a workplace, a faith or a set of shared rules. What is tried and tested carries real weight in this situation, and good counsel is closer than you might think.',
  'the-lovers':
    'At the heart of your situation sits a relationship, or a choice that reveals what you truly value. Two things you care about are meeting, and the harmony between them, or the lack of it, is what you are really weighing today.',
  'the-chariot':
    'You are in motion, with momentum building behind you. Competing wishes still tug in different directions, yet your determination is what currently holds them together, and the situation is moving because you refuse to let it stall.',
  strength:
    'Patience is achieving more for you than force ever could. You are facing something powerful, in another person or in your own feelings, and a calm, kindly firmness is already bringing it under control.',
  'the-hermit':
    "Solitude is part of the picture for now, and you may feel a need to withdraw from other people's opinions. The distance is useful: away from the noise, you can hear what you actually think about the matter in hand.",
  'wheel-of-fortune':
    'Circumstances are turning, and not all of them are yours to steer. Things that seemed settled are moving under your feet, which can feel unnerving, yet this very movement is creating possibilities that did not exist a short while ago.',
  justice:
    'Fairness is the real question in your situation today. Contracts, agreements or a decision may be in play, and what unfolds will reflect the facts as they are, not as you or anyone else involved would prefer them to be.',
  'the-hanged-man':
    'Progress has paused, and no amount of effort will hurry it. This suspended moment feels uncomfortable, yet it is quietly reordering your priorities, and what you are giving up may matter less than what you are beginning to understand.',
  death:
    'An ending is already under way in your life, whether or not you have named it yet. The transformation is happening beneath the surface, and the less energy you spend defending the old shape of things, the easier this passage becomes.',
  temperance:
    'Balance is returning to your situation, slowly and without fuss. Extremes are softening, different needs are finding room alongside each other, and this moderate pace, though it may seem unremarkable to you, is exactly what is healing things.',
  'the-devil':
    'A habit, a desire or a fear has more grip on you than you would like to admit. Part of you may even enjoy it, and recognising that pleasure alongside its cost is what this moment is really about.',
  'the-tower':
    'The ground under your situation is shifting suddenly, and something you counted on may be giving way. However unsettling it feels, the upheaval is revealing weaknesses that were there all along, and the truth is arriving faster than anyone planned.',
  'the-star':
    'Hope is quietly coming back into your life. You are in a gentle phase of recovery and renewed trust, and being open about what you wish for is drawing inspiration and kindness towards you.',
  'the-moon':
    'Not everything around you is what it seems. The picture is hazy, your imagination is filling the gaps, and dreams, moods and half-glimpsed signals are shaping how you feel about the matter more than solid facts are.',
  'the-sun':
    'Clarity and warmth fill your situation. Things are easier to understand and easier to share, your confidence is running high, and there is genuine reason for joy in what is happening around you.',
  judgement:
    'Something long dormant is stirring in you, and you are seeing your own story with unusual clarity. Old choices make sense in a new light, and the situation is inviting you to become a truer version of yourself.',
  'the-world':
    'A cycle is reaching completion, and you can feel the pieces fitting together. What you have worked towards is largely in place, and there is a rare sense of wholeness in your situation that you have fully earned.',
};
