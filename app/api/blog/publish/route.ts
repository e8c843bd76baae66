import { jsonError, readJsonBody } from '@/lib/api/json-body';
import { clientKey } from '@/lib/api/rate-limit';
import { refuseForeignRequest } from '@/lib/api/same-origin';
import { apiTexts, type ApiTexts } from '@/lib/articles/api-texts';
import { admitPublisher, publishOnServer } from '@/lib/articles/publish';
import { admitSession, refusedAnswer, sessionRefusal, sessionToken } from '@/lib/articles/session';
import { showChanges } from '@/lib/articles/show-changes';
import type { Deleted, Published } from '@/lib/blog/desk';
import { parseCommand } from '@/lib/blog/protocol';
import { articleDate } from '@/lib/blog/slug';
import { isReservedSlug } from '@/lib/blog/builtin-ids';
import { articlePath, isBlogPageSlug } from '@/lib/routes/paths';
import { serverConfig } from '@/lib/server/config';
import { absoluteUrl, siteUrl } from '@/lib/seo/site';
import { format } from '@/lib/format';

const MAX_BODY_BYTES = 512 * 1024;
const config = serverConfig();

/**
 * The URL automation tools are given. With `Authorization: Bearer <BLOG_PUBLISH_KEY>`, or from the
 * editor with a signed-in session's cookie, a POST publishes or deletes an article on the server,
 * for every visitor. Without either, GET is the page that publishes into the visitor's browser
 * (proxy.ts), and a POST is checked like a request delivered there, then answered 501 with how to
 * publish either way. Answers are in the language `Accept-Language` asks for, else English.
 */
export async function POST(request: Request) {
  const t = apiTexts(request);
  const client = clientKey(request, config.TRUSTED_PROXY_COUNT);
  const authorization = request.headers.get('authorization');
  if (authorization !== null) {
    const admission = await admitPublisher(authorization, client);
    if (!admission.ok)
      return refusedAnswer(admission, t, {
        off: t.serverOff,
        unauthorized: t.unauthorized,
        challenge: { 'www-authenticate': 'Bearer realm="blog"' },
      });
    return publishForEveryone(request, t);
  }
  if (sessionToken(request) !== null) {
    // The cookie goes with any request to this site: only the site's own pages may use it.
    const foreign = refuseForeignRequest(request, siteUrl.origin, t.foreignRequest);
    if (foreign) return jsonError(foreign.status, foreign.error);
    const admission = await admitSession(request, client);
    return admission.ok ? publishForEveryone(request, t) : sessionRefusal(admission, request, t);
  }
  return checkOnly(request, t);
}

/** A request for the browser's own store, sent here: checked, then told how to publish either way. */
async function checkOnly(request: Request, t: ApiTexts) {
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

/** parse (the protocol's request) → answer (stored, and the pages made again), once admitted. */
async function publishForEveryone(request: Request, t: ApiTexts) {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  // Without a date, today's, as an ISO date each language's pages write their own way.
  const outcome = await publishOnServer(body.value, new Date().toISOString().slice(0, 10));
  if (!outcome.ok) return jsonError(outcome.status, t[outcome.message], {}, outcome.status === 503 ? { 'retry-after': '30' } : {});
  const changed = outcome.action === 'publish' ? [outcome.locale] : outcome.locales;
  showChanges(changed.map((locale) => ({ id: outcome.id, locale })));
  if (outcome.action === 'delete')
    return Response.json({ id: outcome.id, locales: outcome.locales, deleted: true } satisfies Deleted, {
      headers: { 'cache-control': 'no-store' },
    });
  const url = absoluteUrl(articlePath(outcome.id, outcome.locale));
  return Response.json({ id: outcome.id, locale: outcome.locale, url, created: outcome.created } satisfies Published, {
    status: outcome.created ? 201 : 200,
    headers: { location: url, 'cache-control': 'no-store' },
  });
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
