// `npm run bench` (after its build step): the site's performance figures in one run, against the
// production server and a local fake Gemini. Prints, each against its budget:
//   first-load JS (gzip) of key routes; Lighthouse (mobile, median of 3) scores, FCP, LCP, TBT and CLS;
//   requests per second and p99 of static pages beside a baseline and a static script, and of /api/reading; the
//   latency the server adds to the first streamed byte of a reading; the time to make a shared
//   spread's preview image the first time and from the cache; that the homes load no journal or
//   Share code.
// BASE_URL measures a running server instead; BENCH_SECONDS (default 5) is the length of each
// throughput run; BENCH_LIGHTHOUSE_RUNS (default 3) the Lighthouse runs per page, 0 to skip them;
// BENCH_PAGES (comma-separated paths) limits Lighthouse to those pages.
// `npm run size` is the quick subset: first-load JS and the first-byte latency.
import autocannon from 'autocannon';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startFakeGemini } from '../tests/fake-gemini/server.mjs';
import { firstLoadJs, firstLoadScripts, jsBudgets } from '../tests/tools/first-load.mjs';
import { benchPages, lighthouse, median } from '../tests/tools/lighthouse.mjs';
import { startNext } from '../tests/tools/server.mjs';

const scoreBudgets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const UPSTREAM_DELAY_MS = 300;
const ADDED_LATENCY_BUDGET_MS = 20;
const PREVIEW_P99_BUDGET_MS = 300;
const THROUGHPUT_RATIO = 0.7;
/** A prerendered page's req/s against a static script's from the same server, both compressed. */
const ORIGIN_RATIO = 0.3;
const BENCH_PUBLISH_KEY = 'bench-publish-key-0123456789abcdef0123';

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  return ok ? '✓' : '✗';
};
const reading = { cards: ['the-fool', 'the-star', 'the-sun'], type: 'past-present-future', locale: 'en' };

/** `count` different past-present-future codes, spread over the deck (the preview images). */
function spreadCodes(count, skip = 0) {
  const codes = [];
  for (let i = 0; codes.length < count + skip; i += 37) {
    const digits = [i % 22, Math.floor(i / 22) % 22, Math.floor(i / 484) % 22];
    if (new Set(digits).size === 3) codes.push(`p${digits.map((n) => n.toString(36)).join('')}`);
  }
  return codes.slice(skip);
}

