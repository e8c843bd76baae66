import * as z from 'zod/mini';
import { locales, type Locale } from '../i18n/routing';
import { safeParse } from '../safe-parse';
import { articleSchema } from './article';
import type { EditorFields } from './editor/draft';

// The editor's desk: what a signed-in editor's browser and the server say to each other, defined
// once for both sides. Publishing itself is the publish API's own request (the protocol's fields
// and `locale`), sent with the session cookie instead of the Bearer key.

export const deskPaths = { session: '/api/blog/session', articles: '/api/blog/articles', publish: '/api/blog/publish' } as const;

const localeSchema = z.enum(locales);

/** The session's state: whether the server publishes at all (it has a key), and whether this browser is signed in. */
export const sessionStatusSchema = z.object({ enabled: z.boolean(), signedIn: z.boolean() });
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

/** Signing in: the publish key, once. */
export const signInSchema = z.object({ key: z.string().check(z.trim(), z.minLength(1), z.maxLength(1024)) });

/** A server article as the desk lists it. */
export const deskEntrySchema = z.object({ id: z.string(), locale: localeSchema, title: z.string(), date: z.string(), updated: z.string() });
export type DeskEntry = z.infer<typeof deskEntrySchema>;
export const deskListSchema = z.object({ articles: z.array(deskEntrySchema) });

/** What the articles route is asked: every server article, or one (`id` in `lang`) to edit. */
export const deskQuerySchema = z.object({
  id: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,200}$/))),
  lang: z.optional(localeSchema),
});

/** One server article as the editor opens it, with every language it is published in. */
export const deskArticleSchema = z.object({ article: z.extend(articleSchema, { locale: localeSchema }), locales: z.array(localeSchema) });
export type DeskArticle = z.infer<typeof deskArticleSchema>;

/** The publish API's answers, whichever proof it was given. */
export const publishedSchema = z.object({ id: z.string(), locale: localeSchema, url: z.string(), created: z.boolean() });
export type Published = z.infer<typeof publishedSchema>;
export const deletedSchema = z.object({ id: z.string(), locales: z.array(localeSchema), deleted: z.literal(true) });
export type Deleted = z.infer<typeof deletedSchema>;
/** Every refusal: why, in the language the request asked for. */
const refusalSchema = z.object({ error: z.string() });

/** How the browser reaches the desk: its fetch, the page's language (the server answers in it), what to say when the server cannot be reached. */
export interface Desk {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  locale: Locale;
  unreachable: string;
}

export type DeskResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

async function ask<T extends z.ZodMiniType>(
  desk: Desk,
  schema: T,
  path: string,
  method = 'GET',
  body?: object,
): Promise<DeskResult<z.infer<T>>> {
  const headers: Record<string, string> = { 'accept-language': desk.locale };
  if (body) headers['content-type'] = 'application/json';
  let answer: Response;
  try {
    answer = await desk.fetch(path, { method, headers, body: body && JSON.stringify(body), cache: 'no-store' });
  } catch {
    return { ok: false, status: 0, error: desk.unreachable };
  }
  const json: unknown = await answer.json().catch(() => undefined);
  if (answer.ok) {
    const parsed = safeParse(schema, json);
    if (parsed.success) return { ok: true, value: parsed.data as z.infer<T> };
  }
  // A proxy's error page or a cut-off answer says nothing the editor can act on.
  const refusal = safeParse(refusalSchema, json);
  return { ok: false, status: answer.status, error: !answer.ok && refusal.success ? refusal.data.error : desk.unreachable };
}

export const sessionStatus = (desk: Desk) => ask(desk, sessionStatusSchema, deskPaths.session);
export const signIn = (desk: Desk, key: string) => ask(desk, sessionStatusSchema, deskPaths.session, 'POST', { key });
export const signOut = (desk: Desk) => ask(desk, sessionStatusSchema, deskPaths.session, 'DELETE');
export const listServerArticles = (desk: Desk) => ask(desk, deskListSchema, deskPaths.articles);
export const openServerArticle = (desk: Desk, id: string, locale: Locale) =>
  ask(desk, deskArticleSchema, `${deskPaths.articles}?${new URLSearchParams({ id, lang: locale })}`);
export const publishForEveryone = (desk: Desk, fields: EditorFields, locale: Locale) =>
  ask(desk, publishedSchema, deskPaths.publish, 'POST', { ...fields, locale });
export const deleteForEveryone = (desk: Desk, id: string, locale: Locale) =>
  ask(desk, deletedSchema, deskPaths.publish, 'POST', { method: 'DELETE', id, locale });
