import 'server-only';
import * as z from 'zod';
import { locales, type Locale } from '../../i18n/routing';
import type { PostStatus } from '../post-store';
import type { PostFields } from '../posts';
import { isoDay, plainText } from './fields';

/** A post's language is its category: one category a language, numbered in the order of `locales`. */
export const categoryId = (locale: Locale) => locales.indexOf(locale) + 1;
export const categoryLocale = (id: number): Locale | undefined => locales[id - 1];

const truthy = z.union([z.boolean(), z.enum(['true', '1', 'false', '0', '']).transform((value) => value === 'true' || value === '1')]);
// WordPress takes a field as text or as `{ raw }`.
const text = z.union([z.string(), z.object({ raw: z.string() }).transform((value) => value.raw)]);
const ids = z.union([
  z.array(z.coerce.number().int().positive()),
  z
    .number()
    .int()
    .positive()
    .transform((id) => [id]),
  z.string().transform((list, context) => {
    const parsed = list
      .split(',')
      .filter((part) => part.trim() !== '')
      .map(Number);
    if (parsed.some((id) => !Number.isInteger(id) || id < 1)) context.addIssue({ code: 'custom', message: 'not a list of ids' });
    return parsed;
  }),
]);
// publish and future are on the site; draft, pending and private are not.
const wpStatus = z
  .enum(['publish', 'future', 'draft', 'pending', 'private'])
  .transform((status) => (status === 'publish' || status === 'future' ? 'publish' : 'draft'));

/** A post's fields as WordPress takes them (unknown fields ignored, as WordPress does). */
export const wpPostSchema = z.object({
  title: text.optional(),
  content: text.optional(),
  excerpt: text.optional(),
  slug: z.string().optional(),
  status: wpStatus.optional(),
  date: z.string().nullish(),
  date_gmt: z.string().nullish(),
  categories: ids.optional(),
  lang: z.enum(locales).optional(),
});

/** The post's fields for the publish service, or which parameter is wrong. */
export function postFields(input: z.infer<typeof wpPostSchema>): { ok: true; fields: PostFields } | { ok: false; param: string } {
  const languages = [...new Set((input.categories ?? []).map(categoryLocale))];
  if (languages.includes(undefined) || languages.length > 1) return { ok: false, param: 'categories' };
  const given = input.date ?? input.date_gmt;
  const date = given ? isoDay(given) : undefined;
  if (given && !date) return { ok: false, param: 'date' };
  return {
    ok: true,
    fields: {
      title: input.title,
      content: input.content,
      excerpt: input.excerpt === undefined ? undefined : plainText(input.excerpt),
      slug: input.slug,
      status: input.status,
      date,
      locale: input.lang ?? languages[0],
    },
  };
}

const statusList = z
  .string()
  .transform((list) => list.split(',').map((status) => status.trim()))
  .pipe(z.array(z.enum(['publish', 'future', 'draft', 'pending', 'private', 'trash', 'any'])));

/** A list's query: pages of 1–100 posts (10 by default), by slug, search, status, language. */
export const wpListSchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().optional(),
  slug: z.string().optional(),
  status: statusList.default(['publish']),
  categories: ids.optional(),
  lang: z.enum(locales).optional(),
});

export function listStatuses(statuses: readonly string[]): PostStatus[] {
  const any = statuses.includes('any');
  return [
    ...new Set<PostStatus>([
      ...(any || statuses.some((status) => status === 'publish' || status === 'future') ? (['publish'] as const) : []),
      ...(any || statuses.some((status) => ['draft', 'pending', 'private'].includes(status)) ? (['draft'] as const) : []),
      ...(statuses.includes('trash') ? (['trash'] as const) : []),
    ]),
  ];
}

export const wpDeleteSchema = z.object({ force: truthy.default(false) });
