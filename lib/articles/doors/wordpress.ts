import 'server-only';
import type * as z from 'zod';
import messages from '../../../messages/en.json';
import { admitProof, sameKey, type Admission } from '../publish';
import {
  createPost,
  deletePost,
  listPosts,
  readPost,
  trashPost,
  updatePost,
  type PostFailure,
  type PostFields,
  type PostOutcome,
} from '../posts';
import { categoryLocale, listStatuses, postFields, wpDeleteSchema, wpListSchema, wpPostSchema } from './wordpress-schema';
import type { Door } from './door';
import { readFields } from './fields';
import { wpCategories, wpIndex, wpPost, wpUser } from './wordpress-json';

const t = messages.BlogApi;
const MAX_BODY_BYTES = 512 * 1024;

/** WordPress's error shape. */
export function wpError(status: number, code: string, message: string, headers: Record<string, string> = {}, data: object = {}) {
  return Response.json({ code, message, data: { status, ...data } }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

const failureCodes: Record<PostFailure['status'], string> = {
  400: 'rest_invalid_param',
  403: 'rest_cannot_edit',
  404: 'rest_post_invalid_id',
  409: 'rest_post_conflict',
  503: 'rest_storage_unavailable',
};
const failed = (failure: PostFailure) =>
  wpError(failure.status, failureCodes[failure.status], t[failure.message], failure.status === 503 ? { 'retry-after': '30' } : {});
const invalid = (param: string) =>
  wpError(400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, {}, { params: { [param]: 'Invalid' } });
const noRoute = () => wpError(404, 'rest_no_route', 'No route was found matching the URL and request method.');

/** The application password of a Basic header, spaces ignored as WordPress ignores them. */
function basicPassword(authorization: string): string {
  const encoded = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(authorization)?.[1];
  if (!encoded) return '';
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1).replace(/\s+/g, '');
}

async function admit(request: Request, client: string): Promise<Admission | 'anonymous'> {
  const authorization = request.headers.get('authorization');
  if (authorization === null) return 'anonymous';
  return admitProof((key) => sameKey(basicPassword(authorization), key), client);
}

function refused(admission: Exclude<Admission, { ok: true }> | 'anonymous') {
  if (admission === 'anonymous') return wpError(401, 'rest_not_logged_in', t.wordpressLogIn, { 'www-authenticate': 'Basic realm="blog"' });
  if (admission.reason === 'off') return wpError(501, 'rest_publishing_off', t.serverOff);
  if (admission.reason === 'limited')
    return wpError(429, 'rest_too_many_attempts', t.tooManyAttempts, { 'retry-after': String(admission.retryAfter) });
  return wpError(401, 'incorrect_password', t.wordpressWrongPassword, { 'www-authenticate': 'Basic realm="blog"' });
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The WordPress REST subset, under /wp-json/: `segments` are the path's parts after it. */
export async function wordpress(request: Request, segments: readonly string[], door: Door): Promise<Response> {
  const [namespace, version, resource, id, ...rest] = segments;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (segments.length === 0 && method === 'GET') return json(wpIndex(door.siteName, door.siteDescription));
  if (namespace !== 'wp' || version !== 'v2' || rest.length > 0) return noRoute();
  if (resource === undefined && method === 'GET') return json({ namespace: 'wp/v2', routes: wpIndex('', '').routes });
  if (resource === 'categories' && method === 'GET') {
    if (id === undefined) return json(wpCategories(), 200, { 'x-wp-total': '3', 'x-wp-totalpages': '1' });
    const found = wpCategories().find((category) => String(category.id) === id);
    return found ? json(found) : wpError(404, 'rest_term_invalid', 'Term does not exist.');
  }
  if (resource !== 'posts' && resource !== 'users') return noRoute();

  const admission = await admit(request, door.client);
  if (admission === 'anonymous' || !admission.ok) return refused(admission);

  if (resource === 'users') {
    if (method !== 'GET') return noRoute();
    if (id === undefined) return json([wpUser()], 200, { 'x-wp-total': '1', 'x-wp-totalpages': '1' });
    return id === 'me' || id === '1' ? json(wpUser()) : wpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
  }
  if (id === undefined) {
    if (method === 'GET') return list(request);
    if (method === 'POST') return write(request, door, (fields) => createPost(fields, door.today), 201);
    return noRoute();
  }
  const postId = /^\d{1,15}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(postId)) return noRoute();
  if (method === 'GET') {
    const read = await readPost(postId);
    return read.ok ? json(wpPost(read.post)) : failed(read);
  }
  if (method === 'POST' || method === 'PUT' || method === 'PATCH')
    return write(request, door, (fields) => updatePost(postId, fields, door.today), 200);
  if (method === 'DELETE') return remove(request, postId, door);
  return noRoute();
}

type Save = (fields: PostFields) => Promise<PostOutcome>;

async function write(request: Request, door: Door, save: Save, status: number) {
  const body = await readFields(request, MAX_BODY_BYTES);
  if (body === 'too-large') return wpError(413, 'rest_too_large', `The request body must be at most ${MAX_BODY_BYTES} bytes`);
  if (body === null) return wpError(400, 'rest_invalid_json', 'Invalid JSON body passed.');
  // WordPress reads a field from the body, else from the query.
  const parsed = wpPostSchema.safeParse({ ...queryOf(request), ...body });
  if (!parsed.success) return invalid(firstParam(parsed.error));
  return saveWith(door, save, parsed.data, status);
}

async function saveWith(door: Door, save: Save, input: z.infer<typeof wpPostSchema>, status: number) {
  const fields = postFields(input);
  if (!fields.ok) return invalid(fields.param);
  const outcome = await save(fields.fields);
  if (!outcome.ok) return failed(outcome);
  door.showChanges(outcome.changed);
  const post = wpPost(outcome.post);
  return json(post, status, status === 201 ? { location: new URL(`/wp-json/wp/v2/posts/${post.id}`, post.link).toString() } : {});
}

async function list(request: Request) {
  const parsed = wpListSchema.safeParse(queryOf(request));
  if (!parsed.success) return invalid(firstParam(parsed.error));
  const { page, per_page: perPage, search, slug, status, categories, lang } = parsed.data;
  const languages = [...new Set((categories ?? []).map(categoryLocale))];
  if (languages.includes(undefined) || languages.length > 1) return invalid('categories');
  const found = await listPosts(
    { statuses: listStatuses(status), locale: lang ?? languages[0], slug: slug?.split(',')[0], search: search?.trim() || undefined },
    page,
    perPage,
  );
  if (!found.ok) return failed(found);
  const pages = Math.ceil(found.total / perPage);
  if (page > 1 && page > pages)
    return wpError(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');
  return json(found.posts.map(wpPost), 200, { 'x-wp-total': String(found.total), 'x-wp-totalpages': String(pages) });
}

async function remove(request: Request, postId: number, door: Door) {
  const body = await readFields(request, MAX_BODY_BYTES);
  const parsed = wpDeleteSchema.safeParse({ ...(body && typeof body === 'object' ? body : {}), ...queryOf(request) });
  if (!parsed.success) return invalid('force');
  if (parsed.data.force) {
    const removed = await deletePost(postId);
    if (!removed.ok) return failed(removed);
    door.showChanges(removed.changed);
    return json({ deleted: true, previous: wpPost(removed.post) });
  }
  const current = await readPost(postId);
  if (!current.ok) return failed(current);
  if (current.post.status === 'trash') return wpError(410, 'rest_already_trashed', 'The post has already been deleted.');
  const trashed = await trashPost(postId);
  if (!trashed.ok) return failed(trashed);
  door.showChanges(trashed.changed);
  return json(wpPost(trashed.post));
}

const firstParam = (error: z.ZodError) => String(error.issues[0]?.path[0] ?? 'body');
