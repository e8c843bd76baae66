import type { Block } from '../../lib/blocks';
import type { BuiltinArticleId } from '../../lib/blog/builtin-ids';
import type { Locale } from '../../lib/i18n/routing';
import * as en from './en';
import * as es from './es';
import * as it from './it';

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
