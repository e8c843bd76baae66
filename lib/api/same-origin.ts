/** Why a request may not go ahead, as a status and a message, or null when it may. */
export type RequestRefusal = { status: 403 | 415; error: string };

/** `Sec-Fetch-Site` values a browser sends for the site's own pages or a visitor's own typing. */
const ownSites = new Set(['same-origin', 'none']);

/** The origin the visitor's browser sees: the proxy's forwarded host and scheme when there is one. */
function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim();
  const host = first('x-forwarded-host') || request.headers.get('host') || url.host;
  const scheme = first('x-forwarded-proto') || url.protocol.replace(':', '');
  return `${scheme}://${host}`.toLowerCase();
}

/**
 * Refuses (403) a browser request sent by another site, named by `Sec-Fetch-Site` or `Origin`;
 * requests without either (non-browser clients) pass. `siteOrigin` (SITE_URL) is accepted too,
 * for a proxy that does not pass the public Host on.
 */
export function refuseForeignOrigin(request: Request, siteOrigin: string | undefined, error: string): RequestRefusal | null {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && !ownSites.has(fetchSite)) return { status: 403, error };
  const origin = request.headers.get('origin');
  if (origin !== null && origin.toLowerCase() !== requestOrigin(request) && origin !== siteOrigin) return { status: 403, error };
  return null;
}

/**
 * What serves the site's own pages and non-browser clients only (a reading costs money; a
 * signed-in editor's cookie must not act for another site): a JSON content type forces a
 * cross-site fetch through a CORS preflight (which this server never grants), and a cross-site
 * form or simple request is refused by `refuseForeignOrigin`.
 */
export function refuseForeignRequest(
  request: Request,
  siteOrigin?: string,
  error = 'Readings can only be requested from this site’s own pages',
): RequestRefusal | null {
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') return { status: 415, error: 'The request body must be sent as application/json' };
  return refuseForeignOrigin(request, siteOrigin, error);
}
