import type { Locale } from '../i18n/routing';

/** Where shared spreads live in each language: short, so a link fits in a message. */
export const sharedBase = { en: '/r', es: '/es/tirada', it: '/it/stesa' } as const satisfies Record<Locale, string>;

/** The shape of any spread code: a type letter, then one to ten majors' digits, or a deck letter and one to ten pairs (spread-code.ts reads it). */
export const codePattern = '[a-z](?:[0-9a-l]{1,10}|[mw](?:[0-9a-z]{2}){1,10})';

/** A shared spread's page: its code (spread-code.ts) under the language's base. */
export function sharedPath(code: string, locale: Locale): string {
  return `${sharedBase[locale]}/${code}`;
}
