/** Articles a blog list page shows: enough to browse, few enough that a page stays light (430 made it 930 KB). */
export const BLOG_PAGE_SIZE = 24;

/** Page `page` (from 1) of `items`, and how many pages there are; `items` empty past the last. */
export function listPage<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): { items: T[]; pages: number } {
  return { items: items.slice((page - 1) * size, page * size), pages: Math.max(1, Math.ceil(items.length / size)) };
}
