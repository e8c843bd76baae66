// Prerendered pages kept as Next last sent them (headers and compressed bytes), so a visitor's
// request for one is answered without running Next's handler or compressing the page again.

/** Request headers that make Next answer a page otherwise (its data for the router, a prefetch). */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'];

/** Response headers said again for each request, never kept (the API link depends on the host asked). */
const PER_REQUEST = new Set(['link', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Under what key a request may be answered from the cache: a GET of a page with no query and no
 * router header, by the encoding it accepts (gzip or none) and by whether it came over https (the
 * one request header the site's headers depend on: HSTS); else none.
 * @param {import('node:http').IncomingMessage} request @param {string} url
 * @returns {string | undefined}
 */
export function pageKey(request, url) {
  // Next's own files (scripts, styles, fonts) are never pages: not recorded at all.
  if (request.method !== 'GET' || url.includes('?') || url.startsWith('/_next/')) return undefined;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined;
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const https = request.headers['x-forwarded-proto'] === 'https';
  return `${gzip ? 'gzip' : 'identity'} ${https ? 'https' : 'http'} ${url}`;
}

/**
 * Whether an answer is a page prerendered for good (never made again until the next build): an
 * HTML 200 that Next marks prerendered, cached a year, with an ETag and no cookie.
 * @param {number} status @param {Record<string, string | string[] | number | undefined>} headers
 */
export function keepsForGood(status, headers) {
  return (
    status === 200 &&
    String(headers['content-type'] ?? '').startsWith('text/html') &&
    headers['x-nextjs-prerender'] !== undefined &&
    headers.etag !== undefined &&
    /(^|,)\s*s-maxage=31536000\s*(,|$)/.test(String(headers['cache-control'] ?? '')) &&
    headers['set-cookie'] === undefined
  );
}

/**
 * @typedef {{ headers: Record<string, string | string[]>, body: Buffer }} KeptPage
 */

/**
 * Kept pages, the least recently served dropped first past `maxBytes` of bodies.
 * @param {number} maxBytes
 */
export function pageCache(maxBytes) {
  /** @type {Map<string, KeptPage>} */
  const pages = new Map();
  let bytes = 0;
  return {
    /** @param {string} key */
    get(key) {
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    /** @param {string} key @param {KeptPage} page */
    set(key, page) {
      const old = pages.get(key);
      if (old) bytes -= old.body.length;
      pages.delete(key);
      if (page.body.length > maxBytes) return;
      pages.set(key, page);
      bytes += page.body.length;
      for (const [oldest, kept] of pages) {
        if (bytes <= maxBytes) break;
        pages.delete(oldest);
        bytes -= kept.body.length;
      }
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return pages.size;
    },
  };
}

/**
 * Records what Next writes to `response` and, when it ends as a page kept for good, hands it over.
 * @param {import('node:http').ServerResponse} response @param {(page: KeptPage) => void} keep
 */
export function recordPage(response, keep) {
  /** @type {Buffer[]} */
  const chunks = [];
  const write = response.write;
  const end = response.end;
  const writeHead = response.writeHead;
  /** @type {Record<string, string | string[] | number | undefined>} */
  let given = {};
  response.writeHead = /** @type {typeof writeHead} */ (
    function (/** @type {any[]} */ ...args) {
      const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object');
      if (headers && !Array.isArray(headers)) given = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
      return writeHead.apply(response, /** @type {any} */ (args));
    }
  );
  const take = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(/** @type {any} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'),
    );
  };
  response.write = /** @type {typeof write} */ (
    function (/** @type {any[]} */ ...args) {
      take(args[0], args[1]);
      return write.apply(response, /** @type {any} */ (args));
    }
  );
  response.end = /** @type {typeof end} */ (
    function (/** @type {any[]} */ ...args) {
      take(args[0], args[1]);
      const headers = { ...response.getHeaders(), ...given };
      if (keepsForGood(response.statusCode, headers)) {
        /** @type {Record<string, string | string[]>} */
        const kept = {};
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined && !PER_REQUEST.has(name)) kept[name] = typeof value === 'number' ? String(value) : value;
        }
        keep({ headers: kept, body: Buffer.concat(chunks) });
      }
      return end.apply(response, /** @type {any} */ (args));
    }
  );
}

/**
 * Answers a request from a kept page: 304 when the client holds it already.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {KeptPage} page
 */
export function servePage(request, response, page) {
  const fresh = request.headers['if-none-match'] === page.headers.etag;
  for (const [name, value] of Object.entries(page.headers)) response.setHeader(name, value);
  if (fresh) {
    response.removeHeader('content-encoding');
    response.removeHeader('content-type');
    response.statusCode = 304;
    return response.end();
  }
  response.setHeader('content-length', page.body.length);
  response.statusCode = 200;
  response.end(page.body);
}
