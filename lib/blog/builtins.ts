import type { Block } from '../content/blocks';
import type { BuiltinArticleId } from './builtin-ids';
import type { Locale } from '../i18n/routing';
import * as en from './builtin/en';
import * as es from './builtin/es';
import * as it from './builtin/it';

export interface BuiltinArticle {
  /** The same in every language: the article's id in the English URL and in the blog store's reserved slugs. */
  id: BuiltinArticleId;
  /** The last segment of the article's URL in its language. */
  slug: string;
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
