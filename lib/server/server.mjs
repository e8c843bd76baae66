// The production server, copied into .next/standalone by `npm run build` (replacing the one Next
// generates): Next's own request handler, behind the checks of guard.mjs, with timeouts that stop
// a client from holding a socket by trickling its request.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientOf } from './client.mjs';
import {
  apiRootLink,
  boundedStaleness,
  changesArticles,
  doorUrl,
  freshPaths,
  isLoopback,
  refusal,
  renderedOnRequest,
  siteHeaders,
  withPeer,
} from './guard.mjs';
import { pageCache, pageKey, recordPage, servePage } from './page-cache.mjs';
import { cachedPaths, renderBudget, stalledWrites } from './render-gate.mjs';
import { runShutdown } from './shutdown.mjs';
import { QueueFullError, workQueue } from './work-queue.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV = 'production';
// The articles' database lives where the server was started from (data/blog.db unless told), not
// in the build output that the next build replaces.
process.env.BLOG_DATABASE_FILE = path.resolve(process.env.BLOG_DATABASE_FILE || 'data/blog.db');
process.chdir(dir);
const require = createRequire(import.meta.url);
const { config } = require('./.next/required-server-files.json');
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

const port = Number.parseInt(process.env.PORT ?? '', 10) || 3000;
const hostname = process.env.HOSTNAME || '0.0.0.0';

// On loopback a proxy on this machine is the only way in; on a public address, unless told about
// proxies, clients are told apart by the address they connect from, whatever headers they send.
if (!process.env.TRUSTED_PROXY_COUNT) {
  process.env.TRUSTED_PROXY_COUNT = isLoopback(hostname) ? '1' : '0';
  if (!isLoopback(hostname)) {
    console.log(
      `Listening on ${hostname} with TRUSTED_PROXY_COUNT=0: clients are identified by their own address and X-Forwarded-For is ignored. Behind a reverse proxy, set TRUSTED_PROXY_COUNT=1.`,
    );
  }
}

const next = require('next')({ dev: false, dir, hostname, port, conf: config });
const handle = next.getRequestHandler();
await next.prepare();
const routes = require('./.next/routes-manifest.json');
const headers = siteHeaders(routes);

// Pages rendered when asked for take ~25 ms of this one thread each: two renders at a time, a line
// of 32, at most 4 of those places per client, and the rest asked to come back, so a burst of new
// shared spreads leaves the site its share. Each client may start RENDER_BURST renders at once,
// then RENDER_PER_MINUTE, so its renders take a bounded share of the thread. Only real renders are counted: a
// page Next already keeps made (a cache hit) is served at once.
const isRenderedOnRequest = renderedOnRequest(routes);
const rendering = workQueue({ concurrency: 2, waiting: 32, perClient: 4 });
const whole = (/** @type {string} */ name, /** @type {number} */ fallback) => Number.parseInt(process.env[name] ?? '', 10) || fallback;
const budget = renderBudget({ burst: whole('RENDER_BURST', 20), perSecond: whole('RENDER_PER_MINUTE', 30) / 60, maxClients: 10_000 });
const cached = cachedPaths(1_000);
const writes = stalledWrites(15_000);
const trustedProxies = Number.parseInt(process.env.TRUSTED_PROXY_COUNT ?? '', 10) || 0;

// The build's copies of the blog lists, feeds and sitemap hold no server articles. At start they are
// made again from the database before anyone is served one (requests for them wait, 15 s at most),
// then again every minute, so every instance shows a publish made anywhere within the minute.
const prerender = require('./.next/prerender-manifest.json');
const refreshKey = prerender.preview.previewModeId;
const fresh = new Set(freshPaths(prerender, routes));
/** @type {Promise<unknown> | null} */
let warming = null;
// A refresh in flight: a change to the articles waits for it, or the lists it is making from the
// database as it was would be kept after the change (an article published at start missing a minute).
/** @type {Promise<unknown> | null} */
let refreshing = null;
/** @param {string} origin */
function refresh(origin) {
  const running = remakeLists(origin).finally(() => {
    if (refreshing === running) refreshing = null;
  });
  refreshing = running;
  return running;
}
/** The blog lists, feeds and sitemap made again from the database. @param {string} origin */
function remakeLists(origin) {
  const made = Promise.allSettled(
    [...fresh].map((path) =>
      fetch(`${origin}${path}`, { headers: { 'x-prerender-revalidate': refreshKey }, signal: AbortSignal.timeout(15_000) }),
    ),
  );
  return made.then((answers) => {
    const failed = answers.filter((answer) => answer.status === 'rejected' || !answer.value.ok).length;
    if (failed) console.warn(`Made again ${fresh.size - failed} of ${fresh.size} blog lists, feeds and sitemap`);
  });
}

