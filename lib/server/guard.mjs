// What the production server (server.mjs) checks before Next sees a request. Plain JavaScript:
// it runs in the standalone folder beside Next, outside the app's build.
import { isIP } from 'node:net';

/** The path of a request's URL, without its query. @param {string} url */
const pathOf = (url) => url.split('?', 1)[0] ?? '';

/** The methods Next's handlers answer here (PUT, PATCH and DELETE with their own 405 that says what to use). */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Why a request is refused before it reaches Next, or null. Next answers a path that is not valid
 * percent-encoding (`/%`, `/r/%ff`) and any other method (TRACE, CONNECT, …) with a bare 500, and
 * logs three lines for every request that names a server action, of which this site has none.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 * @returns {{ status: number, message: string, headers?: Record<string, string> } | null}
 */
export function refusal({ method = 'GET', url = '/', headers }) {
  if (!allowedMethods.includes(method))
    return {
      status: 405,
      message: `Method not allowed: this site answers ${allowedMethods.join(', ')}.`,
      headers: { allow: allowedMethods.join(', ') },
    };
  try {
    decodeURIComponent(pathOf(url));
  } catch {
    return { status: 400, message: 'Bad request: the address is not valid percent-encoding.' };
  }
  if (headers['next-action'] !== undefined) return { status: 400, message: 'Bad request: this site has no server actions.' };
  return null;
}

/**
 * X-Forwarded-For with the address this server received the request from appended, as every proxy
 * appends the address it received from: the rightmost entry is then always true, and the app picks
 * the entry TRUSTED_PROXY_COUNT proxies further left as the client.
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} peer
 */
export function withPeer(forwardedFor, peer) {
  const chain = [forwardedFor].flat().filter((entry) => entry !== undefined && entry.trim() !== '');
  const address = peer?.startsWith('::ffff:') && isIP(peer.slice(7)) === 4 ? peer.slice(7) : peer;
  return [...chain, address ?? 'unknown'].join(', ');
}

/** @param {string} host a bind address */
export function isLoopback(host) {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/**
 * The headers next.config.ts gives every path (security headers), read from the build's routes
 * manifest, so a refusal carries them too.
 * @param {{ headers?: { source: string, has?: unknown, headers: { key: string, value: string }[] }[] }} manifest
 * @returns {Record<string, string>}
 */
export function siteHeaders(manifest) {
  const rule = manifest.headers?.find((entry) => entry.source === '/:path*' && !entry.has);
  return Object.fromEntries((rule?.headers ?? []).map(({ key, value }) => [key, value]));
}

/**
 * Whether a URL's page is rendered when asked for (a shared spread's or an article's first
 * request, the full reading), from the build's rewrites: those whose internal route is under
 * `/shared/`, `/articles/` or `/blog-pages/`, or is a language's `/full-reading`.
 * @param {{ rewrites?: Record<string, { destination: string, regex: string }[]> }} manifest
 * @returns {(url: string) => boolean}
 */
export function renderedOnRequest(manifest) {
  const rules = Object.values(manifest.rewrites ?? {})
    .flat()
    .filter(({ destination }) => /^\/(shared\/|articles\/|blog-pages\/|[a-z]{2}\/full-reading$)/.test(destination))
    .map(({ regex }) => new RegExp(regex));
  return (url) => rules.some((rule) => rule.test(pathOf(url)));
}

/**
 * A page made again every few minutes (the blog, `s-maxage` of 300 s or less) is one a CDN may
 * keep that long but never serve older: Next adds a year of `stale-while-revalidate`, dropped here.
 * @param {string} value a Cache-Control header
 * @returns {string}
 */
export function boundedStaleness(value) {
  const maxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(value);
  if (!maxAge || Number(maxAge[1]) > 300) return value;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !part.startsWith('stale-while-revalidate'))
    .join(', ');
}

/**
 * Whether a request changes the articles: a write to the blog API or through the WordPress or
 * Ghost door (each waits for a refresh of the blog lists in flight, which would keep them as before).
 * @param {string | undefined} method @param {string} path
 */
export function changesArticles(method, path) {
  return method !== 'GET' && method !== 'HEAD' && /^\/(?:api\/blog|wp-json|ghost)\//.test(path);
}

/**
 * A URL under the WordPress and Ghost doors without its trailing slash: their clients end paths
 * with one (`/wp-json/`, `/ghost/api/admin/posts/`), on which Next would answer a redirect.
 * @param {string} url
 */
export function doorUrl(url) {
  const cut = url.indexOf('?');
  const path = cut < 0 ? url : url.slice(0, cut);
  if (path.length < 2 || !path.endsWith('/') || !/^\/(wp-json|ghost)\//.test(path)) return url;
  return path.replace(/\/+$/, '') + (cut < 0 ? '' : url.slice(cut));
}

/**
 * The Link header WordPress clients find the API by (`rel="https://api.w.org/"`), on the origin
 * the request came to (forwarded by a trusted proxy), or null for a Host that is not a host name.
 * @param {Record<string, string | string[] | undefined>} headers
 * @param {number} trustedProxies
 */
export function apiRootLink(headers, trustedProxies) {
  const first = (/** @type {string | string[] | undefined} */ value) =>
    String([value].flat()[0] ?? '')
      .split(',')[0]
      ?.trim() ?? '';
  const forwardedHost = trustedProxies > 0 ? first(headers['x-forwarded-host']) : '';
  const host = forwardedHost || first(headers.host);
  if (!/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)) return null;
  const proto = trustedProxies > 0 && first(headers['x-forwarded-proto']) === 'https' ? 'https' : 'http';
  return `<${proto}://${host}/wp-json/>; rel="https://api.w.org/"`;
}

/**
 * The public paths of the pages made again every few minutes (blog lists, feeds, sitemap: prerendered
 * with a revalidation of 300 s or less), from the build's manifests: each route's path, or the
 * parameterless rewrite that serves it.
 * @param {{ routes?: Record<string, { initialRevalidateSeconds?: number | false }> }} prerender
 * @param {{ rewrites?: Record<string, { source: string, destination: string }[]> }} manifest
 * @returns {string[]}
 */
export function freshPaths(prerender, manifest) {
  const rewrites = Object.values(manifest.rewrites ?? {}).flat();
  return Object.entries(prerender.routes ?? {})
    .filter(([, route]) => typeof route.initialRevalidateSeconds === 'number' && route.initialRevalidateSeconds <= 300)
    .map(([route]) => rewrites.find(({ source, destination }) => destination === route && !source.includes(':'))?.source ?? route);
}
