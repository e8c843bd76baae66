import type { CardContent } from '../card-content';

/** The Seven of Swords, in English. */
export const card: CardContent = {
  overview: [
    "A man in a red cap and boots tiptoes away from a military camp, his arms full of swords. In the Rider–Waite–Smith deck he carries five blades, gripping them awkwardly by the hilts, while two remain planted in the ground behind him. He glances back with a grin, as if checking that nobody has noticed. The camp's tents are pitched under a yellow sky, and a few small figures can be made out in the distance. The Marseille card shows six curved blades framing one straight sword, with no hint of a story beyond the pattern itself.",
    'Everything in the image speaks of stealth. The tiptoeing gait, the backward glance and the armful of swords describe someone taking what is not theirs, or leaving in a hurry before being caught. And yet the two swords left behind raise a question: could he not carry them all, or is this a calculated retreat, leaving enough behind to avoid raising the alarm? The card can mean theft and deception, but also cunning, diplomacy and the art of knowing what to take and what to leave.',
    'This airy suit is the domain of the mind, and the mind can be as crafty as it is clear. Seven is the number of testing and assessment, and here the test concerns honesty, and what you do when you think nobody is watching. In the journey through the Swords, this card follows the peaceful crossing of the Six with a reminder that not every move is made in the open.',
    'When the Seven of Swords turns up, it often calls for vigilance. Check the details, protect what matters to you, and notice who says one thing and does another. Look at yourself too. If you are tempted to cut corners or sidestep a difficult truth, the card warns that carrying stolen swords is tiring and rarely ends well. Integrity weighs far less.',
  ],
  present:
    'Something is not quite as it seems. A secret, a shortcut or a half-told story is part of the picture now; stay alert, check the facts, and make sure your own actions could bear the full light of day.',
};
