import type { CardId } from '../deck';
import type { Concern } from './concern';

/** Cards whose image alone frightens someone in pain (a body, a hanged man, a falling tower, ten swords). */
const FRIGHTENING: ReadonlySet<CardId> = new Set([
  'death',
  'the-hanged-man',
  'the-tower',
  'the-devil',
  'three-of-swords',
  'nine-of-swords',
  'ten-of-swords',
]);

/**
 * Cards a betrayed or left person knows as the wound itself: the thief, the hollow win, the third person, the deceiving
 * moon, the figure walking away.
 */
const WOUNDING: ReadonlySet<CardId> = new Set(['seven-of-swords', 'five-of-swords', 'three-of-cups', 'the-moon', 'eight-of-cups']);
export const wounded: ReadonlySet<Concern | undefined> = new Set(['betrayal', 'leaving', 'separation']);

/** A card whose figure stands at a drop or walks off into the night (the Fool, the Eight of Cups): never beside a crisis. */
const AT_THE_EDGE: ReadonlySet<CardId> = new Set(['the-fool', 'eight-of-cups']);

/**
 * Whether a card's image frightens, or (to someone betrayed or left) names the wound, or (in a crisis) stands at the
 * edge: left out of the fan a question in pain is read from, and, drawn elsewhere (a link), read last and never named.
 */
export const frightens = (card: CardId, concern?: Concern) =>
  FRIGHTENING.has(card) || (wounded.has(concern) && WOUNDING.has(card)) || (concern === 'crisis' && AT_THE_EDGE.has(card));
