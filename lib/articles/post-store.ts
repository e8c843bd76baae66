import 'server-only';
import type { Article } from '../blog/article';
import type { Locale } from '../i18n/routing';
import { articleDatabase, type ArticleRow } from './database';
import { nextPostId } from './post-numbers';
import type { ServerArticle } from './store';

/** Only 'publish' is on the site. */
export const postStatuses = ['publish', 'draft', 'trash'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** A server article as the WordPress and Ghost doors see it: numbered, with its status. */
export interface ServerPost extends ServerArticle {
  postId: number;
  status: PostStatus;
  created: string;
}

export interface PostQuery {
  locale?: Locale;
  statuses: readonly PostStatus[];
  slug?: string;
  search?: string;
}

function toPost(row: ArticleRow): ServerPost {
  return {
    postId: Number(row.post_id),
    id: row.id,
    locale: row.locale as Locale,
    status: (postStatuses as readonly string[]).includes(row.status) ? (row.status as PostStatus) : 'draft',
    title: row.title,
    description: row.description,
    date: row.date,
    featuredImage: row.featured_image,
    content: row.content,
    updated: row.updated_at,
    created: row.created_at ?? row.updated_at,
  };
}

const columns = (article: Article, status: PostStatus, now: Date) => ({
  id: article.id,
  title: article.title,
  description: article.description,
  date: article.date,
  featured_image: article.featuredImage,
  content: article.content,
  status,
  updated_at: now.toISOString(),
});

export async function postById(postId: number): Promise<ServerPost | undefined> {
  const db = await articleDatabase();
  const row = await db.selectFrom('articles').selectAll().where('post_id', '=', postId).executeTakeFirst();
  return row && toPost(row);
}

/** One page of posts, the last changed first, and how many match in all. */
export async function findPosts(query: PostQuery, offset: number, limit: number): Promise<{ total: number; posts: ServerPost[] }> {
  const db = await articleDatabase();
  let base = db
    .selectFrom('articles')
    .where('status', 'in', [...query.statuses])
    .where('post_id', 'is not', null);
  if (query.locale) base = base.where('locale', '=', query.locale);
  if (query.slug) base = base.where('id', '=', query.slug);
  if (query.search) {
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, '')}%`;
    base = base.where((eb) => eb.or([eb(eb.fn('lower', ['title']), 'like', pattern), eb(eb.fn('lower', ['content']), 'like', pattern)]));
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
    base.selectAll().orderBy('updated_at', 'desc').orderBy('post_id', 'desc').offset(offset).limit(limit).execute(),
  ]);
  return { total: Number(count?.total ?? 0), posts: rows.map(toPost) };
}

/** A new post under `article.id` in `locale`, or undefined when that slug is taken there. */
export async function insertPost(article: Article, locale: Locale, status: PostStatus, now = new Date()): Promise<ServerPost | undefined> {
  const db = await articleDatabase();
  const inserted = await db
    .insertInto('articles')
    .values({ ...columns(article, status, now), locale, post_id: await nextPostId(db), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['id', 'locale']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return inserted && toPost(inserted);
}

export type PostWrite = { ok: true; post: ServerPost } | { ok: false; reason: 'missing' | 'stale' | 'taken' };

/**
 * Rewrites a post whole (its slug and language may change). With `expectedUpdate`, only if
 * nobody changed it since that time.
 */
export async function rewritePost(
  postId: number,
  article: Article,
  locale: Locale,
  status: PostStatus,
  expectedUpdate?: string,
  now = new Date(),
): Promise<PostWrite> {
  const db = await articleDatabase();
  const current = await postById(postId);
  if (!current) return { ok: false, reason: 'missing' };
  if (expectedUpdate !== undefined && expectedUpdate !== current.updated) return { ok: false, reason: 'stale' };
  if (current.id !== article.id || current.locale !== locale) {
    const taken = await db
      .selectFrom('articles')
      .select('post_id')
      .where('id', '=', article.id)
      .where('locale', '=', locale)
      .executeTakeFirst();
    if (taken) return { ok: false, reason: 'taken' };
  }
  // Every write moves the time on, even within one millisecond, so a copy read before it is stale.
  const written = new Date(Math.max(now.getTime(), Date.parse(current.updated) + 1));
  const row = await db
    .updateTable('articles')
    .set({ ...columns(article, status, written), locale })
    .where('post_id', '=', postId)
    // Compared again here: a write between the read above and this one is not overwritten.
    .where('updated_at', '=', current.updated)
    .returningAll()
    .executeTakeFirst();
  return row ? { ok: true, post: toPost(row) } : { ok: false, reason: 'stale' };
}

export async function setPostStatus(postId: number, status: PostStatus, now = new Date()): Promise<ServerPost | undefined> {
  const db = await articleDatabase();
  const row = await db
    .updateTable('articles')
    .set({ status, updated_at: now.toISOString() })
    .where('post_id', '=', postId)
    .returningAll()
    .executeTakeFirst();
  return row && toPost(row);
}

export async function removePost(postId: number): Promise<ServerPost | undefined> {
  const db = await articleDatabase();
  const row = await db.deleteFrom('articles').where('post_id', '=', postId).returningAll().executeTakeFirst();
  return row && toPost(row);
}
