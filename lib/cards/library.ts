import { arcanaGroup, type ArcanaGroup } from '../tarot/arcana';
import { cardIds, type CardId } from '../tarot/deck';

/** Cards usually read as a pair with this one: mirror images, opposites, an outer and an inner face. */
export const counterparts: Readonly<Record<CardId, readonly CardId[]>> = {
  'the-fool': ['the-world'],
  'the-magician': ['the-high-priestess'],
  'the-high-priestess': ['the-magician', 'the-hierophant'],
  'the-empress': ['the-emperor'],
  'the-emperor': ['the-empress'],
  'the-hierophant': ['the-high-priestess'],
  'the-lovers': ['the-devil'],
  'the-chariot': ['strength'],
  strength: ['the-chariot'],
  'the-hermit': ['the-star'],
  'wheel-of-fortune': ['justice'],
  justice: ['wheel-of-fortune', 'judgement'],
  'the-hanged-man': ['the-world'],
  death: ['the-tower'],
  temperance: ['the-star'],
  'the-devil': ['the-lovers'],
  'the-tower': ['death'],
  'the-star': ['temperance', 'the-hermit'],
  'the-moon': ['the-sun'],
  'the-sun': ['the-moon'],
  judgement: ['justice'],
  'the-world': ['the-fool', 'the-hanged-man'],
};

export type Relation = 'previous' | 'next' | 'counterpart';

/** The cards before and after this one in the journey (none before the Fool, none after the World). */
export function neighbours(id: CardId): { previous?: CardId; next?: CardId } {
  const index = cardIds.indexOf(id);
  return { previous: cardIds[index - 1], next: cardIds[index + 1] };
}

/** Its neighbours in the journey, then its counterparts. */
export function relatedCards(id: CardId): { card: CardId; relation: Relation }[] {
  const { previous, next } = neighbours(id);
  const related: { card: CardId; relation: Relation }[] = [];
  if (previous) related.push({ card: previous, relation: 'previous' });
  if (next) related.push({ card: next, relation: 'next' });
  for (const card of counterparts[id]) if (card !== previous && card !== next) related.push({ card, relation: 'counterpart' });
  return related;
}

/** The deck as a reader learns it: the Fool, then three rows of seven. */
export const journeyRows: readonly { group: ArcanaGroup; cards: readonly CardId[] }[] = (['fool', 'world', 'inner', 'cosmic'] as const).map(
  (group) => ({ group, cards: cardIds.filter((_, number) => arcanaGroup(number) === group) }),
);
