import 'server-only';
import * as z from 'zod';
import messages from '../../../messages/en.json';
import { isLocale } from '../../i18n/routing';
import { absoluteUrl } from '../../seo/site';
import { serverConfig } from '../../server/config';
import { admitProof } from '../publish';
import { createPost, deletePost, listPosts, readPost, updatePost, type PostFailure } from '../posts';
import type { PostQuery } from '../post-store';
import { readFields } from './fields';
import { ghostBodySchema, ghostFields, ghostPost, postIdOf } from './ghost-json';
import { isGhostSecret, provesGhostKey } from './ghost-token';
import type { Door } from './door';

const t = messages.BlogApi;
const MAX_BODY_BYTES = 512 * 1024;

const errorTypes: Record<number, string> = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  403: 'NoPermissionError',
  404: 'NotFoundError',
  409: 'UpdateCollisionError',
  413: 'RequestEntityTooLargeError',
  422: 'ValidationError',
  429: 'TooManyRequestsError',
  501: 'NotImplementedError',
  503: 'ServiceUnavailableError',
};

/** Ghost's error shape. */
export function ghostError(status: number, message: string, headers: Record<string, string> = {}, property: string | null = null) {
  const error = {
    message,
    context: null,
    type: errorTypes[status] ?? 'InternalServerError',
    details: null,
    property,
    help: null,
    code: null,
  };
  return Response.json({ errors: [error] }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
// The publish rules' 400 is Ghost's 422 (a validation error).
const failed = (failure: PostFailure) =>
  ghostError(failure.status === 400 ? 422 : failure.status, t[failure.message], failure.status === 503 ? { 'retry-after': '30' } : {});
const notFound = () => ghostError(404, 'Resource not found');

const listSchema = z.object({
  limit: z.union([z.literal('all'), z.coerce.number().int().min(1).max(100)]).default(15),
  page: z.coerce.number().int().min(1).default(1),
  filter: z.string().optional(),
});

/** Ghost's `filter` as far as this site has it: `status:…`, `tag:…`, `slug:…`, joined by `+`. */
function listFilter(filter: string | undefined): Omit<PostQuery, 'search'> | undefined {
  const query: Omit<PostQuery, 'search'> = { statuses: ['publish', 'draft'] };
  for (const part of filter ? filter.split('+') : []) {
    const [key, value = ''] = part.split(':').map((text) => text.trim().replace(/^'|'$/g, ''));
    if (key === 'status' && (value === 'published' || value === 'draft')) query.statuses = [value === 'published' ? 'publish' : 'draft'];
    else if (key === 'tag' && isLocale(value)) query.locale = value;
    else if (key === 'slug' && value) query.slug = value;
    else return undefined;
  }
  return query;
}

/**
 * The Ghost Admin API subset, under /ghost/api/: `segments` are the path's parts after it
 * (`admin/posts`, or with a version first: `v2/admin/…`, `v5.0/admin/…`).
 */
export async function ghost(request: Request, segments: readonly string[], door: Door): Promise<Response> {
  const parts = /^(v\d+(\.\d+)?|canary)$/.test(segments[0] ?? '') ? segments.slice(1) : segments;
  const [admin, resource, id, ...rest] = parts;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (admin !== 'admin' || resource === undefined) return notFound();
  if (resource === 'site' && method === 'GET' && id === undefined) {
    const url = absoluteUrl('/').replace(/\/$/, '');
    return json({
      site: { title: door.siteName, description: door.siteDescription, logo: null, icon: null, accent_color: null, url, version: '5.0' },
    });
  }
  if (resource !== 'posts' && resource !== 'pages') return notFound();

  const authorization = request.headers.get('authorization');
  if (authorization === null) return ghostError(401, t.ghostUnauthorized);
  const key = serverConfig().BLOG_PUBLISH_KEY;
  if (key && !isGhostSecret(key)) return ghostError(501, t.ghostKeyOff);
  const admission = await admitProof((secret) => provesGhostKey(authorization, secret), door.client);
  if (!admission.ok) {
    if (admission.reason === 'off') return ghostError(501, t.serverOff);
    if (admission.reason === 'limited') return ghostError(429, t.tooManyAttempts, { 'retry-after': String(admission.retryAfter) });
    return ghostError(401, t.ghostUnauthorized);
  }
  // Pages are not kept here: an empty list answers the tools' connection checks.
  if (resource === 'pages') return method === 'GET' ? json({ pages: [], meta: { pagination: pagination(1, 15, 0) } }) : notFound();

  if (id === undefined) {
    if (method === 'GET') return list(request);
    if (method === 'POST') return write(request, door, undefined);
    return notFound();
  }
  if (id === 'slug' && rest.length === 1 && method === 'GET') {
    const found = await listPosts({ statuses: ['publish', 'draft'], slug: rest[0] }, 1, 1);
    if (!found.ok) return failed(found);
    return found.posts[0] ? json({ posts: [ghostPost(found.posts[0])] }) : notFound();
  }
  const postId = postIdOf(id);
  if (rest.length > 0 || !Number.isSafeInteger(postId)) return notFound();
  if (method === 'GET') {
    const read = await readPost(postId);
    return read.ok && read.post.status !== 'trash' ? json({ posts: [ghostPost(read.post)] }) : notFound();
  }
  if (method === 'PUT') return write(request, door, postId);
  if (method === 'DELETE') {
    const removed = await deletePost(postId);
    if (!removed.ok) return failed(removed);
    door.showChanges(removed.changed);
    return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  }
  return notFound();
}

const pagination = (page: number, limit: number | 'all', total: number) => {
  const pages = limit === 'all' ? 1 : Math.max(1, Math.ceil(total / limit));
  return { page, limit, pages, total, next: page < pages ? page + 1 : null, prev: page > 1 ? page - 1 : null };
};

async function list(request: Request) {
  const parsed = listSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return ghostError(400, `Invalid value for ${String(parsed.error.issues[0]?.path[0] ?? 'query')}`);
  const query = listFilter(parsed.data.filter);
  if (!query) return ghostError(400, 'This site filters posts by status, tag (en, es, it) and slug only');
  const { page, limit } = parsed.data;
  const found = await listPosts(query, limit === 'all' ? 1 : page, limit === 'all' ? 10_000 : limit);
  if (!found.ok) return failed(found);
  return json({ posts: found.posts.map(ghostPost), meta: { pagination: pagination(page, limit, found.total) } });
}

async function write(request: Request, door: Door, postId: number | undefined) {
  const body = await readFields(request, MAX_BODY_BYTES);
  if (body === 'too-large') return ghostError(413, `The request body must be at most ${MAX_BODY_BYTES} bytes`);
  const parsed = ghostBodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return ghostError(422, `Validation failed for ${issue?.path.join('.') || 'posts'}`, {}, String(issue?.path.at(-1) ?? 'posts'));
  }
  const [post] = parsed.data.posts;
  const fields = ghostFields(post);
  if (!fields.ok) return ghostError(422, `Validation failed for ${fields.property}`, {}, fields.property);
  let outcome;
  if (postId === undefined) outcome = await createPost(fields.fields, door.today);
  else {
    const given = post.updated_at === undefined ? NaN : Date.parse(post.updated_at);
    if (Number.isNaN(given)) return ghostError(422, t.ghostUpdatedAt, {}, 'updated_at');
    outcome = await updatePost(postId, fields.fields, door.today, new Date(given).toISOString());
  }
  if (!outcome.ok) return failed(outcome);
  door.showChanges(outcome.changed);
  return json({ posts: [ghostPost(outcome.post)] }, postId === undefined ? 201 : 200);
}
