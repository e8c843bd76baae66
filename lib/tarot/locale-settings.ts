import type { Locale } from '../i18n/routing';

/**
 * What differs between languages beyond their messages (STYLE: data, not `if (locale === …)`).
 * - reveal: how picked cards turn face up: automatically after the last pick, one by one
 *   on click, or all at once with a 'Reveal your cards' button followed by the interpretation.
 * - promptLanguage: the language Gemini is asked to answer in; null when the prompt's own.
 * - listLocale: how lists of card names are joined (British English: no serial comma).
 * - listAnd: the conjunction a list says before a word that calls for another (Italian "ed" before e;
 *   Spanish "e" before i is ICU's own); none where the list locale says it all.
 */
export const localeSettings = {
  en: { reveal: 'auto', promptLanguage: null, listLocale: 'en-GB', listAnd: null },
  es: { reveal: 'click', promptLanguage: 'Spanish', listLocale: 'es', listAnd: null },
  it: { reveal: 'button', promptLanguage: 'Italian', listLocale: 'it', listAnd: { said: / e (?=[eEèé])/gu, as: ' ed ' } },
} as const satisfies Record<
  Locale,
  {
    reveal: 'auto' | 'click' | 'button';
    promptLanguage: string | null;
    listLocale: string;
    listAnd: { said: RegExp; as: string } | null;
  }
>;
