import type { CardContent } from '../card-content';

/** The Empress, in English. */
export const card: CardContent = {
  overview: [
    'Here is the most abundant figure of the major arcana. The Rider–Waite–Smith Empress reclines on soft cushions in a field of ripening wheat, with a forest behind her and a waterfall running down into a stream. She wears a crown of twelve stars and a loose robe patterned with pomegranates, holds a sceptre, and beside her rests a heart-shaped shield bearing the sign of Venus. The Marseille Empress is more formal: she sits upright and faces us, crowned, with what look like wings behind her, a sceptre in one hand and a shield with an eagle in the other, a ruler before she is a mother.',
    "The wheat promises harvest and the water keeps everything alive: this is nature that grows without being forced. The Venus sign links her to love, beauty and the pleasures of the senses, and the pomegranates, already seen on the High Priestess's veil, have ripened and moved from the background into her dress, as though hidden potential had stepped into the light. The twelve stars are often read as the months of the year or the signs of the zodiac, the whole turning of the seasons gathered on one head. Her posture is relaxed. She does not strive; she lets things grow.",
    "As card III, the Empress shows the Fool that acting in the world is not only a matter of will. After the Magician's skill and the High Priestess's inner knowing, she brings creation: ideas become gardens, children, projects, homes. Her partner comes next. The Emperor, card IV, builds walls and rules around what she has made grow, and the two are best understood together, as care and structure, fertility and order.",
    'Today the Empress often invites a visitor to slow down and tend to something, themselves included, rather than push harder. What is cared for tends to flourish.',
  ],
  present:
    'This is a fertile, generous stretch in which whatever you care for responds visibly. Comfort, pleasure and tenderness are not distractions from the matter you are asking about; at present they are the very things helping it flourish.',
};
