import type { Block } from '../content/blocks';
import type { BuiltinArticleId } from './builtin-ids';
import type { Locale } from '../i18n/routing';
import * as en from './builtin/en';
import * as es from './builtin/es';
import * as it from './builtin/it';

export interface BuiltinArticle {
  /** The same in every language; its URL slug per language is in builtin-ids.ts. */
  id: BuiltinArticleId;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD), shown in the page's language. */
  date: string;
  featuredImage: string;
  blocks: Block[];
}

/** The editorial articles in one language, kept apart from visitors' stored articles, newest first. */
function articles(language: typeof en): Record<BuiltinArticleId, BuiltinArticle> {
  return { 'tower-tarot-card': language.towerTarotCard, 'free-love-tarot': language.freeLoveTarot };
}

export const builtinArticles: Record<Locale, Record<BuiltinArticleId, BuiltinArticle>> = {
  en: articles(en),
  es: articles(es),
  it: articles(it),
};
