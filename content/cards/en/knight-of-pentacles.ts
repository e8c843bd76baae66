import type { CardContent } from '../card-content';

/** The Knight of Pentacles, in English. */
export const card: CardContent = {
  overview: [
    "A knight in dark armour sits on a heavy black horse that stands completely still. On the Rider–Waite–Smith card he holds a single pentacle in his gloved hand and studies it carefully, while behind him stretch neatly ploughed fields under a yellow sky. Sprigs of green leaves decorate his helmet and the horse's head. Of the four knights, he is the only one whose horse is not moving. The Marseille knight rides with a staff in hand while a coin hovers in the air before him.",
    'Where the other knights charge, race or dream, this one waits and works. The heavy horse means strength and endurance rather than speed, and the ploughed fields show labour already done and crops to come. The leaves on his helmet link him to nature and growth. He looks at the coin the way a farmer looks at seed, thinking about what it will become with time and care.',
    'Pentacles are the earth suit, governing work, money, the body and practical life. Knights stand for action and for their suit taken to its limit, and in earth that limit is steadiness itself, made of persistence, method, responsibility and even stubbornness. Seen as a person, the Knight of Pentacles is reliable, hardworking and careful; seen as a situation, the card describes slow but sure progress, and within you, the ability to keep going when others give up.',
    'When the Knight of Pentacles rides into a reading, the message is to see the work through to the end. Be patient, be thorough and keep your promises. At the same time, check that routine is serving you rather than trapping you, because steady progress still needs an occasional change of pace to stay alive. The field will be ploughed, furrow by furrow, if you keep the horse walking.',
  ],
  present:
    'Steady, careful effort is what the moment requires. Progress may feel slow, but it is real; keep to the plan, do your part, and trust that consistency will take you further than speed.',
};
