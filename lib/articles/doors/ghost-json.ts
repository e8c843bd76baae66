import 'server-only';
import * as z from 'zod';
import { defaultLocale, locales, type Locale } from '../../i18n/routing';
import { articlePath } from '../../routes/paths';
import { absoluteUrl } from '../../seo/site';
import type { ServerPost } from '../post-store';
import type { PostFields } from '../posts';
import { escapeHtml, isoDay } from './fields';
import { looksLikeHtml } from '../../blog/sanitize';

/** A post's Ghost id: its number in 24 hexadecimal digits, as Ghost's ids are written. */
export const ghostId = (postId: number) => postId.toString(16).padStart(24, '0');
export const postIdOf = (id: string) => (/^[0-9a-f]{24}$/i.test(id) ? Number.parseInt(id, 16) : NaN);

const languageTags: Record<string, Locale> = {
  en: 'en',
  english: 'en',
  es: 'es',
  español: 'es',
  espanol: 'es',
  spanish: 'es',
  it: 'it',
  italiano: 'it',
  italian: 'it',
};
const tagSchema = z.union([z.string(), z.object({ name: z.string().optional(), slug: z.string().optional() })]);

/** A post as Ghost's Admin API takes it (`?source=html`: the content is `html`). */
export const ghostPostSchema = z.object({
  title: z.string().optional(),
  html: z.string().optional(),
  lexical: z.string().nullish(),
  mobiledoc: z.string().nullish(),
  slug: z.string().optional(),
  status: z.enum(['published', 'draft', 'scheduled']).optional(),
  custom_excerpt: z.string().nullish(),
  feature_image: z.string().nullish(),
  published_at: z.string().nullish(),
  updated_at: z.string().optional(),
  tags: z.array(tagSchema).optional(),
});
export const ghostBodySchema = z.object({ posts: z.tuple([ghostPostSchema]) });

/** The language its tags name (`es`, `it`; none is English), or undefined when they name two. */
export function tagLocale(tags: z.infer<typeof tagSchema>[]): Locale | undefined {
  const named = new Set(
    tags
      .flatMap((tag) => (typeof tag === 'string' ? [tag] : [tag.slug, tag.name]))
      .flatMap((name) => languageTags[name?.trim().toLowerCase() ?? ''] ?? []),
  );
  return named.size > 1 ? undefined : ([...named][0] ?? 'en');
}

export function ghostFields(post: z.infer<typeof ghostPostSchema>): { ok: true; fields: PostFields } | { ok: false; property: string } {
  if (post.html === undefined && (post.lexical || post.mobiledoc)) return { ok: false, property: 'html' };
  const locale = post.tags && tagLocale(post.tags);
  if (post.tags && !locale) return { ok: false, property: 'tags' };
  const date = post.published_at ? isoDay(post.published_at) : undefined;
  if (post.published_at && !date) return { ok: false, property: 'published_at' };
  return {
    ok: true,
    fields: {
      title: post.title,
      // An empty html is no change: n8n's Ghost node sends one with every update that leaves the content alone.
      content: post.html || undefined,
      excerpt: post.custom_excerpt ?? undefined,
      featuredImage: post.feature_image === null ? '' : post.feature_image,
      slug: post.slug,
      date,
      locale: locale ?? undefined,
      status: post.status === undefined ? undefined : post.status === 'draft' ? 'draft' : 'publish',
    },
  };
}

const tag = (locale: Locale) => ({ id: ghostId(1_000_000 + locales.indexOf(locale)), name: locale, slug: locale, visibility: 'public' });

/** A post as Ghost's Admin API writes it (the fields the clients read). */
export function ghostPost(post: ServerPost) {
  // The default language carries no tag, as a post with none is read in it.
  const tags = post.locale === defaultLocale ? [] : [tag(post.locale)];
  return {
    id: ghostId(post.postId),
    uuid: `00000000-0000-4000-8000-${post.postId.toString(16).padStart(12, '0')}`,
    title: post.title,
    slug: post.id,
    html: looksLikeHtml(post.content) ? post.content : `<p>${escapeHtml(post.content)}</p>`,
    status: post.status === 'publish' ? 'published' : 'draft',
    visibility: 'public',
    featured: false,
    feature_image: post.featuredImage || null,
    custom_excerpt: post.description,
    excerpt: post.description,
    created_at: post.created,
    updated_at: post.updated,
    published_at: post.status === 'publish' ? (/^\d{4}-\d\d-\d\d$/.test(post.date) ? `${post.date}T00:00:00.000Z` : post.created) : null,
    url: absoluteUrl(articlePath(post.id, post.locale)),
    tags,
    primary_tag: tags[0] ?? null,
    authors: [{ id: ghostId(1), name: 'Publisher', slug: 'publisher' }],
  };
}
