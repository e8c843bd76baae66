import { cardLean, toneOf, type Lean, type Tone } from '../arcana';
import type { Reading, ReadingSlot } from '../reading';
import { isYesNo, type PositionKind } from '../spreads';

export const toneScore = { light: 1, shadow: -1, mixed: 0 } as const satisfies Record<Tone, number>;

export const slotTone = (slot: ReadingSlot): Tone => toneOf(slot.card, slot.reversed);

export interface Verdict {
  lean: Lean;
  /** A yes that holds only if the card in the way is faced. */
  conditional: boolean;
}

/**
 * Whether a reading answers yes or no: a yes-or-no spread asked a yes-or-no question, or none (the
 * visitor's unspoken one); never "should I" (the visitor's choice), never for a concern.
 */
export function givesVerdict(reading: Reading): boolean {
  return !reading.concern && isYesNo(reading.type) && (reading.ask === undefined || reading.ask === 'none' || reading.ask === 'yes-no');
}

/**
 * The one model every yes or no comes from (the answer beside the cards, the paragraph, the
 * guidance). One card: its lean, as its page says. Three: the outcome weighs twice, where things
 * stand once and what stands in the way half, so the cards commit whenever they lean; a yes with
 * a dark card in the way holds on a condition.
 */
export function verdictOf(reading: Reading, slots: readonly ReadingSlot[]): Verdict | undefined {
  if (!givesVerdict(reading)) return undefined;
  if (reading.type === 'yes-no') return slots[0] && { lean: cardLean(slots[0].card, slots[0].reversed), conditional: false };
  const [now, obstacle, outcome] = slots;
  if (!now || !obstacle || !outcome) return undefined;
  const score = 2 * toneScore[slotTone(outcome)] + toneScore[slotTone(now)] + 0.5 * toneScore[slotTone(obstacle)];
  const lean: Lean = score > 0.25 ? 'yes' : score < -0.25 ? 'no' : 'unclear';
  return { lean, conditional: lean === 'yes' && slotTone(obstacle) === 'shadow' };
}

/** The balance of a whole spread: more light than shadow, more shadow than light, or even. */
function spreadTone(slots: readonly ReadingSlot[]): Tone {
  const score = slots.reduce((sum, slot) => sum + toneScore[slotTone(slot)], 0);
  return score > 0 ? 'light' : score < 0 ? 'shadow' : 'mixed';
}

/** Positions that say where things go. */
const ahead: readonly PositionKind[] = ['future', 'possible', 'timing'];

/**
 * A spread's lean on a yes-or-no question: its balance, but never a yes against the card it ends
 * on: a dark or reversed last card ahead makes a bright spread "it depends" at best.
 */
export function leanTone(slots: readonly ReadingSlot[]): Tone {
  const tone = spreadTone(slots);
  const outcome = slots.findLast((slot) => ahead.includes(slot.position.kind));
  const clouded = outcome && (outcome.reversed || slotTone(outcome) === 'shadow');
  return tone === 'light' && clouded ? 'mixed' : tone;
}
