import { arcanaOf } from '../arcana';
import { cardById, type CardId, type Suit } from '../deck';
import type { ReadingSlot } from '../reading';
import type { PositionKind } from '../spreads';
import { cardAhead, isBehind } from './verdict';

/** How fast the cards say things move: never a date, a tendency. */
export type Pace = 'fast' | 'decision' | 'feelings' | 'slow' | 'own' | 'delayed';

/** The traditional pace of each suit: Wands in days or weeks, Swords with a decision, Cups as feelings settle, Pentacles in months. */
const suitPace = { wands: 'fast', swords: 'decision', cups: 'feelings', pentacles: 'slow' } as const satisfies Record<Suit, Pace>;

/** Cards with a speed of their own: the Eight of Wands, the Chariot and the swift knights; the patient and the healing ones. */
const cardPace: Partial<Record<CardId, 'fast' | 'slow'>> = {
  'eight-of-wands': 'fast',
  'the-chariot': 'fast',
  'knight-of-wands': 'fast',
  'knight-of-swords': 'fast',
  'knight-of-pentacles': 'slow',
  'four-of-swords': 'slow',
  'seven-of-pentacles': 'slow',
  'the-hanged-man': 'slow',
  temperance: 'slow',
  // The lantern's slow search, in its own time (es round 78: no quick pace beside it ahead).
  'the-hermit': 'slow',
  // A Wand bowed under its load, or holding the line, moves nothing quickly.
  'ten-of-wands': 'slow',
  'nine-of-wands': 'slow',
  // The slow crossing, and the long recovery after an ending: no sudden decision.
  'six-of-swords': 'slow',
  'ten-of-swords': 'slow',
  // The sunlit day: what it promises comes soon and in full view.
  'the-sun': 'fast',
  // News travels: the Page of Swords brings word, no decision.
  'page-of-swords': 'fast',
  // Plans laid from the battlements: what they wait for comes from far away, in its time.
  'two-of-wands': 'slow',
};

/** The pace a card keeps upright: its own speed, else a major's own time, else its suit's. */
const paceKept = (id: CardId): Pace => {
  const card = cardById(id);
  return cardPace[id] ?? (card.arcana === 'major' ? 'own' : suitPace[card.suit]);
};

/**
 * Cards that keep no pace: the juggler's busy hands, a sleepless night's worry, a heartbreak, a stand held against others
 * (no decision sets their time; it round 80: "il Sette di Bastoni detta un ritmo rapido"), a secret and a fight won at a
 * cost (en round 138: the Seven of Swords' "moves made out of sight" as "things move once something is settled").
 */
const unpaced: ReadonlySet<CardId> = new Set([
  'two-of-pentacles',
  'nine-of-swords',
  'three-of-swords',
  'seven-of-wands',
  'seven-of-swords',
  'five-of-swords',
]);

/**
 * Places that say nothing of when: the people around, hopes and fears, what stands in the way (a quarrel there is what
 * slows things, not their speed), the advice (and what is already behind).
 */
const aside: readonly PositionKind[] = ['around', 'hopes', 'obstacle', 'advice'];

/** The cards that keep time: those on the way and ahead that keep a pace, else all of them. */
const timed = (slots: readonly ReadingSlot[]) => {
  const keeping = slots.filter((slot) => !isBehind(slot) && !aside.includes(slot.position.kind) && !unpaced.has(slot.card));
  return keeping.length > 0 ? keeping : slots.filter((slot) => !unpaced.has(slot.card));
};

/**
 * A card reversed that holds a pace back: not one whose reversal is a release (a stalemate breaking), nor one in what helps
 * (es round 121: the Queen of Swords reversed «A favor» said to hold things back).
 */
const holdsBack = (slot: ReadingSlot) => slot.reversed && arcanaOf(slot.card).reversed !== 'release' && slot.position.kind !== 'favour';

/** The card a spread reads for when (its timing place, else the card ahead), with a speed of its own, upright. */
const ownPaced = (slots: readonly ReadingSlot[]) => {
  const when = slots.find((slot) => slot.position.kind === 'timing') ?? cardAhead(slots);
  return when && !when.reversed && cardPace[when.card] ? when : undefined;
};

/**
 * The pace a spread keeps, by the cards that keep time (never one behind, the people around or hopes and fears): the
 * card read for when (its timing place, else the card ahead), when it lies upright and has one (a swift knight,
 * Temperance, the Sun); else quick wherever the Eight of Wands (the card of speed) lies upright; delayed
 * when more than half its cards lie reversed and held back (a reversal that releases holds nothing); else the pace most of its upright cards share (the
 * majors keep their own time, a card with a speed of its own keeps it, a reversed card holds its suit's pace back), a
 * tie going to the later card; never quick beside a card that keeps a slow pace, nor before an end held back.
 */
export function paceOf(drawn: readonly ReadingSlot[]): Pace {
  const own = ownPaced(drawn);
  if (own) return cardPace[own.card]!;
  const slots = timed(drawn);
  // (No card that keeps a pace: the cards keep their own time.)
  if (slots.length === 0) return 'own';
  if (slots.some((slot) => slot.card === 'eight-of-wands' && !slot.reversed)) return 'fast';
  const upright = slots.filter((slot) => !slot.reversed);
  // A card whose reversal is a release (a stalemate breaking) holds nothing back.
  const holding = slots.filter(holdsBack);
  if (holding.length * 2 > slots.length) return 'delayed';
  const counts = new Map<Pace, number>();
  let best: Pace = holding.length === slots.length ? 'delayed' : 'own';
  for (const slot of upright) {
    const pace = paceKept(slot.card);
    const count = (counts.get(pace) ?? 0) + 1;
    counts.set(pace, count);
    if (count >= (counts.get(best) ?? 0)) best = pace;
  }
  // A quick pace beside a card that keeps a slow one (the Page of Swords' news, the Hanged Man ahead: es round 78) is
  // no quick pace: the cards keep their own time.
  if (best === 'fast' && upright.some((slot) => cardPace[slot.card] === 'slow')) return 'own';
  // Nor before an end held back: that end delays it (en round 132: "things may move quickly once they start" on the Four
  // of Wands, the Ace of Wands reversed's false starts ahead).
  const end = cardAhead(drawn);
  return best === 'fast' && end !== undefined && slots.includes(end) && holdsBack(end) ? 'delayed' : best;
}

/**
 * The cards that keep a pace, to be named beside it: the card read for when with a speed of its own, else the Eight of
 * Wands, else the upright cards of that pace that keep time, a major only with a speed of its own (none for a pace of
 * its own, which no card sets; a delay, by the cards that hold it back).
 */
export function paceCards(drawn: readonly ReadingSlot[], pace: Pace): ReadingSlot[] {
  const own = ownPaced(drawn);
  if (own && cardPace[own.card] === pace) return [own];
  const slots = timed(drawn);
  const eight = slots.find((slot) => slot.card === 'eight-of-wands' && !slot.reversed);
  if (pace === 'fast' && eight) return [eight];
  // A delay is named by the cards that hold it back, reversed (en round 113: "one thing has to change first" and none named).
  if (pace === 'delayed') return slots.filter(holdsBack);
  if (pace === 'own') return [];
  return slots.filter((slot) => !slot.reversed && paceKept(slot.card) === pace);
}
