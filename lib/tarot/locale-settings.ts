import type { Locale } from '../i18n/routing';

/**
 * What differs between languages beyond their messages (STYLE: data, not `if (locale === …)`).
 * - reveal: how picked cards turn face up: automatically after the last pick, one by one
 *   on click, or all at once with a 'Reveal your cards' button followed by the interpretation.
 * - promptLanguage: the language Gemini is asked to answer in; null when the prompt's own.
 */
export const localeSettings = {
  en: { reveal: 'auto', promptLanguage: null },
  es: { reveal: 'click', promptLanguage: 'Spanish' },
  it: { reveal: 'button', promptLanguage: 'Italian' },
} as const satisfies Record<Locale, { reveal: 'auto' | 'click' | 'button'; promptLanguage: string | null }>;

export type RevealMode = (typeof localeSettings)[Locale]['reveal'];
