import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_READING, startFakeGemini } from '../fake-gemini/server.mjs';
import { hasRedis, startRedis, type RedisServer } from '../tools/redis';
import { tarotTexts } from '@/lib/tarot/catalog';

// The site-wide Gemini budget, through the real route handler and the real SDK over HTTP to the
// fake Gemini: clients that forge a new X-Forwarded-For for every request still cannot make the
// site call Gemini more than GEMINI_CALL_LIMIT times per window, and every reading still completes.
const CEILING = 5;
type Route = typeof import('@/app/api/reading/route');
let fake: Awaited<ReturnType<typeof startFakeGemini>>;

beforeAll(async () => {
  fake = await startFakeGemini();
  vi.stubEnv('GEMINI_API_KEY', 'spend-key');
  vi.stubEnv('GEMINI_BASE_URL', fake.url);
  vi.stubEnv('GEMINI_CALL_LIMIT', String(CEILING));
  vi.stubEnv('GEMINI_CALL_WINDOW_SECONDS', '3600');
  vi.stubEnv('READING_RATE_LIMIT', '20');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

/** A fresh copy of the route module: what another instance of the site would hold. */
async function instance(): Promise<Route> {
  vi.resetModules();
  return import('@/app/api/reading/route');
}

const reading = { cards: ['the-star', 'the-moon', 'the-sun'], type: 'past-present-future', locale: 'es' };

/** 40 readings, each claiming a different client (in `network`, a /24), spread over the given instances. */
async function forgedFlood(instances: Route[], network = '198.51.100') {
  const answers = [];
  for (let n = 0; n < 40; n++) {
    const response = await instances[n % instances.length]!.POST(
      new Request('http://localhost/api/reading', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${network}.${n}` },
        body: JSON.stringify(reading),
      }),
    );
    answers.push({ status: response.status, source: response.headers.get('x-reading-source'), text: await response.text() });
  }
  return answers;
}

function expectBounded(answers: Awaited<ReturnType<typeof forgedFlood>>) {
  expect(answers.every((answer) => answer.status === 200)).toBe(true);
  expect(fake.requests.length).toBeLessThanOrEqual(CEILING);
  expect(answers.filter((answer) => answer.source === 'ai')).toHaveLength(fake.requests.length);
  for (const answer of answers) {
    if (answer.source === 'ai') expect(answer.text).toContain(JSON.stringify(FAKE_READING[0]).slice(1, -1));
    else for (const card of reading.cards) expect(answer.text).toContain(tarotTexts.es.Cards[card as 'the-sun'].name);
  }
}

describe('the site-wide Gemini budget', () => {
  it('holds against a forged X-Forwarded-For on every request: the rest are template readings', async () => {
    const answers = await forgedFlood([await instance()]);
    expectBounded(answers);
    expect(fake.requests).toHaveLength(CEILING);
    expect(answers.slice(CEILING).every((answer) => answer.source === 'template')).toBe(true);
  });

  describe.skipIf(!hasRedis)('counted in Redis', () => {
    let redis: RedisServer;
    beforeAll(async () => {
      redis = await startRedis();
      vi.stubEnv('REDIS_URL', redis.url);
    });
    afterAll(() => redis?.stop());

    it('holds across several instances of the site', async () => {
      const instances = [await instance(), await instance(), await instance()];
      await new Promise((resolve) => setTimeout(resolve, 200)); // connected
      const answers = await forgedFlood(instances);
      expectBounded(answers);
      expect(fake.requests).toHaveLength(CEILING);
    });
  });

  it('gives one network (a /24 here) only its share: forty addresses in it cannot spend the rest', async () => {
    vi.stubEnv('GEMINI_CALL_LIMIT', '100');
    vi.stubEnv('GEMINI_CALLS_PER_NETWORK', '3');
    try {
      const site = await instance();
      const answers = await forgedFlood([site]);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(answers.filter((answer) => answer.source === 'ai')).toHaveLength(3);
      expect(fake.requests).toHaveLength(3);
      // Another network still reads from Gemini.
      const other = await forgedFlood([site], '203.0.113');
      expect(other.filter((answer) => answer.source === 'ai')).toHaveLength(3);
    } finally {
      vi.stubEnv('GEMINI_CALL_LIMIT', String(CEILING));
      vi.stubEnv('GEMINI_CALLS_PER_NETWORK', undefined);
    }
  });
});
