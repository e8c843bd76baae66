import { jsonError, readJsonBody } from '@/lib/api/json-body';
import { clientKey } from '@/lib/api/rate-limit';
import { admitPublisher, publishOnServer } from '@/lib/articles/publish';
import { showChanges } from '@/lib/articles/show-changes';
import { parseCommand } from '@/lib/blog/protocol';
import { articleDate } from '@/lib/blog/slug';
import { isReservedSlug } from '@/lib/blog/builtin-ids';
import { articlePath, isBlogPageSlug } from '@/lib/routes/paths';
import { serverConfig } from '@/lib/server/config';
import { absoluteUrl } from '@/lib/seo/site';
import { format } from '@/lib/format';
import messages from '@/messages/en.json';

const MAX_BODY_BYTES = 512 * 1024;
const t = messages.BlogApi;
const config = serverConfig();

/**
 * The URL automation tools are given. With `Authorization: Bearer <BLOG_PUBLISH_KEY>`, a POST
 * publishes or deletes an article on the server, for every visitor. Without it, GET is the page
 * that publishes into the visitor's browser (proxy.ts), and a POST is checked like a request
 * delivered there, then answered 501 with how to publish either way.
 */
export async function POST(request: Request) {
  const authorization = request.headers.get('authorization');
  if (authorization !== null) return publishForEveryone(request, authorization);
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = parseCommand(body.value, articleDate(new Date()), isBlogPageSlug);
  if (!parsed.ok) return jsonError(400, t[parsed.message]);
  const { command } = parsed;
  const id = command.action === 'delete' ? command.id : command.article.id;
  if (isReservedSlug(id)) return jsonError(403, t[command.action === 'delete' ? 'predefinedDelete' : 'predefinedOverwrite']);
  // The public address (SITE_URL), not the one this server binds behind its proxy.
  const page = absoluteUrl('/api/blog/publish?apiKey=YOUR_KEY');
  return jsonError(501, 'Articles are stored in the browser that publishes them, unless the request carries the server key', {
    action: command.action,
    id,
    message: format(t.postNotImplemented, { url: page }),
    server: t.serverHint,
  });
}

/** guard (the key) → parse (the protocol's request) → answer (stored, and the pages made again). */
async function publishForEveryone(request: Request, authorization: string) {
  const admission = await admitPublisher(authorization, clientKey(request, config.TRUSTED_PROXY_COUNT));
  if (!admission.ok) {
    if (admission.reason === 'off') return jsonError(501, t.serverOff);
    if (admission.reason === 'limited') return jsonError(429, t.tooManyAttempts, {}, { 'retry-after': String(admission.retryAfter) });
    return jsonError(401, t.unauthorized, {}, { 'www-authenticate': 'Bearer realm="blog"' });
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  // Without a date, today's, as an ISO date each language's pages write their own way.
  const outcome = await publishOnServer(body.value, new Date().toISOString().slice(0, 10));
  if (!outcome.ok) return jsonError(outcome.status, t[outcome.message], {}, outcome.status === 503 ? { 'retry-after': '30' } : {});
  const changed = outcome.action === 'publish' ? [outcome.locale] : outcome.locales;
  showChanges(changed.map((locale) => ({ id: outcome.id, locale })));
  if (outcome.action === 'delete')
    return Response.json({ id: outcome.id, locales: outcome.locales, deleted: true }, { headers: { 'cache-control': 'no-store' } });
  const url = absoluteUrl(articlePath(outcome.id, outcome.locale));
  return Response.json(
    { id: outcome.id, locale: outcome.locale, url, created: outcome.created },
    { status: outcome.created ? 201 : 200, headers: { location: url, 'cache-control': 'no-store' } },
  );
}

function methodNotAllowed() {
  return jsonError(
    405,
    'Use GET to open the publish page in the browser that holds the articles, or POST to check a request or to publish with the server key',
    {},
    { allow: 'GET, HEAD, POST' },
  );
}

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
