import type { Block } from '../content/blocks';
import type { BuiltinArticleId } from './builtin-ids';
import { freeLoveTarot } from './builtin/free-love-tarot';
import { towerTarotCard } from './builtin/tower-tarot-card';

export interface BuiltinArticle {
  id: string;
  title: string;
  description: string;
  date: string;
  featuredImage: string;
  blocks: Block[];
}

/** The editorial articles, kept apart from visitors' stored articles, newest first. */
export const builtinArticles: Record<BuiltinArticleId, BuiltinArticle> = {
  'tower-tarot-card': towerTarotCard,
  'free-love-tarot': freeLoveTarot,
};
