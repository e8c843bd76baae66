import 'server-only';
import type { Article } from '../blog/article';
import type { Locale } from '../i18n/routing';
import { articleDatabase, type ArticleRow } from './database';
import { nextPostId } from './post-numbers';
import { lastGoodCopies } from './last-good';

// Only published rows are on the site: drafts and trashed posts are read through the doors alone.

/** A server article in one language, and when it was last published. */
export interface ServerArticle extends Article {
  locale: Locale;
  updated: string;
}

export type ServerArticleSummary = Omit<ServerArticle, 'content'>;

// The build prerenders the blog without a database (there may be none yet): server articles join
// the pages when they are next made, within their revalidation time.
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

// Pages made again while the database is down show their last good copy (16 M characters kept at most).
const remembered = lastGoodCopies(16_000_000);

type SummaryRow = Pick<ArticleRow, 'id' | 'locale' | 'title' | 'description' | 'date' | 'featured_image' | 'updated_at'> & {
  content?: string;
};

function fromRow(row: SummaryRow): ServerArticle {
  return {
    id: row.id,
    locale: row.locale as Locale,
    title: row.title,
    description: row.description,
    date: row.date,
    featuredImage: row.featured_image,
    content: row.content ?? '',
    updated: row.updated_at,
  };
}

/** Stores an article in one language, replacing the one with its id there; `created` when it is new. */
export async function saveServerArticle(article: Article, locale: Locale, now = new Date()): Promise<{ created: boolean }> {
  const db = await articleDatabase();
  const row = {
    title: article.title,
    description: article.description,
    date: article.date,
    featured_image: article.featuredImage,
    content: article.content,
    updated_at: now.toISOString(),
  };
  // Insert-or-nothing first: two publishes of one id at once never both insert, and neither fails.
  const inserted = await db
    .insertInto('articles')
    .values({ id: article.id, locale, ...row, post_id: await nextPostId(db), status: 'publish', created_at: row.updated_at })
    .onConflict((conflict) => conflict.columns(['id', 'locale']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { created: true };
  // A draft or trashed post published again under its id is on the site again.
  await db
    .updateTable('articles')
    .set({ ...row, status: 'publish' })
    .where('id', '=', article.id)
    .where('locale', '=', locale)
    .execute();
  return { created: false };
}

/** Removes an article in one language, or in all when `locale` is absent; the languages it was removed from. */
export async function deleteServerArticle(id: string, locale?: Locale): Promise<Locale[]> {
  const db = await articleDatabase();
  let query = db.deleteFrom('articles').where('id', '=', id);
  if (locale) query = query.where('locale', '=', locale);
  const removed = await query.returning('locale').execute();
  return removed.map((row) => row.locale as Locale);
}

export async function serverArticle(id: string, locale: Locale): Promise<ServerArticle | undefined> {
  if (building()) return undefined;
  return remembered(`article ${locale} ${id}`, async () => {
    const db = await articleDatabase();
    const row = await db
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', id)
      .where('locale', '=', locale)
      .where('status', '=', 'publish')
      .executeTakeFirst();
    return row && fromRow(row);
  });
}

/** A language's server articles, the last published first (without their content). */
export async function serverArticles(locale: Locale): Promise<ServerArticleSummary[]> {
  if (building()) return [];
  return remembered(
    `list ${locale}`,
    async () => {
      const db = await articleDatabase();
      const rows = await db
        .selectFrom('articles')
        .select(['id', 'locale', 'title', 'description', 'date', 'featured_image', 'updated_at'])
        .where('locale', '=', locale)
        .where('status', '=', 'publish')
        .orderBy('updated_at', 'desc')
        .execute();
      return rows.map(fromRow);
    },
    () => [],
  );
}

/** Every language's server articles for the editor's desk, the last published first, read now (a failure throws). */
export async function deskArticles(): Promise<Pick<ServerArticle, 'id' | 'locale' | 'title' | 'date' | 'updated'>[]> {
  const db = await articleDatabase();
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'locale', 'title', 'date', 'updated_at'])
    .where('status', '=', 'publish')
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((row) => ({ id: row.id, locale: row.locale as Locale, title: row.title, date: row.date, updated: row.updated_at }));
}

/** The languages an article is published in: its translations. */
export async function articleLocales(id: string): Promise<Locale[]> {
  if (building()) return [];
  return remembered(
    `locales ${id}`,
    async () => {
      const db = await articleDatabase();
      const rows = await db
        .selectFrom('articles')
        .select('locale')
        .where('id', '=', id)
        .where('status', '=', 'publish')
        .orderBy('locale')
        .execute();
      return rows.map((row) => row.locale as Locale);
    },
    () => [],
  );
}

/** Every server article's id, language and last publish, for the sitemap. */
export async function serverArticleIndex(): Promise<Pick<ServerArticle, 'id' | 'locale' | 'updated'>[]> {
  if (building()) return [];
  return remembered(
    'index',
    async () => {
      const db = await articleDatabase();
      const rows = await db
        .selectFrom('articles')
        .select(['id', 'locale', 'updated_at'])
        .where('status', '=', 'publish')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, locale: row.locale as Locale, updated: row.updated_at }));
    },
    () => [],
  );
}
