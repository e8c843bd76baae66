// One Lighthouse run in its default profile (a throttled mid-range phone on slow 4G), with the
// Chromium the tests use, reduced to the figures the benches track.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumExecutable } from './browser.mjs';

const runFile = promisify(execFile);

// The three homes, a themed page, /blog, an article, the FAQ, a Spanish guide, the Italian FAQ and a
// card page in each language.
/** The pages the benches measure with Lighthouse (BENCH_PAGES, comma-separated, picks others). */
export const benchPages = [
  '/',
  '/es/tarot-gratis',
  '/it/tarocchi-gratis',
  '/love-tarot',
  '/blog',
  '/blog/tower-tarot-card',
  '/faq',
  '/es/por-que-el-tarot',
  '/it/domande-frequenti',
  '/cards/the-tower',
  '/es/cartas/el-colgado',
  '/it/carte/la-stella',
  // The full reading opened from its link (its cards in the query), and a themed page per language.
  '/full-reading?cards=the-fool%2Cthe-star%2Cthe-sun&type=past-present-future',
  '/it/lettura-completa?cards=the-tower%2Cthe-lovers%2Cthe-moon%2Cthe-sun%2Cjustice&type=relationship',
  '/es/tarot-amor',
  '/it/tarocchi-carriera',
];

/** The middle of a bench's runs (the upper middle of an even count). @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * @param {string} url
 * @param {string[]} categories e.g. ['performance', 'accessibility']
 * @param {'simulate' | 'devtools'} throttling Lighthouse's default simulates the phone from a fast load's trace;
 *   'devtools' loads the page through a really throttled network and CPU, so what arrives after the paint stays after it.
 */
export async function lighthouse(url, categories, throttling = 'simulate', attempt = 1) {
  try {
    return await lighthouseOnce(url, categories, throttling);
  } catch (error) {
    // Chromium now and then loses the trace of a load (NO_NAVSTART); Lighthouse says to run again.
    if (attempt >= 3) throw error;
    return lighthouse(url, categories, throttling, attempt + 1);
  }
}

/** @param {string} url @param {string[]} categories @param {'simulate' | 'devtools'} throttling */
async function lighthouseOnce(url, categories, throttling) {
  const { stdout } = await runFile(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${categories.join(',')}`,
      `--throttling-method=${throttling}`,
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumExecutable() ?? process.env.CHROME_PATH ?? '' }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(categories.map((id) => [id, Math.round(report.categories[id].score * 100)]));
  const audit = (id) => report.audits[id].numericValue;
  // Audits of the other categories that did not pass (performance is judged by its score).
  const failed = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) =>
      report.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
        .map((ref) => ref.id),
    );
  // Main-thread time by kind of work (ms, at Lighthouse's simulated 4× slower CPU).
  const work = Object.fromEntries(
    (report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
  );
  const observed = report.audits.metrics?.details?.items?.[0] ?? {};
  return {
    ...scores,
    // Unthrottled, as the trace saw them: equal when the LCP element is drawn in the first paint.
    observedFcp: observed.observedFirstContentfulPaint,
    observedLcp: observed.observedLargestContentfulPaint,
    // Main-thread tasks over 50 ms, in simulated ms from the start of the load.
    longTasks: (report.audits['long-tasks']?.details?.items ?? []).map((item) => ({ start: item.startTime, duration: item.duration })),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    work,
    failed,
  };
}
