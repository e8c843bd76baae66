import type { Locale } from '../i18n/routing';

/**
 * The editorial articles that ship with the site, by id, with their URL slug in each language.
 * Their ids and slugs can never be overwritten or deleted by a visitor's articles.
 */
export const builtinArticleSlugs = {
  'free-love-tarot': { en: 'free-love-tarot', es: 'tarot-del-amor-gratis', it: 'tarocchi-amore-gratis' },
  'tower-tarot-card': { en: 'tower-tarot-card', es: 'carta-la-torre-tarot', it: 'carta-la-torre-tarocchi' },
} as const satisfies Record<string, Record<Locale, string>>;

export type BuiltinArticleId = keyof typeof builtinArticleSlugs;

export const builtinArticleIds = Object.keys(builtinArticleSlugs) as BuiltinArticleId[];

export function isBuiltinArticleId(id: string): id is BuiltinArticleId {
  return Object.hasOwn(builtinArticleSlugs, id);
}

/** The built-in article a slug names in `locale`, if any. */
export function builtinArticleBySlug(slug: string, locale: Locale): BuiltinArticleId | undefined {
  return builtinArticleIds.find((id) => builtinArticleSlugs[id][locale] === slug);
}

/** Slugs a visitor's article may not take: every built-in article's id and slug in every language. */
export function isReservedSlug(slug: string): boolean {
  return builtinArticleIds.some((id) => id === slug || (Object.values(builtinArticleSlugs[id]) as string[]).includes(slug));
}
