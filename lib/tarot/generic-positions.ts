import { positionsOf, type Position, type PositionKind, type ReadingType } from './spreads';

/**
 * Spreads with a subject of their own (a lover, a return, work, a trip, a yes or no, a day), as read for a question
 * off that subject: each position's emoji and kind, its label under ReadingTypes.<type>.generic.
 * Kept apart from the spreads' table, so pages that lay out cards never load it.
 */
const genericPositions: Partial<Record<ReadingType, readonly (readonly [string, PositionKind])[]>> = {
  // The yes-or-no card asked an open question ("How do I get along with my sister?") is no answer, just the card.
  'yes-no': [['✨', 'present']],
  // Where things stand first, as a reader lays them out (es round 83: "Tú, Tu entorno, El centro del asunto" read as
  // backwards).
  relationship: [
    ['🎯', 'present'],
    ['🧭', 'self'],
    ['🏘️', 'around'],
    ['⚡', 'obstacle'],
    ['🌹', 'advice'],
  ],
  'right-person': [
    ['🎯', 'present'],
    ['🏘️', 'around'],
    ['⚡', 'obstacle'],
    ['🌅', 'future'],
  ],
  'career-path': [
    ['🎯', 'present'],
    ['🧱', 'obstacle'],
    ['🚪', 'favour'],
    ['🌅', 'future'],
  ],
  'work-environment': [
    ['🎯', 'present'],
    ['🧭', 'self'],
    ['🏘️', 'around'],
  ],
  destination: [
    ['🎯', 'present'],
    ['🌿', 'favour'],
    ['🌅', 'future'],
  ],
  journey: [
    ['🎯', 'present'],
    ['⚡', 'obstacle'],
    ['🌹', 'advice'],
    ['🌅', 'future'],
  ],
  // The day's card, asked about anything but the day ("Will we marry next year?"), is the visitor's card for the question.
  'card-of-the-day': [['✨', 'present']],
  // A morning and an evening, asked about anything but the day, are where things stand and where they lead.
  'morning-evening': [
    ['🎯', 'present'],
    ['🌅', 'future'],
  ],
  'their-thoughts': [
    ['🎯', 'present'],
    ['🏘️', 'around'],
    ['🌅', 'future'],
    ['🌹', 'advice'],
  ],
  'come-back': [
    ['🌱', 'past'],
    ['🏘️', 'around'],
    ['🌅', 'future'],
    ['🌹', 'advice'],
  ],
};

export function hasGenericReading(type: ReadingType): boolean {
  return type in genericPositions;
}

/** A spread's positions; `generic`: as read for a question off its subject, when it has such a reading. */
export function positionsFor(type: ReadingType, generic = false): Position[] {
  const positions = positionsOf(type);
  const off = generic ? genericPositions[type] : undefined;
  if (!off) return positions;
  // Read off its subject, a place is no longer the spread's own (a trip's destination, a portrait).
  return positions.map(({ key }, index) => {
    const [emoji, kind] = off[index]!;
    return { key, emoji, kind };
  });
}
