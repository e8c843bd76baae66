import type { CardContent } from '../card-content';

/** The Eight of Swords, in English. */
export const card: CardContent = {
  overview: [
    'A woman stands on marshy ground, her body wrapped in cloth that pins her arms, a blindfold tied over her eyes. On the Rider–Waite–Smith card eight swords are planted in the earth around her, most of them behind her and to her sides, like the bars of an open cage. Shallow pools lie at her feet, and in the distance a castle stands on a rocky cliff. The Marseille card shows eight curved blades woven into an oval, with a small flower at the centre, an enclosure without a prisoner.',
    'Look closely and the trap is less complete than it first appears. Her feet are free, the bindings are loose, and there is a gap in the swords in front of her. She could walk out, slowly and carefully, if she trusted herself to. The blindfold is what keeps her still: she cannot see the opening, so she assumes there is none. The castle behind her may stand for the authority, family or society that she feels has put her there, and the water at her feet for the emotions that keep the ground unsteady.',
    'In this suit of air and intellect, the Eight shows the mind turning against itself. Eight is usually the number of movement and mastery, and here the irony is sharp, because the person has all the strength needed to move, yet thoughts of fear and powerlessness persuade them otherwise. The card shows how beliefs can confine us as surely as any rope.',
    'If the Eight of Swords appears for you today, it gently questions your sense of being stuck. Which of the swords around you are real limits, and which are fears? Ask someone you trust to describe what they see, because others often spot the gap sooner. Then move, however little. Freedom is rarely won in a single stride; it is walked towards, a little at a time.',
  ],
  present:
    'You may feel hemmed in right now, unsure how to move without getting hurt. Look again, because the situation holds more room than fear allows you to see, and a small, steady step could change how it feels.',
};
