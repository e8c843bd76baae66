import { jsonError, readJsonBody } from '@/lib/api/json-body';
import { parseCommand } from '@/lib/blog/protocol';
import { articleDate } from '@/lib/blog/slug';
import { isReservedSlug } from '@/lib/blog/builtin-ids';
import { absoluteUrl } from '@/lib/seo/site';
import { format } from '@/lib/format';
import messages from '@/messages/en.json';

const MAX_BODY_BYTES = 512 * 1024;
const t = messages.BlogApi;

/**
 * The URL automation tools are given. GET is the page that publishes into the
 * visitor's browser (proxy.ts); a POST is checked like a request delivered there, then answered
 * 501, since no article is stored on the server.
 */
export async function POST(request: Request) {
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = parseCommand(body.value, articleDate(new Date()));
  if (!parsed.ok) return jsonError(400, t[parsed.message]);
  const { command } = parsed;
  const id = command.action === 'delete' ? command.id : command.article.id;
  if (isReservedSlug(id)) return jsonError(403, t[command.action === 'delete' ? 'predefinedDelete' : 'predefinedOverwrite']);
  // The public address (SITE_URL), not the one this server binds behind its proxy.
  const page = absoluteUrl('/api/blog/publish?apiKey=YOUR_KEY');
  return jsonError(501, 'Articles are stored in the browser that publishes them, not on this server', {
    action: command.action,
    id,
    message: format(t.postNotImplemented, { url: page }),
  });
}

function methodNotAllowed() {
  return jsonError(
    405,
    'Use GET to open the publish page in the browser that holds the articles, or POST to check a request',
    {},
    { allow: 'GET, HEAD, POST' },
  );
}

export { methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
