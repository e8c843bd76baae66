import type { Grammar } from '@/lib/tarot/text';

/** What the reading shows of a card in the visitor's language. */
export interface CardText {
  name: string;
  /** How the name agrees in a sentence ("Gli Amanti rivelano"). */
  grammar: Grammar;
  keywords: string;
  alt: string;
  /** The card's page in the reading's language. */
  path: string;
  /** Its keywords when it lies reversed. */
  reversedKeywords: string;
}

/** A card's reading texts, from its messages entry and its page's path. */
export function cardTextOf(
  card: Pick<CardText, 'name' | 'keywords' | 'alt' | 'grammar'> & { reversed: { keywords: string } },
  path: string,
): CardText {
  const { name, keywords, alt, grammar, reversed } = card;
  return { name, keywords, alt, grammar, path, reversedKeywords: reversed.keywords };
}