/** Milliseconds to fetch each preview image whole. */
async function previewTimes(base, codes) {
  const times = [];
  for (const code of codes) {
    const started = performance.now();
    const response = await fetch(`${base}/og/r/en/${code}.png`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/og/r/en/${code}.png answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

const runFile = promisify(execFile);

async function throughput(label, options, seconds) {
  const result = await autocannon({ connections: 10, duration: seconds, ...options });
  return { label, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts };
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

/** What the server adds to the first streamed byte, over the upstream's own first chunk. */
async function addedLatency(base, fakeUrl, rounds = 15) {
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
  : await startNext({
      GEMINI_API_KEY: 'bench',
      GEMINI_BASE_URL: fake.url,
      GEMINI_MODEL: 'bench-flash',
      READING_RATE_LIMIT: '1000000',
      GEMINI_CALL_LIMIT: '1000000',
      GEMINI_CALLS_PER_NETWORK: '1000000',
      // The bench draws 65 new preview images in a minute from one address.
      OG_CLIENT_MISS_LIMIT: '1000000',
      // A server article to measure, in a database of the bench's own.
      BLOG_PUBLISH_KEY: BENCH_PUBLISH_KEY,
      BLOG_DATABASE_FILE: path.join(mkdtempSync(path.join(tmpdir(), 'tarot-bench-')), 'blog.db'),
    });
const base = external ?? server.url;
try {
  console.log(`\nFirst-load JS (gzip) from ${base}`);
  const sizes = [];
  for (const route of Object.keys(jsBudgets)) sizes.push(await firstLoadJs(base, route));
  console.table(
    sizes.map(({ route, scripts, kb }) => ({
      route,
      scripts,
      'gzip KB': kb.toFixed(1),
      'budget KB': jsBudgets[route],
      '': check(kb <= jsBudgets[route], `first-load JS of ${route}: ${kb.toFixed(1)} KB > ${jsBudgets[route]} KB`),
    })),
  );

  // The journal's and the Share button's code load with a finished reading or on My readings, never with a home.
  const marks = { journal: 'tarot.journal', share: 'data-shared-link' };
  for (const route of ['/', '/es/tarot-gratis', '/it/tarocchi-gratis', '/my-readings']) {
    const text = (await firstLoadScripts(base, route)).map(String).join('\n');
    const found = Object.entries(marks)
      .filter(([, mark]) => text.includes(mark))
      .map(([name]) => name);
    const expected = route === '/my-readings' ? ['journal'] : [];
    console.log(
      `First load of ${route} holds: ${found.join(', ') || 'no journal or Share code'} ${check(found.join() === expected.join(), `first load of ${route} holds ${found.join(', ') || 'nothing'}, expected ${expected.join(', ') || 'nothing'}`)}`,
    );
  }

  // Preview images of shared spreads: made on first request (after a few to warm the process), then from the cache.
  await previewTimes(base, spreadCodes(5, 60));
  const codes = spreadCodes(60);
  if (new Set(spreadCodes(65)).size !== 65) throw new Error('The preview codes repeat');
  const made = await previewTimes(base, codes);
  const cached = await previewTimes(base, codes);
  const size = (await (await fetch(`${base}/og/r/en/${codes[0]}.png`)).arrayBuffer()).byteLength;
  console.log(
    `\nShared spread preview (1200×630 PNG, ${(size / 1024).toFixed(0)} KB), ${codes.length} three-card spreads: made p50 ${percentile(made, 50).toFixed(0)} ms, ` +
      `p99 ${percentile(made, 99).toFixed(0)} ms (budget ${PREVIEW_P99_BUDGET_MS} ms) ${check(percentile(made, 99) <= PREVIEW_P99_BUDGET_MS, `preview image p99 ${percentile(made, 99).toFixed(0)} ms`)}; ` +
      `cached p50 ${percentile(cached, 50).toFixed(1)} ms, p99 ${percentile(cached, 99).toFixed(1)} ms ${check(percentile(cached, 99) < percentile(made, 50), 'cached preview images are not faster than made ones')}`,
  );

  if (fake) {
    const { upstream, ours } = await addedLatency(base, fake.url);
    const added = ours - upstream;
    console.log(
      `\nFirst streamed byte of /api/reading (median of 15, upstream's first chunk after ${UPSTREAM_DELAY_MS} ms): upstream ` +
        `${upstream.toFixed(1)} ms, through our server ${ours.toFixed(1)} ms, added ${added.toFixed(1)} ms ` +
        `(budget ${ADDED_LATENCY_BUDGET_MS} ms) ${check(added <= ADDED_LATENCY_BUDGET_MS, `added first-byte latency ${added.toFixed(1)} ms`)}`,
    );
  }

  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  if (runs > 0) {
    console.log(
      `\nLighthouse ${JSON.parse((await runFile(process.execPath, ['-p', 'JSON.stringify(require("lighthouse/package.json").version)'])).stdout)}, mobile, median of ${runs} runs per page`,
    );
    const rows = [];
    // BENCH_PAGES (comma-separated paths) measures only those pages.
    const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : benchPages;
    for (const path of pages) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await lighthouse(base + path, Object.keys(scoreBudgets)));
      const pick = (key) => median(results.map((result) => result[key]));
      const scores = Object.fromEntries(Object.keys(scoreBudgets).map((id) => [id, pick(id)]));
      const cls = pick('cls');
      const failed = [...new Set(results.flatMap((result) => result.failed))];
      // A noindex page (the full reading) loses SEO points for that alone, by design.
      const onlyNoindex = failed.length === 1 && failed[0] === 'is-crawlable';
      const ok = Object.entries(scoreBudgets).every(([id, budget]) => scores[id] >= budget || (id === 'seo' && onlyNoindex)) && cls === 0;
      rows.push({
        page: path,
        perf: scores.performance,
        a11y: scores.accessibility,
        'best pr.': scores['best-practices'],
        seo: scores.seo,
        'FCP ms': Math.round(pick('fcp')),
        'LCP ms': Math.round(pick('lcp')),
        'TBT ms': Math.round(pick('tbt')),
        CLS: Number(cls.toFixed(3)),
        '': check(
          ok,
          `Lighthouse ${path}: ${JSON.stringify({ ...scores, cls })}${failed.length ? `, failing audits: ${failed.join(', ')}` : ''}`,
        ),
      });
    }
    console.table(rows);
    console.log(`Budgets: performance ≥ ${scoreBudgets.performance}, accessibility, best practices and SEO 100, CLS 0.`);
  }

  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  if (seconds > 0) {
    // The baseline is a prerendered page of the same shell that no rewrite or proxy touches (the
    // static 404 page at its own path); the publish URL is the one path that runs proxy.ts.
    // Asked as a browser asks: compressed.
    const page = (path) => ({ url: base + path, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const home = await (await fetch(`${base}/`)).text();
    const script = home.match(/\/_next\/static\/chunks\/[^"]+\.js/)?.[0];
    const readingBody = JSON.stringify({ ...reading, question: 'Bench [[fake:ok]]' });
    await throughput('warm-up', page('/'), 1);
    // A server article (made on its first request, then kept a minute), and the list that shows it.
    if (!external) {
      await fetch(`${base}/api/blog/publish`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_PUBLISH_KEY}` },
        body: JSON.stringify({ id: 'bench-article', title: 'Bench', content: '<p>Measured.</p>', locale: 'es' }),
      });
      for (const path of ['/es/blog', '/es/blog/bench-article']) await fetch(base + path);
    }
    const rows = [];
    const compared = [
      '/ (rewrite)',
      '/es/tarot-gratis (rewrite)',
      '/es/blog (made again every minute)',
      '/es/blog/bench-article (server article)',
      '/es/blog/feed.xml (made again every minute)',
      '/sitemap.xml (made again every minute)',
    ];
    const prerendered = ['/ (rewrite)', '/es/tarot-gratis (rewrite)', '/faq (prerendered)', '/cards/the-tower (prerendered)'];
    for (const [label, options] of [
      ['baseline: /_not-found (no rewrite, no proxy)', page('/_not-found')],
      ['static script (the origin at its fastest)', page(script)],
      ['/ (rewrite)', page('/')],
      ['/es/tarot-gratis (rewrite)', page('/es/tarot-gratis')],
      ['/faq (prerendered)', page('/faq')],
      ['/cards/the-tower (prerendered)', page('/cards/the-tower')],
      ['/es/blog (made again every minute)', page('/es/blog')],
      ['/es/blog/bench-article (server article)', page('/es/blog/bench-article')],
      ['/es/blog/feed.xml (made again every minute)', page('/es/blog/feed.xml')],
      ['/sitemap.xml (made again every minute)', page('/sitemap.xml')],
      ['/api/blog/publish (proxy.ts)', page('/api/blog/publish')],
      [
        'POST /api/reading (whole stream, 3 upstream chunks 20 ms apart)',
        { url: `${base}/api/reading`, method: 'POST', headers: { 'content-type': 'application/json' }, body: readingBody },
      ],
    ]) {
      rows.push(await throughput(label, options, seconds));
    }
    const baseline = rows[0].rps;
    const staticScript = rows[1].rps;
    // What is made again every minute keeps the throughput of a prerendered page behind the same rewrite.
    const spanish = rows.find((row) => row.label === '/es/tarot-gratis (rewrite)').rps;
    const remade = (label) => label.includes('made again') || label.includes('server article');
    console.log(`\nThroughput: autocannon, 10 connections, ${seconds} s each, same run`);
    console.table(
      rows.map(({ label, rps, p99, errors }) => ({
        route: label,
        'req/s': Math.round(rps),
        'p99 ms': p99,
        errors,
        'of baseline': compared.includes(label) ? `${(rps / baseline).toFixed(2)} ${rps / baseline >= THROUGHPUT_RATIO ? '✓' : '✗'}` : '',
        'of /es/tarot-gratis': remade(label) ? `${(rps / spanish).toFixed(2)} ${rps / spanish >= THROUGHPUT_RATIO ? '✓' : '✗'}` : '',
        'of a static script': prerendered.includes(label)
          ? `${(rps / staticScript).toFixed(2)} ${check(rps / staticScript >= ORIGIN_RATIO, `${label}: ${(rps / staticScript).toFixed(2)} of a static script's req/s, under ${ORIGIN_RATIO}`)}`
          : '',
      })),
    );
    console.log(
      `Prerendered pages must reach ≥ ${ORIGIN_RATIO} of a static script's req/s (enforced). Localized pages and the blog should reach ≥ ${THROUGHPUT_RATIO} of the baseline, and what is made again every minute ≥ ${THROUGHPUT_RATIO} of a prerendered page (reported, not enforced: it varies run to run on 2 cores).`,
    );
  }
} finally {
  server?.stop();
  await fake?.close();
}

if (failures.length) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exitCode = 1;
} else {
  console.log('\nEvery budget met.');
}
