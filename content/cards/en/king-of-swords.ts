import type { CardContent } from '../card-content';

/** The King of Swords, in English. */
export const card: CardContent = {
  overview: [
    'A king sits facing us on a high stone throne, holding a drawn sword upright, its point tilted slightly to one side. In the Rider–Waite–Smith deck he wears a blue tunic under a purple cloak, and the back of his throne is carved with butterflies, crescent moons and a small winged figure. Behind him a few slender trees rise against a sky streaked with cloud, and two birds fly far off. The Marseille king also sits enthroned with a sword in hand, armoured and crowned, more a soldier-ruler than a scholar.',
    'His frontal pose makes him the one who judges. The sword is the law he holds, and its slight tilt has been read as a sign that even justice must bend to circumstances, or as a warning that authority can lean towards its own interest. The butterflies and moons link him to the Queen, but his expression is sterner. The two birds, where she has only one, can suggest a mind that weighs both sides before deciding.',
    'His element is air, which rules intellect, speech and judgement. Kings stand for the suit mastered outwardly, as authority and responsibility. The King of Swords is the judge, the professional, the strategist, someone whose words carry weight. He can describe a person in a position of authority, a legal or official matter, or that side of you which must think clearly and decide. His strength lies not in quick reactions but in considered rulings that others can trust.',
    'When this king appears, he asks you to take responsibility for your thinking. Gather the facts, weigh them fairly, and decide on principle rather than out of emotion or fear. Authority is a trust, not a weapon, and used with integrity your clear mind can bring order and justice to a confused situation.',
  ],
  present:
    'A cool head and clear principles serve you best right now. You are in a position to judge, decide or advise; rely on facts, be fair, and let your authority be felt through clarity rather than pressure.',
};
