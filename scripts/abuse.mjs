// `npm run bench:abuse` (after `npm run build`): what one abusive client on loopback costs the site.
// While bursts of costly requests run at ABUSE_IN_FLIGHT (default 8) in flight, a probe asks for `/`
// one request at a time (~every 20 ms) and reports its p50/p99, a visitor's experience. Bursts:
// new preview images (/og/r/…, each a cache miss; one client, then many), shared pages (distinct codes, then the same few),
// unknown paths (404s). Then the server's RSS before and after ABUSE_IMAGES (default 1,000) distinct
// images on a fresh server with no per-client image budget, the files the image routes wrote, and
// whether /_next/image optimizes a preview image. Then the limiters: a fresh server under a 300 MB
// heap limit (ABUSE_HEAP_MB) gets ABUSE_ADDRESSES (default 20,000) readings' requests, each from a
// new IPv6 /64 (body `{`, so each is only counted), and its RSS is read before and after.
// ABUSE_ONLY=limiters runs that part alone. Ends with one `ABUSE_JSON {...}` line.
// ABUSE_URL measures a running server instead (ABUSE_PID: its process, for RSS; its build folder is
// taken to be ./.next/standalone). ABUSE_SECONDS (default 15): length of each burst; ABUSE_IDLE
// (default 200): idle requests to `/`; ABUSE_IMAGES_SECONDS (default 90): the most the images for
// RSS may take (on a busy machine fewer are made, and the line says how many).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startNext } from '../tests/tools/server.mjs';

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const SECONDS = env('ABUSE_SECONDS', 15);
const IN_FLIGHT = env('ABUSE_IN_FLIGHT', 8);
const IDLE = env('ABUSE_IDLE', 200);
const IMAGES = env('ABUSE_IMAGES', 1000);
const IMAGES_SECONDS = env('ABUSE_IMAGES_SECONDS', 90);
const ADDRESSES = env('ABUSE_ADDRESSES', 20_000);
const HEAP_MB = env('ABUSE_HEAP_MB', 300);
const ONLY = process.env.ABUSE_ONLY;
const PROBE_EVERY_MS = 20;
const REQUEST_TIMEOUT_MS = 30_000;
const DISK_DIRS = ['.next/standalone/.next/cache', '.next/standalone/.next/server/app'];
const locales = ['en', 'es', 'it'];
const sharedBases = ['/r', '/es/tirada', '/it/stesa'];

/** Distinct valid codes of one type, in a fixed order: its letter, then `cards` different card digits (0..l). */
function* spreadCodes(letter, cards) {
  for (let i = 0; i < 22 ** cards; i++) {
    const digits = Array.from({ length: cards }, (_, k) => Math.floor(i / 22 ** k) % 22);
    if (new Set(digits).size === cards) yield letter + digits.map((d) => d.toString(36)).join('');
  }
}
// One source per route, so no image or shared page is asked for twice unless meant to (3.2 M codes each).
const imageCodes = spreadCodes('r', 5);
const pageCodes = spreadCodes('r', 5);
let images = 0;
let pages = 0;
const nextImage = () => `/og/r/${locales[images++ % 3]}/${imageCodes.next().value}.png`;
const nextPage = () => `${sharedBases[pages++ % 3]}/${pageCodes.next().value}`;

