import { arcanaGroup, type ArcanaGroup } from '../tarot/arcana';
import { cardById, isMajor, majorIds, suitCards, suits, type CardId, type MajorId, type MinorId } from '../tarot/deck';

/** Majors usually read as a pair with this one: mirror images, opposites, an outer and an inner face. */
export const counterparts: Readonly<Record<MajorId, readonly MajorId[]>> = {
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

export type Relation = 'previous' | 'next' | 'counterpart' | 'rank';

/** The cards a card sits between: a major in the journey (none before the Fool, none after the World), a minor in its suit (ace to king). */
export function neighbours(id: CardId): { previous?: CardId; next?: CardId } {
  const card = cardById(id);
  const row: readonly CardId[] = card.arcana === 'major' ? majorIds : suitCards(card.suit);
  const index = row.indexOf(id);
  return { previous: row[index - 1], next: row[index + 1] };
}

/** The same rank in the other three suits. */
function sameRank(id: MinorId): MinorId[] {
  const card = cardById(id);
  if (card.arcana !== 'minor') return [];
  return suits.filter((suit) => suit !== card.suit).map((suit): MinorId => `${card.rank}-of-${suit}`);
}

/** Its neighbours, then a major's counterparts or a minor's namesakes in the other suits. */
export function relatedCards(id: CardId): { card: CardId; relation: Relation }[] {
  const { previous, next } = neighbours(id);
  const related: { card: CardId; relation: Relation }[] = [];
  if (previous) related.push({ card: previous, relation: 'previous' });
  if (next) related.push({ card: next, relation: 'next' });
  if (!isMajor(id)) return [...related, ...sameRank(id as MinorId).map((card) => ({ card, relation: 'rank' as const }))];
  for (const card of counterparts[id]) if (card !== previous && card !== next) related.push({ card, relation: 'counterpart' });
  return related;
}

/** The majors as a reader learns them: the Fool, then three rows of seven. */
export const journeyRows: readonly { group: ArcanaGroup; cards: readonly MajorId[] }[] = (
  ['fool', 'world', 'inner', 'cosmic'] as const
).map((group) => ({ group, cards: majorIds.filter((_, number) => arcanaGroup(number) === group) }));
