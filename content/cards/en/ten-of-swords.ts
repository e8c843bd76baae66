import type { CardContent } from '../card-content';

/** The Ten of Swords, in English. */
export const card: CardContent = {
  overview: [
    "A man lies face down at the water's edge, a red cloth thrown over him, and ten swords are driven into his back. On the Rider–Waite–Smith card the sky above him is completely black, yet along the horizon a band of gold is breaking, and the water beyond is calm. His right hand, resting on the ground, forms a gesture often compared to a blessing. The Marseille card shows a dense lattice of curved blades around two straight swords, an image of saturation rather than of a fallen body.",
    'The card looks brutal, and it is meant to. Ten swords are far more than anyone would need to defeat a person, which hints at exaggeration, a drama in which the end is total and unmistakable. The black sky is the darkest point, and the golden light on the horizon is the next morning. The still water suggests that once the struggle stops, a kind of peace arrives, and the hand shaped in blessing reminds us that even this ending contains grace.',
    "The suit's element is air, which covers the mind, words and conflict. Ten is the number of completion and the end of a cycle, and in this suit completion is the point where a painful mental or emotional pattern can go no further. After the anxiety of the Nine comes the reality: it has happened. Strangely, that can be a relief, because the waiting and the dread are over.",
    'If the Ten of Swords comes up today, it asks you to accept an ending rather than fight it. Rest, grieve and let others help, without turning the wound into your identity. The card marks the bottom of the curve, and from here, slowly and with care, you can stand up again and walk towards the light on the horizon.',
  ],
  present:
    'Something is ending, or has just ended, and it may feel like the lowest point. Let it finish. The worst is here rather than still to come, and once you stop fighting it you can start to recover.',
};
