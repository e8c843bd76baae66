import type { CardContent } from '../card-content';

/** The Eight of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    'A craftsman sits on a bench, hammer and chisel in hand, absorbed in engraving a pentacle. In the Rider–Waite–Smith deck six finished coins hang on a wooden post beside him and another lies at his feet, while he works on the eighth with complete concentration. In the distance, at the end of a road, stands a town, but he has turned away from it. The Marseille Eight of Coins shows eight coins arranged in orderly rows among stems and flowers, a picture of regularity.',
    'The card is about devotion to work. Each coin looks much like the last, yet each is made with care, and the repetition is exactly how skill develops. The town in the background represents the world of trade and people, to which he will return once his work is ready. His apron and tools mark an apprentice or journeyman rather than a master, someone who is still learning but is already good at what he does. His bench is plain and his workplace is outdoors, as if nothing mattered except the work in his hands.',
    "Pentacles belong to earth, governing work, skill, money and the body. With the eight come movement and mastery; here, movement means steady progress through practice. After the pause of the Seven, the decision has been made to invest in one's craft. This is mastery earned one careful piece at a time, with no shortcuts and no audience.",
    'Here the invitation is to commit to your craft, whatever it may be. Learn, practise and take pride in doing things well. You do not need to be perfect, only dedicated. Over time, this steady effort builds skill, confidence and a reputation that others can trust, and it brings the quieter satisfaction of knowing that your work is sound.',
  ],
  present:
    'You are in a phase of focused, careful work. Learning, practising or perfecting a skill is bringing steady progress; keep going, and let the quality of what you produce speak for itself.',
};
