import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';
import type { Locale } from '../i18n/routing';
import type { TarotText } from './text';

/** Each language's tarot texts, for server code that builds prompts and template readings. */
export const tarotTexts: Record<Locale, TarotText> = { en, es, it };
