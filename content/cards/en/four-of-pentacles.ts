import type { CardContent } from '../card-content';

/** The Four of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    'A crowned man sits on a stone block in front of a city, holding on tight. In the Rider–Waite–Smith deck he clutches one pentacle to his chest with both arms, balances another on top of his crown and keeps two more pinned under his feet. His posture is rigid, almost hunched, and he faces us squarely, as if guarding his treasure from whoever is looking. The Marseille Four of Coins shows four coins set at the corners of the card with a flower at the centre, a square, stable pattern.',
    'Every coin is locked in place. The one on his head suggests that his thoughts are taken up with money or security; the one against his chest, that his feelings are bound up with it; the two beneath his feet, that he cannot walk anywhere without losing them. The city behind him shows what he has achieved, yet he has turned his back on it. He is safe, but he cannot move, give or receive.',
    'This is a suit of earth, concerned with material life, work and the body. The number four brings structure, and sometimes standstill; in this practical suit it becomes financial and emotional security, savings, property and routines. That stability is valuable, especially after hardship, and the card is no enemy of prudence. Its question is one of degree, and it is worth asking honestly. At what point does protection turn into possessiveness, and prudence into fear?',
    'Faced with the Four of Pentacles, take stock of what you are holding. Honour your need for security and keep building it sensibly. Then ask whether a little generosity, trust or risk would bring more life into your situation. Stability is a foundation, not a fortress, and a foundation is meant to have something built upon it.',
  ],
  present:
    'You are focused on security and control at the moment, protecting what you have built. That is understandable; just notice whether your grip has become tight enough to keep you, or others, from moving.',
};