/** One GET, its body read whole; a network error or timeout is status 'error'. */
async function get(base, path, headers = {}) {
  const started = performance.now();
  try {
    const response = await fetch(base + path, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    return { status: response.status, headers: response.headers, ms: performance.now() - started };
  } catch {
    return { status: 'error', headers: new Headers(), ms: performance.now() - started };
  }
}

/** A reading's request that is only counted (its body `{` is malformed), from `address` as a proxy reports it. */
async function countedReading(base, address) {
  try {
    const response = await fetch(`${base}/api/reading`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: '{',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { status: response.status };
  } catch {
    return { status: 'error' };
  }
}

/**
 * The limiters' memory: a fresh server under a heap limit, RSS before and after `ADDRESSES` new
 * IPv6 /64s (each a new key for every limiter), and whether it still answers.
 */
async function limiterMemory() {
  const limited = await startNext({ NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` });
  try {
    for (let i = 0; i < 20; i++) await get(limited.url, '/');
    for (let i = 0; i < 50; i++) await countedReading(limited.url, `198.51.100.${i}`);
    const before = memory(limited.pid);
    let n = 0;
    const sent = await burst({ inFlight: 16, count: ADDRESSES }, () => {
      n++;
      return countedReading(limited.url, `2001:db8:${(n >> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`);
    });
    const after = memory(limited.pid);
    const alive = (await get(limited.url, '/')).status === 200;
    return { addresses: ADDRESSES, heapMb: HEAP_MB, before, after, statuses: sent.statuses, perSecond: sent.perSecond, alive };
  } finally {
    serverLog.push(limited.output());
    await stopped(limited);
  }
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? NaN;
const latency = (values) => ({ p50: Math.round(percentile(values, 50)), p99: Math.round(percentile(values, 99)), n: values.length });

/** Runs `request` from `inFlight` workers until `seconds` pass or `count` requests are sent; tallies the statuses. */
async function burst({ inFlight, seconds = Infinity, count = Infinity }, request) {
  const statuses = {};
  let sent = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (sent < count && performance.now() < deadline) {
      sent++;
      const { status } = await request();
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { statuses, total: sent, perSecond: Number((sent / elapsed).toFixed(1)) };
}

/** `/` latencies of a sequential probe (a request every ~20 ms, one at a time) while `load` runs. */
async function probed(base, load) {
  const times = [];
  let running = true;
  const probe = (async () => {
    while (running) {
      const { ms } = await get(base, '/');
      times.push(ms);
      await sleep(Math.max(0, PROBE_EVERY_MS - ms));
    }
  })();
  const result = await load();
  running = false;
  await probe;
  return { home: latency(times), ...result };
}

/** Every file under the dirs, by path: size and modification time. */
function snapshot() {
  const files = new Map();
  for (const dir of DISK_DIRS) {
    let names = [];
    try {
      names = readdirSync(dir, { recursive: true });
    } catch {
      continue; // Not made yet.
    }
    for (const name of names) {
      const stat = statSync(join(dir, String(name)));
      if (stat.isFile()) files.set(join(dir, String(name)), { size: stat.size, mtime: stat.mtimeMs });
    }
  }
  return files;
}

/** Files new or rewritten since `before`, by dir. */
function written(before) {
  const result = Object.fromEntries(DISK_DIRS.map((dir) => [dir, { files: 0, bytes: 0 }]));
  for (const [path, { size, mtime }] of snapshot()) {
    if (before.get(path)?.mtime === mtime) continue;
    const tally = result[DISK_DIRS.find((dir) => path.startsWith(dir))];
    tally.files++;
    tally.bytes += size;
  }
  return result;
}

/** VmRSS and VmHWM of a process in MiB, or null without one (no ABUSE_PID, or it has exited). */
function memory(pid) {
  let status;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const mib = (field) => Math.round(Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1]) / 1024);
  return { rss: mib('VmRSS'), hwm: mib('VmHWM') };
}

/** Stops a server and waits (up to 5 s) for its process to be gone. */
async function stopped(server) {
  server.stop();
  for (let i = 0; i < 50 && statSync(`/proc/${server.pid}`, { throwIfNoEntry: false }); i++) await sleep(100);
}

const external = process.env.ABUSE_URL;
const externalPid = Number(process.env.ABUSE_PID ?? 0);
const diskBefore = snapshot();
const figures = {};
const serverLog = [];
const line = (label, text) => console.log(`${label.padEnd(30)}${text}`);
const mib = (m) => (m ? `${m.rss} MiB (HWM ${m.hwm})` : 'n/a');
const counts = (statuses) =>
  Object.entries(statuses)
    .map(([status, n]) => `${status} ×${n}`)
    .join(', ');
/** Runs the limiters' part and prints its line. */
async function reportLimiters() {
  figures.limiters = await limiterMemory();
  const { before, after, alive, statuses, perSecond } = figures.limiters;
  line(
    `RSS before ${ADDRESSES.toLocaleString('en')} new /64s`,
    `${mib(before)}  after ${mib(after)}  (heap limit ${HEAP_MB} MB)   ${counts(statuses)} (${perSecond} req/s)   ${alive ? 'still answering' : 'NOT ANSWERING ✗'}`,
  );
}
if (ONLY === 'limiters' && !external) {
  await reportLimiters();
  console.log(`ABUSE_JSON ${JSON.stringify(figures)}`);
  process.exit(0);
}
let server = external ? undefined : await startNext();
const base = external ?? server.url;
const ms = ({ p50, p99 }) => `p50 ${String(p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms`;
try {
  // Warm-up: the first request of each route compiles and loads its code.
  for (let i = 0; i < 20; i++) await get(base, '/');
  for (const path of [nextImage(), nextImage(), nextPage(), '/no-such-warm-up']) await get(base, path);
  console.log(`\nOne client on loopback against ${base}: bursts of ${SECONDS} s at ${IN_FLIGHT} in flight, / probed sequentially\n`);

  const idle = [];
  await burst({ inFlight: 2, count: IDLE }, async () => {
    const response = await get(base, '/');
    idle.push(response.ms);
    return response;
  });
  figures.idle = latency(idle);
  line('/ idle', ms(figures.idle));

  // New preview images: each a distinct code, so a miss of the image cache. First one client; then
  // many (each request from another address, as a proxy in front reports them) at three times the
  // load, so that only the render queue bounds the work.
  const imageBurst = async (label, key, inFlight, headers) => {
    let retryAfter = 0;
    figures[key] = await probed(base, () =>
      burst({ inFlight, seconds: SECONDS }, async () => {
        const response = await get(base, nextImage(), headers());
        if (response.status === 503 && response.headers.has('retry-after')) retryAfter++;
        return response;
      }),
    );
    const { statuses } = figures[key];
    const refused = statuses[503] ? ` (Retry-After ${retryAfter === statuses[503] ? '✓' : `on ${retryAfter} only ✗`})` : '';
    const other = figures[key].total - (statuses[200] ?? 0) - (statuses[503] ?? 0) - (statuses[429] ?? 0);
    line(
      label,
      `${ms(figures[key].home)}   ${mib(memory(server?.pid ?? externalPid))}   images: 200 ×${statuses[200] ?? 0}, 503 ×${statuses[503] ?? 0}${refused}, 429 ×${statuses[429] ?? 0}, other ×${other}   (${figures[key].perSecond} img/s)`,
    );
  };
  await imageBurst('/ + new images', 'images', IN_FLIGHT, () => ({}));
  let client = 0;
  await imageBurst(`/ + many clients' images`, 'imagesManyClients', IN_FLIGHT * 3, () => ({
    'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client++ & 255}`,
  }));

  // Shared pages: distinct codes in the three languages, then the same six codes again and again.
  figures.sharedCacheControl = (await get(base, nextPage())).headers.get('cache-control');
  figures.sharedNew = await probed(base, () => burst({ inFlight: IN_FLIGHT, seconds: SECONDS }, () => get(base, nextPage())));
  line(
    '/ + new shared pages',
    `${ms(figures.sharedNew.home)}   ${mib(memory(server?.pid ?? externalPid))}   ${counts(figures.sharedNew.statuses)}   (${figures.sharedNew.perSecond} req/s)`,
  );
  const few = Array.from({ length: 6 }, nextPage);
  let turn = 0;
  figures.sharedSame = await probed(base, () =>
    burst({ inFlight: IN_FLIGHT, seconds: SECONDS }, () => get(base, few[turn++ % few.length])),
  );
  line(
    '/ + same shared pages',
    `${ms(figures.sharedSame.home)}   ${mib(memory(server?.pid ?? externalPid))}   ${counts(figures.sharedSame.statuses)}   (${figures.sharedSame.perSecond} req/s)`,
  );
  line('shared page Cache-Control', String(figures.sharedCacheControl));

  // Unknown paths, each different, under each language.
  const unknown = [(n) => `/no-such-${n}`, (n) => `/es/no-such-${n}`, (n) => `/it/x/${n}`];
  let missing = 0;
  figures.notFoundCacheControl = (await get(base, '/no-such-page')).headers.get('cache-control');
  figures.notFound = await probed(base, () =>
    burst({ inFlight: IN_FLIGHT, seconds: SECONDS }, () => get(base, unknown[missing % 3](missing++))),
  );
  line(
    '/ + 404s',
    `${ms(figures.notFound.home)}   ${mib(memory(server?.pid ?? externalPid))}   ${counts(figures.notFound.statuses)}   (${figures.notFound.perSecond} req/s)`,
  );
  line('404 Cache-Control', String(figures.notFoundCacheControl));

  // The image optimizer must not take the preview images as a source (it caches its results on disk).
  const optimized = await get(base, '/_next/image?url=/og/r/en/p012.png&w=640&q=75');
  figures.nextImage = { status: optimized.status, cache: optimized.headers.get('x-nextjs-cache') };

  figures.afterBursts = memory(server?.pid ?? externalPid);
  line('RSS after the bursts', mib(figures.afterBursts));

  // Memory: a fresh server with no per-client budget, so every image is made; refusals are retried after a pause.
  if (server) {
    serverLog.push(server.output());
    await stopped(server);
    server = await startNext({ OG_CLIENT_MISS_LIMIT: '100000' });
  }
  const pid = server?.pid ?? externalPid;
  const memoryBase = server?.url ?? base;
  for (let i = 0; i < 20; i++) await get(memoryBase, '/');
  const before = memory(pid);
  let retries = 0;
  const made = await burst({ inFlight: 2, count: IMAGES, seconds: IMAGES_SECONDS }, async () => {
    const path = nextImage();
    for (let attempt = 0; ; attempt++) {
      const response = await get(memoryBase, path);
      if (![503, 429].includes(response.status) || attempt === 20) return response;
      retries++;
      await sleep(1000 * Math.min(5, Number(response.headers.get('retry-after')) || 1));
    }
  });
  figures.memory = { images: made.statuses[200] ?? 0, retries, before, after: memory(pid), perSecond: made.perSecond };
  line(
    `RSS before ${figures.memory.images.toLocaleString('en')} images`,
    `${mib(before)}  after ${mib(figures.memory.after)}   ${counts(made.statuses)}, ${retries} retries (${made.perSecond} img/s${made.total < IMAGES ? `, stopped at ${IMAGES_SECONDS} s` : ''})`,
  );

  // A file the optimizer cached in an earlier run is served, not written again: the cache's content at start says so.
  figures.disk = written(diskBefore);
  figures.cacheFilesAtStart = [...diskBefore.keys()].filter((path) => path.startsWith(DISK_DIRS[0])).length;
  const disk = Object.values(figures.disk).reduce(
    (total, { files, bytes }) => ({ files: total.files + files, bytes: total.bytes + bytes }),
    { files: 0, bytes: 0 },
  );
  const byDir = Object.entries(figures.disk)
    .filter(([, { files }]) => files)
    .map(([dir, { files, bytes }]) => `${dir}: ${files}, ${bytes} bytes`);
  line(
    'disk written by image routes',
    `${disk.files} files, ${disk.bytes} bytes${byDir.length ? ` (${byDir.join('; ')})` : ''}   .next/cache held ${figures.cacheFilesAtStart} files at start`,
  );
  line('/_next/image', `→ ${optimized.status}${figures.nextImage.cache ? ` (X-Nextjs-Cache: ${figures.nextImage.cache})` : ''}`);

  if (server) {
    serverLog.push(server.output());
    await stopped(server);
    server = undefined;
    await reportLimiters();
  }
} finally {
  if (server) {
    serverLog.push(server.output());
    await stopped(server);
  }
}
// The servers' own complaints (their whole output went to stderr), the first few quoted.
if (!external) {
  const complaints = serverLog
    .join('\n')
    .split('\n')
    .filter((text) => /error|warn|⨯/i.test(text));
  figures.serverLogComplaints = complaints.length;
  line(
    'server log',
    `${complaints.length} error or warning lines${complaints
      .slice(0, 5)
      .map((text) => `\n  ${text}`)
      .join('')}`,
  );
}
console.log(`ABUSE_JSON ${JSON.stringify(figures)}`);
