import type { CardContent } from '../card-content';

/** The High Priestess, in English. */
export const card: CardContent = {
  overview: [
    "Seated very still between two pillars, one black and one white, the High Priestess keeps watch over something the viewer cannot see. In the Rider–Waite–Smith deck the pillars carry the letters B and J, for Boaz and Jachin, the columns of Solomon's Temple; behind her hangs a veil embroidered with pomegranates, and on her lap lies a scroll marked TORA, partly hidden by her blue robe. A crescent moon rests at her feet, and her crown is a full moon between two horns. The Marseille pattern is more surprising: La Papesse, a female pope, wears a triple tiara and holds an open book, a figure that has long puzzled readers.",
    'Thresholds are the theme of this card. The two pillars stand for the pairs that shape experience, light and dark, known and unknown, and she sits exactly between them, belonging to neither. The veil does not lock anything away; it simply marks that some knowledge has to be approached slowly. Its pomegranates recall Persephone, who passed between the world above and the world below. The half-hidden scroll says that the law is there, but not all of it can be read aloud, and the moon at her feet ties the card to intuition, dreams and the tides of feeling, while her robe seems to flow like water.',
    "Number II follows the Magician and deliberately answers him. He acts; she waits. He lays out all his tools; she keeps her scroll rolled and her book on her knees. In this first row of the Fool's journey, where the traveller learns to move in the world, the High Priestess teaches the quieter half of that skill: knowing when to listen. Next comes the Empress, who turns this hidden, inward knowledge into something lush and visible.",
    'Drawn today, the High Priestess suggests that you may know more than you think. The answer is less likely to come from gathering more information than from a pause long enough to hear yourself.',
  ],
  present:
    'Much of what is going on has not been said aloud, by you or by anyone else. You already know more than you can prove, and this is a moment to trust that inner knowing while the outward facts catch up.',
};
