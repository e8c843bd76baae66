import { cardById, type Suit } from '../deck';
import type { ReadingSlot } from '../reading';

/** How fast the cards say things move: never a date, a tendency. */
export type Pace = 'fast' | 'decision' | 'feelings' | 'slow' | 'own' | 'delayed';

/** The traditional pace of each suit: Wands in days or weeks, Swords with a decision, Cups as feelings settle, Pentacles in months. */
const suitPace = { wands: 'fast', swords: 'decision', cups: 'feelings', pentacles: 'slow' } as const satisfies Record<Suit, Pace>;

/**
 * The pace a spread keeps: delayed when more than half its cards lie reversed, else the pace most
 * of its cards share (the majors keep their own time), a tie going to the later card.
 */
export function paceOf(slots: readonly ReadingSlot[]): Pace {
  if (slots.filter((slot) => slot.reversed).length * 2 > slots.length) return 'delayed';
  const counts = new Map<Pace, number>();
  let best: Pace = 'own';
  for (const slot of slots) {
    const card = cardById(slot.card);
    const pace = card.arcana === 'major' ? 'own' : suitPace[card.suit];
    const count = (counts.get(pace) ?? 0) + 1;
    counts.set(pace, count);
    if (count >= (counts.get(best) ?? 0)) best = pace;
  }
  return best;
}
