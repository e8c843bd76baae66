// `npm run size`: first-load JS (gzip) of key routes, and static-page throughput beside a baseline.
// Uses BASE_URL when given, otherwise starts the production server of the last `npm run build`.
// Set BENCH_SECONDS (default 5) for the length of each throughput run, 0 to skip them.
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { startFakeGemini } from '../fake-gemini/server.mjs';
import { startNext } from './server.mjs';

// First-load JS budgets (gzip KB): issue [A] for the shell, issue [C] for the reading pages.
const budgets = {
  '/': 165,
  '/es/tarot-gratis': 165,
  '/it/tarocchi-gratis': 165,
  '/love-tarot': 165,
  '/it/tarocchi-viaggi': 165,
  '/full-reading': 170,
  '/es/lectura-completa': 170,
  // The blog list reads the visitor's stored articles in the browser (zod/mini, the store, Delete).
  '/blog': 165,
  '/faq': 145,
};
const UPSTREAM_DELAY_MS = 300;

async function firstLoadJs(base, route) {
  const html = await (await fetch(base + route)).text();
  // Modern browsers skip `noModule` scripts (legacy polyfills), so they are not part of first load.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
  const unique = [...new Set(tags.map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1]).filter(Boolean))];
  let bytes = 0;
  for (const src of unique) bytes += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return { route, scripts: unique.length, kb: bytes / 1024 };
}

async function throughput(url, seconds) {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** Milliseconds from sending a request to its first body byte. */
async function firstByte(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = response.body.getReader();
  await reader.read();
  const elapsed = performance.now() - started;
  await reader.cancel();
  return elapsed;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What the server adds to the first streamed byte, over the upstream's own first chunk. */
async function addedLatency(base, fakeUrl, rounds = 15) {
  const reading = { cards: ['the-fool', 'the-star', 'the-sun'], type: 'past-present-future', locale: 'en' };
  const upstream = [];
  const ours = [];
  for (let i = 0; i < rounds; i++) {
    upstream.push(
      await firstByte(`${fakeUrl}/v1/models/bench-flash:streamGenerateContent?alt=sse`, {
        method: 'POST',
        headers: { 'x-goog-api-key': 'bench', 'content-type': 'application/json' },
        body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'bench' }] }] }),
      }),
    );
    ours.push(
      await firstByte(`${base}/api/reading`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` },
        body: JSON.stringify(reading),
      }),
    );
  }
  return { upstream: median(upstream), ours: median(ours) };
}

const external = process.env.BASE_URL;
const fake = external ? undefined : await startFakeGemini({ mode: `slow:${UPSTREAM_DELAY_MS}` });
const server = external
  ? undefined
  : await startNext({ GEMINI_API_KEY: 'bench', GEMINI_BASE_URL: fake.url, GEMINI_MODEL: 'bench-flash', READING_RATE_LIMIT: '100000' });
const base = external ?? server.url;
try {
  console.log(`\nFirst-load JS (gzip) from ${base}`);
  const sizes = [];
  for (const route of Object.keys(budgets)) sizes.push(await firstLoadJs(base, route));
  console.table(sizes.map(({ route, scripts, kb }) => ({ route, scripts, 'gzip KB': kb.toFixed(1), 'budget KB': budgets[route] })));

  if (fake) {
    const { upstream, ours } = await addedLatency(base, fake.url);
    console.log(
      `\nFirst streamed byte of /api/reading (median of 15, upstream first chunk delayed ${UPSTREAM_DELAY_MS} ms): ` +
        `upstream ${upstream.toFixed(1)} ms, through our server ${ours.toFixed(1)} ms, added ${(ours - upstream).toFixed(1)} ms (budget 20 ms)`,
    );
    if (ours - upstream > 20) process.exitCode = 1;
  }

  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  if (seconds > 0) {
    // The baseline is a prerendered page of the same shell that no rewrite or proxy touches (the
    // static 404 page at its own path); the publish URL is the one path that runs proxy.ts.
    const targets = [
      ['baseline: /_not-found, no rewrite, no proxy', '/_not-found', [404]],
      ['/ (rewrite)', '/', [200]],
      ['/es/tarot-gratis (rewrite)', '/es/tarot-gratis', [200]],
      ['/api/blog/publish (proxy.ts)', '/api/blog/publish', [200]],
    ];
    await throughput(base + '/', 1); // warm-up
    const rows = [];
    for (const [name, path] of targets) rows.push({ name, ...(await throughput(base + path, seconds)) });
    const baseline = rows[0].rps;
    console.log(`\nThroughput: autocannon, 10 connections, ${seconds} s each, same run`);
    console.table(
      rows.map(({ name, rps, p99 }) => ({ route: name, 'req/s': Math.round(rps), 'p99 ms': p99, 'of baseline': (rps / baseline).toFixed(2) })),
    );
  }
  for (const { route, kb } of sizes) {
    if (kb > budgets[route]) {
      console.error(`First-load JS of ${route} is ${kb.toFixed(1)} KB, over its ${budgets[route]} KB budget`);
      process.exitCode = 1;
    }
  }
} finally {
  server?.stop();
  await fake?.close();
}
