// `npm run size`: first-load JS (gzip) of key routes, and static-page throughput beside a baseline.
// Uses BASE_URL when given, otherwise starts the production server of the last `npm run build`.
// Set BENCH_SECONDS (default 5) for the length of each throughput run, 0 to skip them.
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { startNext } from './server.mjs';

const routes = ['/', '/es/tarot-gratis', '/it/tarocchi-gratis', '/love-tarot', '/full-reading', '/blog', '/faq'];
const BUDGET_KB = 145;

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

const external = process.env.BASE_URL;
const server = external ? undefined : await startNext();
const base = external ?? server.url;
try {
  console.log(`\nFirst-load JS (gzip) from ${base}; budget for / is ${BUDGET_KB} KB`);
  const sizes = [];
  for (const route of routes) sizes.push(await firstLoadJs(base, route));
  console.table(sizes.map(({ route, scripts, kb }) => ({ route, scripts, 'gzip KB': kb.toFixed(1) })));

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
  const home = sizes.find((size) => size.route === '/');
  if (home.kb > BUDGET_KB) {
    console.error(`First-load JS of / is ${home.kb.toFixed(1)} KB, over the ${BUDGET_KB} KB budget`);
    process.exitCode = 1;
  }
} finally {
  server?.stop();
}
