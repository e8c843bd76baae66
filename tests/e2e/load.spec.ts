import { expect, test } from '@playwright/test';
import { FAKE_READING, startFakeGemini } from '../fake-gemini/server.mjs';
import { startNext } from '../tools/server.mjs';

// Bounded load on loopback, against a production server of its own (so its rate limit and its
// upstream are this file's alone), run after every other end-to-end test (playwright.config.ts).
const RATE_LIMIT = 10;
const UPSTREAM_DELAY_MS = 500;

type Fake = Awaited<ReturnType<typeof startFakeGemini>>;
let fake: Fake;
let site: Awaited<ReturnType<typeof startNext>>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  fake = await startFakeGemini({ mode: `slow:${UPSTREAM_DELAY_MS}` });
  site = await startNext({
    GEMINI_API_KEY: 'load-key',
    GEMINI_BASE_URL: fake.url,
    READING_RATE_LIMIT: String(RATE_LIMIT),
    READING_RATE_WINDOW_SECONDS: '600',
    // A hundred clients of one /24 read from the AI at once here; a network's share is proven in spend.test.ts.
    GEMINI_CALLS_PER_NETWORK: '100000',
  });
});
test.afterAll(async () => {
  site?.stop();
  await fake?.close();
});

const reading = { cards: ['the-star', 'the-moon', 'the-sun'], type: 'past-present-future', question: 'What should I know?', locale: 'en' };

async function readReading(client: string) {
  const response = await fetch(`${site.url}/api/reading`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(reading),
  });
  return {
    status: response.status,
    source: response.headers.get('x-reading-source'),
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  };
}

/** Runs `task` `count` times, at most `concurrency` at once. */
async function pool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await task(index);
      }
    }),
  );
  return results;
}

/** Fetches static pages one after another until `until` settles; every answer must be a quick 200. */
async function keepBrowsing(until: Promise<unknown>) {
  const paths = ['/', '/es/tarot-gratis', '/it/tarocchi-gratis', '/faq', '/blog'];
  const answers: { status: number; ms: number }[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${site.url}${paths[answers.length % paths.length]}`);
    await response.arrayBuffer();
    answers.push({ status: response.status, ms: performance.now() - started });
  }
  return answers;
}

test('a flood from one client is answered with 429s, and the upstream sees only its budget', async () => {
  const flood = pool(200, 20, () => readReading('203.0.113.7'));
  const [results, browsing] = await Promise.all([flood, keepBrowsing(flood)]);

  const served = results.filter((result) => result.status === 200);
  const refused = results.filter((result) => result.status === 429);
  expect(served).toHaveLength(RATE_LIMIT);
  expect(refused).toHaveLength(200 - RATE_LIMIT);
  expect(refused.every((result) => Number(result.retryAfter) > 0)).toBe(true);
  expect(fake.requests.length).toBeLessThanOrEqual(RATE_LIMIT);

  // Another visitor is not held back by the flood.
  expect((await readReading('198.51.100.20')).status).toBe(200);

  expect(browsing.length).toBeGreaterThan(0);
  expect(browsing.every((answer) => answer.status === 200)).toBe(true);
  expect(Math.max(...browsing.map((answer) => answer.ms))).toBeLessThan(2_000);
});

test('100 concurrent streamed readings against a 500 ms upstream all complete', async () => {
  fake.requests.length = 0;
  const started = performance.now();
  const readings = Promise.all(Array.from({ length: 100 }, (_, index) => readReading(`10.20.${Math.floor(index / 250)}.${index % 250}`)));
  const [results, browsing] = await Promise.all([readings, keepBrowsing(readings)]);
  const elapsed = performance.now() - started;

  expect(results.map((result) => result.status)).toEqual(Array(100).fill(200));
  expect(results.every((result) => result.source === 'ai')).toBe(true);
  for (const result of results) {
    const events = result.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; text?: string });
    expect(events.at(-1)?.type).toBe('done');
    expect(
      events
        .filter((event) => event.type === 'text')
        .map((event) => event.text)
        .join(''),
    ).toBe(FAKE_READING.join(''));
  }
  expect(fake.requests).toHaveLength(100);
  // All at once, not one after another: 100 × 500 ms in sequence would take 50 s.
  expect(elapsed).toBeLessThan(15_000);

  expect(browsing.every((answer) => answer.status === 200)).toBe(true);
  expect(Math.max(...browsing.map((answer) => answer.ms))).toBeLessThan(3_000);
});