/** @param {import('node:http').ServerResponse} response @param {number} status @param {string} message @param {Record<string, string>} [more] */
function plain(response, status, message, more = {}) {
  response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...more });
  response.end(message);
}

/**
 * Next renders the page; resolves when rendering ends: when Next writes the head of its answer (a
 * page it caches is whole by then), not when a slow client has read it all, or when the client is
 * gone (then nothing is rendered). A page Next now keeps is remembered as a cache hit.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {string} path
 * @returns {Promise<void>}
 */
function render(request, response, path) {
  return new Promise((resolve) => {
    if (request.socket.destroyed) return resolve();
    const writeHead = response.writeHead;
    response.writeHead = /** @type {typeof writeHead} */ (
      function (/** @type {Parameters<typeof writeHead>} */ ...args) {
        response.writeHead = writeHead;
        const answered = writeHead.apply(response, args);
        if (response.getHeader('x-nextjs-cache') !== undefined) cached.add(path);
        resolve();
        return answered;
      }
    );
    response.once('close', () => resolve());
    handle(request, response);
  });
}

// Pages prerendered for good, as last sent (32 MB of bodies at most): answered without Next's handler.
const kept = pageCache(32 * 1024 * 1024);
/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response @param {string} url */
function handleKept(request, response, url) {
  const key = pageKey(request, url);
  const page = key && kept.get(key);
  if (page) return servePage(request, response, page);
  if (key) recordPage(response, (made) => kept.set(key, made));
  return handle(request, response);
}

// The whole request (headers and body) within 30 s, its headers within 10 s, checked every 2 s;
// answers may stream for longer, as long as the client keeps reading (stalledWrites).
const timeouts = { requestTimeout: 30_000, headersTimeout: 10_000, connectionsCheckingInterval: 2_000 };
const server = createServer(timeouts, (request, response) => {
  const refused = refusal(request);
  if (refused) return plain(response, refused.status, refused.message, refused.headers);
  request.headers['x-forwarded-for'] = withPeer(request.headers['x-forwarded-for'], request.socket.remoteAddress);
  request.url = doorUrl(request.url ?? '/');
  const url = request.url;
  const path = url.split('?', 1)[0] ?? '/';
  // A real render (a page made on request that Next does not keep yet) is counted against its client.
  const renders = isRenderedOnRequest(url) && !cached.has(path);
  const client = renders ? clientOf(request.headers['x-forwarded-for'], trustedProxies) : '';
  const wait = renders ? budget.take(client) : 0;
  if (wait > 0)
    return plain(response, 429, 'Too many pages made for you just now; please try again in a moment.', { 'retry-after': String(wait) });
  writes.watch(response);
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? boundedStaleness(String(value)) : value);
  // The home says where the WordPress API is, as a WordPress site's does.
  const discovery = path === '/' ? apiRootLink(request.headers, trustedProxies) : null;
  if (discovery) setHeader('link', discovery);
  // The first requests after a start wait for the lists made from the database (the refresh itself passes).
  if (warming && fresh.has(path) && request.headers['x-prerender-revalidate'] !== refreshKey) {
    warming.then(() => handle(request, response));
    return;
  }
  if (refreshing && changesArticles(request.method, path)) {
    refreshing.then(() => handle(request, response));
    return;
  }
  if (!renders) return handleKept(request, response, url);
  rendering
    .run(() => render(request, response, path), client)
    .catch((error) => {
      if (!(error instanceof QueueFullError)) throw error;
      plain(response, 503, 'Busy; please try again in a moment.', { 'retry-after': '2' });
    });
});
server.keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? '', 10) || 5_000;

server.listen(port, hostname, () => {
  const shown = hostname.includes(':') ? `[${hostname}]` : hostname;
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const dial = wildcard ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  const self = `http://${dial.includes(':') ? `[${dial}]` : dial}:${address.port}`;
  warming = refresh(self).finally(() => (warming = null));
  setInterval(() => refresh(self), 60_000).unref();
  console.log(`Cosmic Tarot (Next.js ${require('next/package.json').version}) on http://${shown}:${port}`);
});
// A stop lets requests in progress finish (5 s at most), then closes the database (its WAL written
// back into the file, so a copy of the file alone is whole) before exiting.
/** @type {Promise<void> | undefined} */
let stopping;
const stop = () => (stopping ??= runShutdown().finally(() => process.exit(0)));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(stop);
    server.closeIdleConnections();
    setTimeout(stop, 5_000).unref();
  });
}
