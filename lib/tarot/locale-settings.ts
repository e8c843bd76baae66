import type { Locale } from '../i18n/routing';

/**
 * What differs between languages beyond their messages (STYLE: data, not `if (locale === …)`).
 * - reveal: how picked cards turn face up: automatically after the last pick, one by one
 *   on click, or all at once with a 'Reveal your cards' button followed by the interpretation.
 * - promptLanguage: the language Gemini is asked to answer in; null when the prompt's own.
 * - listLocale: how lists of card names are joined (British English: no serial comma).
 * - listAnd: the conjunction a list says before a word that calls for another (Italian "ed" before e;
 *   Spanish "e" before i is ICU's own); none where the list locale says it all.
 * - contractions: a preposition and the article a card's name brings, said as one word in running
 *   prose (Spanish "del Seis de Espadas", never "de el").
 */
export const localeSettings = {
  en: { reveal: 'auto', promptLanguage: null, listLocale: 'en-GB', listAnd: null, contractions: null },
  es: {
    reveal: 'click',
    promptLanguage: 'Spanish',
    listLocale: 'es',
    listAnd: null,
    contractions: { said: /(?<!\p{L})([Dd]e|[Aa]) el (?=\p{Lu})/gu, as: (_: string, preposition: string) => `${preposition}l ` },
  },
  it: {
    reveal: 'button',
    promptLanguage: 'Italian',
    listLocale: 'it',
    listAnd: { said: / e (?=[eEèé])/gu, as: ' ed ' },
    contractions: null,
  },
} as const satisfies Record<
  Locale,
  {
    reveal: 'auto' | 'click' | 'button';
    promptLanguage: string | null;
    listLocale: string;
    listAnd: { said: RegExp; as: string } | null;
    contractions: { said: RegExp; as: (match: string, preposition: string) => string } | null;
  }
>;
