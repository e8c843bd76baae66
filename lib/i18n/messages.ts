import type en from '../../messages/en.json';
import type enMinor from '../../messages/minor/en.json';
import { locales, type Locale } from './routing';

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

/** Each language's name, in that language (`Español`), from the language menu's messages. */
export function languageNames(names: Messages['LocaleSwitcher']): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, names[locale]])) as Record<Locale, string>;
}
