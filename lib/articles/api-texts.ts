import 'server-only';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';
import { acceptedLocale } from '../i18n/accept-language';
import type { Locale } from '../i18n/routing';

export type ApiTexts = (typeof en)['BlogApi'];

const texts = { en: en.BlogApi, es: es.BlogApi, it: it.BlogApi } as const satisfies Record<Locale, ApiTexts>;

/** The publish answers' texts in the language the request asks for (the editor's pages send theirs), else English. */
export function apiTexts(request: Request): ApiTexts {
  return texts[acceptedLocale(request.headers.get('accept-language'))];
}
