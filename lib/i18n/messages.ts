import type en from '../../messages/en.json';
import type enMinor from '../../messages/minor/en.json';

/**
 * A language's messages: the interface's and the major arcana's (messages/<lang>.json) with the
 * minor arcana's (messages/minor/<lang>.json). Kept in two files so that a browser reading the
 * major arcana never loads the 56 minor cards' texts.
 */
export type Messages = Omit<typeof en, 'Cards'> & { Cards: (typeof en)['Cards'] & (typeof enMinor)['Cards'] };

/** The two files of a language as one catalogue. */
export function withMinorArcana<T extends { Cards: object }, M extends { Cards: object }>(
  messages: T,
  minor: M,
): Omit<T, 'Cards'> & { Cards: T['Cards'] & M['Cards'] } {
  return { ...messages, Cards: { ...messages.Cards, ...minor.Cards } };
}
