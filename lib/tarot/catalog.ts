import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';
import enMinor from '../../messages/minor/en.json';
import esMinor from '../../messages/minor/es.json';
import itMinor from '../../messages/minor/it.json';
import type { Locale } from '../i18n/routing';
import { withMinorArcana } from '../i18n/messages';
import type { TarotText } from './text';

/** Each language's tarot texts, the whole deck, for server code that builds prompts and template readings. */
export const tarotTexts: Record<Locale, TarotText> = {
  en: withMinorArcana(en, enMinor),
  es: withMinorArcana(es, esMinor),
  it: withMinorArcana(it, itMinor),
};
