/** Slugs of the editorial articles that ship with the site; they can never be overwritten or deleted. */
export const builtinArticleIds = ['free-love-tarot', 'tower-tarot-card'] as const;

export type BuiltinArticleId = (typeof builtinArticleIds)[number];

export function isBuiltinArticleId(id: string): id is BuiltinArticleId {
  return (builtinArticleIds as readonly string[]).includes(id);
}
