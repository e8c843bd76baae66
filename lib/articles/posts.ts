import 'server-only';
import type { ProtocolMessage } from '../blog/protocol';
import { isReservedSlug } from '../blog/builtin-ids';
import { defaultLocale, type Locale } from '../i18n/routing';
import { isBlogPageSlug } from '../routes/paths';
import { checkArticle } from './publish';
import { findPosts, insertPost, postById, removePost, rewritePost, setPostStatus, type PostQuery, type ServerPost } from './post-store';

/** What the WordPress and Ghost doors may set on a post; everything optional until the publish rules check it. */
export interface PostFields {
  slug?: string;
  title?: string;
  content?: string;
  excerpt?: string;
  featuredImage?: string;
  date?: string;
  locale?: Locale;
  status?: 'publish' | 'draft';
}

/** A published article's page in one language, to be made again. */
export interface Changed {
  id: string;
  locale: Locale;
}

export type PostMessage = ProtocolMessage | 'storageUnavailable' | 'stalePost' | 'slugTaken';
export type PostFailure = { ok: false; status: 400 | 403 | 404 | 409 | 503; message: PostMessage };
export type PostOutcome = { ok: true; post: ServerPost; changed: Changed[] } | PostFailure;

const shown = (post: ServerPost): Changed[] => (post.status === 'publish' ? [{ id: post.id, locale: post.locale }] : []);

async function guarded<T extends { ok: boolean }>(work: () => Promise<T | PostFailure>): Promise<T | PostFailure> {
  try {
    return await work();
  } catch (error) {
    // Full disk, read-only file, database down: nothing half-written, said as such.
    console.error(`articles database: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, status: 503, message: 'storageUnavailable' };
  }
}

const asRequest = (fields: PostFields) => ({
  id: fields.slug,
  title: fields.title,
  content: fields.content,
  description: fields.excerpt,
  featuredImage: fields.featuredImage,
  date: fields.date,
});

/** A new post (a draft unless told); a slug taken in its language gets `-2`, `-3`, … as WordPress does. */
export function createPost(fields: PostFields, today: string): Promise<PostOutcome> {
  return guarded(async () => {
    const checked = checkArticle({ ...asRequest(fields), id: fields.slug || fields.title }, today);
    if (!checked.ok) return checked;
    const { article } = checked;
    for (let n = 1; n <= 50; n++) {
      const id = n === 1 ? article.id : `${article.id.slice(0, 190)}-${n}`;
      if (n > 1 && (isReservedSlug(id) || isBlogPageSlug(id))) continue;
      const post = await insertPost({ ...article, id }, fields.locale ?? defaultLocale, fields.status ?? 'draft');
      if (post) return { ok: true, post, changed: shown(post) };
    }
    return { ok: false, status: 409, message: 'slugTaken' };
  });
}

/** Changes the fields given, the others kept; `expectedUpdate` refuses a change made since (409). */
export function updatePost(postId: number, fields: PostFields, today: string, expectedUpdate?: string): Promise<PostOutcome> {
  return guarded(async () => {
    const current = await postById(postId);
    if (!current) return { ok: false, status: 404, message: 'notFound' };
    const given = asRequest(fields);
    const checked = checkArticle(
      {
        id: given.id ?? current.id,
        title: given.title ?? current.title,
        content: given.content ?? current.content,
        description: given.description ?? current.description,
        featuredImage: given.featuredImage ?? current.featuredImage,
        date: given.date ?? current.date,
      },
      today,
    );
    if (!checked.ok) return checked;
    const status = fields.status ?? (current.status === 'trash' ? 'draft' : current.status);
    const written = await rewritePost(postId, checked.article, fields.locale ?? current.locale, status, expectedUpdate);
    if (!written.ok) {
      if (written.reason === 'missing') return { ok: false, status: 404, message: 'notFound' };
      return { ok: false, status: 409, message: written.reason === 'stale' ? 'stalePost' : 'slugTaken' };
    }
    return { ok: true, post: written.post, changed: [...shown(current), ...shown(written.post)] };
  });
}

export function readPost(postId: number): Promise<PostOutcome> {
  return guarded(async () => {
    const post = await postById(postId);
    return post ? { ok: true, post, changed: [] } : { ok: false, status: 404, message: 'notFound' };
  });
}

/** Off the site, kept (WordPress's trash). */
export function trashPost(postId: number): Promise<PostOutcome> {
  return guarded(async () => {
    const current = await postById(postId);
    const post = current && (await setPostStatus(postId, 'trash'));
    return post ? { ok: true, post, changed: shown(current) } : { ok: false, status: 404, message: 'notFound' };
  });
}

/** Gone for good; the outcome holds the post as it was. */
export function deletePost(postId: number): Promise<PostOutcome> {
  return guarded(async () => {
    const post = await removePost(postId);
    return post ? { ok: true, post, changed: shown(post) } : { ok: false, status: 404, message: 'notFound' };
  });
}

export type PostList = { ok: true; total: number; posts: ServerPost[] } | PostFailure;

export function listPosts(query: PostQuery, page: number, perPage: number): Promise<PostList> {
  return guarded(async () => ({ ok: true as const, ...(await findPosts(query, (page - 1) * perPage, perPage)) }));
}
