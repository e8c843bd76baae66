import type { CardContent } from '../card-content';

/** The Emperor, in English. */
export const card: CardContent = {
  overview: [
    "A crowned, bearded ruler sits on a heavy stone throne and looks straight out of the card. In the Rider–Waite–Smith image the throne is carved with rams' heads, he holds a sceptre shaped like an ankh in one hand and an orb in the other, and beneath his red robe a glint of armour shows at the legs. Behind him rise bare, steep mountains, with only a thin stream at their foot. The Marseille Emperor is usually drawn in profile, leaning against his throne rather than sitting squarely on it, with a shield bearing an eagle at his feet and his legs crossed in a way many readers compare to the figure 4.",
    "The rams recall Aries, the sign of beginnings and drive, which the Golden Dawn tradition assigned to this card. The ankh, the Egyptian sign of life, and the orb together say that his authority is meant to protect and govern a living world, not merely to command it. The armour is quieter but telling: he is ready to defend what has been built. The mountains are the opposite of the Empress's fertile field; they stand for endurance, hard-won ground and the limits that keep things standing. And red, the colour of his robe, is the colour of will in action.",
    "The Emperor is card IV, and four is the number of the square, of foundations and four walls. In the first row of the Fool's journey he teaches the traveller that freedom needs a frame: rules, plans, a roof overhead. He follows the Empress, whose abundance he orders and protects, and he hands on to the Hierophant, who turns personal authority into shared tradition and teaching. Without him the Fool would stay a wanderer; with too much of him, the road would become a parade ground.",
    'When he appears today, the Emperor usually asks where a little structure, a clear boundary or a decision taken in your own name would make life steadier.',
  ],
  present:
    'Structure is what your situation asks for, along with someone willing to take responsibility for it. Whether that authority is yours or belongs to another person, clear rules and a steady hand are what keep things standing today.',
};
