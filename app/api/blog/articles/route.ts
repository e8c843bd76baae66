import { jsonError } from '@/lib/api/json-body';
import { clientKey } from '@/lib/api/rate-limit';
import { apiTexts } from '@/lib/articles/api-texts';
import { admitSession, sessionRefusal } from '@/lib/articles/session';
import { articleLocales, deskArticles, serverArticle } from '@/lib/articles/store';
import { deskQuerySchema, type DeskArticle, type DeskEntry } from '@/lib/blog/desk';
import { safeParse } from '@/lib/safe-parse';
import { serverConfig } from '@/lib/server/config';

const config = serverConfig();
const answer = (body: { articles: DeskEntry[] } | DeskArticle) => Response.json(body, { headers: { 'cache-control': 'no-store' } });

/** For a signed-in editor: every server article (`{articles}`), or one to edit (`?id=…&lang=…`: `{article, locales}`). */
export async function GET(request: Request) {
  const t = apiTexts(request);
  const admission = await admitSession(request, clientKey(request, config.TRUSTED_PROXY_COUNT));
  if (!admission.ok) return sessionRefusal(admission, request, t);
  const query = safeParse(deskQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success || (query.data.id === undefined) !== (query.data.lang === undefined)) return jsonError(400, t.invalidRequest);
  const { id, lang } = query.data;
  try {
    if (id === undefined || lang === undefined) return answer({ articles: await deskArticles() });
    const article = await serverArticle(id, lang);
    if (!article) return jsonError(404, t.notFound);
    return answer({ article, locales: await articleLocales(id) });
  } catch (error) {
    console.error(`articles database: ${error instanceof Error ? error.message : String(error)}`);
    return jsonError(503, t.storageUnavailable, {}, { 'retry-after': '30' });
  }
}

function methodNotAllowed() {
  return jsonError(405, 'GET lists the server’s articles; publish and delete through /api/blog/publish', {}, { allow: 'GET' });
}

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
