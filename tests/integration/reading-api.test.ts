import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_READING, startFakeGemini } from '../fake-gemini/server.mjs';
import { tarotTexts } from '@/lib/tarot/catalog';
import { miniLoveReading } from '@/lib/tarot/mini-love';
import { localReading } from '@/lib/tarot/local-reading';
import { brief } from '@/lib/tarot/reader/card-texts';
import type { ReadingEvent } from '@/lib/tarot/reading-contract';

// The real route handler and the real @google/genai SDK, over real HTTP to the local fake Gemini.
type Fake = Awaited<ReturnType<typeof startFakeGemini>>;
let fake: Fake;
let POST: (request: Request) => Promise<Response>;
let ip = 0;

beforeAll(async () => {
  fake = await startFakeGemini();
  vi.stubEnv('GEMINI_API_KEY', 'integration-key');
  vi.stubEnv('GEMINI_BASE_URL', fake.url);
  vi.stubEnv('GEMINI_MODEL', 'gemini-test-flash');
  vi.stubEnv('GEMINI_FIRST_CHUNK_TIMEOUT_MS', '600');
  vi.stubEnv('READING_RATE_LIMIT', '30');
  ({ POST } = await import('@/app/api/reading/route'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

function post(body: unknown, headers: Record<string, string> = {}) {
  ip += 1;
  return POST(
    new Request('http://localhost/api/reading', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${ip}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

async function events(response: Response): Promise<ReadingEvent[]> {
  const text = await response.text();
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ReadingEvent);
}

/** What the visitor ends up reading: text events appended, a replace event starting over. */
function finalText(list: ReadingEvent[]) {
  return list.reduce((text, event) => (event.type === 'text' ? text + event.text : event.type === 'replace' ? event.text : text), '');
}

const json = { 'content-type': 'application/json' };
const reading = { cards: ['the-fool', 'the-tower', 'the-sun'], type: 'past-present-future', question: 'Will I find love?', locale: 'en' };

describe('the new readings over the real SDK', () => {
  it('asks Gemini for a yes or no with each card’s lean, and the template answers the same cards when Gemini fails', async () => {
    const ask = { cards: ['the-sun', 'the-tower', 'the-star'], type: 'yes-no-three', question: '¿Me darán el piso?', locale: 'es' };
    const response = await post(ask);
    expect(response.headers.get('x-reading-source')).toBe('ai');
    await response.text();
    const prompt: string = fake.requests[0]!.body.contents[0]!.parts[0]!.text;
    expect(prompt).toContain('This is a yes-or-no reading with three cards');
    expect(prompt).toContain(`${tarotTexts.es.Cards['the-tower'].name} (leans no or not yet)`);
    expect(prompt).toContain('Write the entire reading in Spanish');

    const failed = await post({ ...ask, question: `${ask.question} [[fake:error500]]` });
    expect(failed.headers.get('x-reading-source')).toBe('template');
    const text = finalText(await events(failed));
    expect(text).toBe(localReading({ ...ask, question: `${ask.question} [[fake:error500]]` } as never, tarotTexts.es));
  });

  it('reads a Celtic cross of ten cards in Italian, and gives a painful question the brief for its concern', async () => {
    const ask = {
      cards: ['the-hermit', 'the-tower', 'the-empress', 'death', 'the-star', 'the-chariot', 'strength', 'justice', 'the-moon', 'the-world'],
      type: 'celtic-cross',
      question: 'Mio marito mi tradisce?',
      locale: 'it',
    };
    const response = await post(ask);
    expect(response.status).toBe(200);
    await response.text();
    const prompt: string = fake.requests[0]!.body.contents[0]!.parts[0]!.text;
    expect(prompt).toContain('This is the Celtic cross');
    expect(prompt).toContain('"Mio marito mi tradisce?"');
    expect(prompt).toContain("The visitor fears or has suffered a partner's betrayal");
    expect(prompt).toContain('Do not say whether anyone did or does anything');
    expect(prompt).not.toContain('(leans');
    expect(prompt).toContain('under 500 words');
    // Gemini failing, the template's care reading for the same concern.
    const question = `${ask.question} [[fake:error500]]`;
    const failed = await post({ ...ask, question });
    expect(failed.headers.get('x-reading-source')).toBe('template');
    const text = finalText(await events(failed));
    expect(text).toBe(localReading({ ...ask, question } as never, tarotTexts.it));
    expect(text).toContain(tarotTexts.it.TemplateReading.care.betrayal.opening);
    expect(text).toContain(tarotTexts.it.TemplateReading.care.betrayal.closing);
  });
});

describe('the whole deck and reversed cards over the real SDK', () => {
  it.each(['en', 'es', 'it'] as const)('tells Gemini which card lies reversed and gives its reversed meaning (%s)', async (locale) => {
    const ask = {
      cards: ['three-of-cups', 'the-tower', 'king-of-swords'],
      type: 'past-present-future',
      locale,
      reversed: [false, true, false],
    };
    const response = await post(ask);
    expect(response.headers.get('x-reading-source')).toBe('ai');
    await response.text();
    const prompt: string = fake.requests[0]!.body.contents[0]!.parts[0]!.text;
    const text = tarotTexts[locale];
    // Each card by its text for its position: the past card by its past text, the reversed present by its reversed meaning cut to a position's length.
    expect(prompt).toContain(`${text.Cards['three-of-cups'].name}. ${text.Cards['three-of-cups'].stances.past}`);
    expect(prompt).toContain(`${text.Cards['the-tower'].name} (reversed). ${brief(text.Cards['the-tower'].reversed.meaning)}`);
    expect(prompt).toContain('drawn upside down');

    // Gemini failing, the template reads the same reversed card by its reversed text.
    const failed = await post({ ...ask, question: 'What will the coming months bring? [[fake:error500]]' });
    expect(failed.headers.get('x-reading-source')).toBe('template');
    const written = finalText(await events(failed));
    expect(written).toBe(localReading({ ...ask, question: 'What will the coming months bring? [[fake:error500]]' } as never, text));
    expect(written).toContain(brief(text.Cards['the-tower'].reversed.meaning).slice(20, 80));
  });

  it.each([
    ['reversals that do not match the cards', { ...reading, reversed: [true] }, 'reversed must say true or false for each card'],
    ['reversals that are not true or false', { ...reading, reversed: ['yes', false, false] }, 'reversed must be a list of true or false'],
    [
      'a minor card in the mini reading',
      { kind: 'mini-love', cards: ['the-fool', 'the-sun', 'ace-of-cups'], locale: 'en' },
      'major arcana only',
    ],
  ])('refuses %s with a 400', async (_, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(message);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('POST /api/reading with Gemini configured', () => {
  it('sends the exact request and streams the answer', async () => {
    const response = await post(reading);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-reading-source')).toBe('ai');
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const list = await events(response);
    expect(list.filter((event) => event.type === 'text').map((event) => (event as { text: string }).text)).toEqual(FAKE_READING);
    expect(list.at(-1)).toEqual({ type: 'done', source: 'ai' });

    const request = fake.requests[0]!;
    expect(request).toMatchObject({
      apiVersion: 'v1',
      model: 'gemini-test-flash',
      method: 'streamGenerateContent',
      apiKey: 'integration-key',
    });
    expect(request.body.contents).toHaveLength(1);
    expect(request.body.contents[0]!.role).toBe('user');
    const prompt: string = request.body.contents[0]!.parts[0]!.text;
    expect(prompt).toContain('"Will I find love?"');
    // Someone hoping to find love is given the present card's love text for a single person; past and future read their own.
    const cards = tarotTexts.en.Cards;
    expect(prompt).toContain(`${cards['the-fool'].name}. ${cards['the-fool'].stances.past}`);
    expect(prompt).toContain(`${cards['the-tower'].name}. ${cards['the-tower'].stances.single}`);
    expect(prompt).toContain(`${cards['the-sun'].name}. ${cards['the-sun'].stances.future}`);
    expect(prompt).toContain('under 300 words');
    expect(request.body.generationConfig).toEqual({ temperature: 0.7, maxOutputTokens: 500, topP: 0.8, topK: 40 });
  });

  it('asks for the answer in the visitor language', async () => {
    await post({ ...reading, locale: 'it', question: 'Troverò l’amore?' });
    expect(fake.requests[0]!.body.contents[0]!.parts[0]!.text).toContain('Write the entire reading in Italian');
  });

  it.each(['error500', 'error429', 'malformed', 'empty', 'safety', 'hang'])(
    'gives the complete template reading when Gemini fails before answering (%s)',
    async (mode) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      const question = `Will I find love? [[fake:${mode}]]`;
      const started = Date.now();
      const response = await post({ ...reading, locale: 'es', question });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-reading-source')).toBe('template');
      const list = await events(response);
      const expected = localReading({ cards: reading.cards as never, type: 'past-present-future', question, locale: 'es' }, tarotTexts.es);
      expect(finalText(list)).toBe(expected);
      expect(list.at(-1)).toEqual({ type: 'done', source: 'template' });
      expect(Date.now() - started).toBeLessThan(3000);
      // The failure is logged; the question never is.
      expect(log).toHaveBeenCalled();
      expect(JSON.stringify(log.mock.calls)).not.toContain('Will I find love');
      log.mockRestore();
    },
  );

  it('replaces a reading that breaks part-way with the whole template reading', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const question = 'Will I find love? [[fake:midstream]]';
    const response = await post({ ...reading, question });
    expect(response.headers.get('x-reading-source')).toBe('ai');
    const list = await events(response);
    expect(list[0]).toEqual({ type: 'text', text: FAKE_READING[0] });
    expect(list.some((event) => event.type === 'replace')).toBe(true);
    expect(finalText(list)).toBe(
      localReading({ cards: reading.cards as never, type: 'past-present-future', question, locale: 'en' }, tarotTexts.en),
    );
    expect(list.at(-1)).toEqual({ type: 'done', source: 'template' });
    log.mockRestore();
  });

  it.each([
    ['en', 'I want to kill myself'],
    ['es', 'Ya no puedo más, quiero morirme'],
    ['it', 'Non ce la faccio più, ha senso andare avanti?'],
  ] as const)(
    'never sends a crisis question to Gemini: the template’s care reading answers it, even with a key (%s)',
    async (locale, question) => {
      const ask = { ...reading, locale, question };
      const response = await post(ask);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-reading-source')).toBe('template');
      const list = await events(response);
      expect(list.at(-1)).toEqual({ type: 'done', source: 'template' });
      const text = finalText(list);
      expect(text).toBe(localReading(ask as never, tarotTexts[locale]));
      expect(text).toContain(tarotTexts[locale].TemplateReading.care.crisis.opening);
      expect(text).toContain(tarotTexts[locale].TemplateReading.care.crisis.closing);
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('sends a painful question that is not a crisis to Gemini, with the brief for its concern', async () => {
    const response = await post({ ...reading, type: 'yes-no', cards: ['the-sun'], question: 'Will my mum recover from cancer?' });
    expect(response.headers.get('x-reading-source')).toBe('ai');
    await response.text();
    const prompt: string = fake.requests[0]!.body.contents[0]!.parts[0]!.text;
    expect(prompt).toContain('Never predict how the illness will go');
    expect(prompt).not.toContain('This is a yes-or-no reading');
    expect(prompt).not.toContain('(leans');
  });

  it('answers the mini love reading', async () => {
    const response = await post({ kind: 'mini-love', cards: ['the-fool', 'the-sun', 'the-empress', 'death'], locale: 'en' });
    expect(response.status).toBe(200);
    expect(finalText(await events(response))).toBe(FAKE_READING.join(''));
    const prompt: string = fake.requests[0]!.body.contents[0]!.parts[0]!.text;
    expect(prompt).toContain('The cards reveal that...');
    expect(prompt).toContain('At most 150 words');
  });
});

describe('POST /api/reading refuses bad input with a 4xx that says why', () => {
  it.each([
    ['malformed JSON', '{"cards": [', 400, 'valid JSON'],
    ['an array', [], 400, 'must be a JSON object'],
    ['null', 'null', 400, 'must be a JSON object'],
    ['an unknown card', { ...reading, cards: ['the-fool', 'the-joker', 'the-sun'] }, 400, 'Unknown card id'],
    ['a repeated card', { ...reading, cards: ['the-fool', 'the-fool', 'the-sun'] }, 400, 'A card cannot be chosen twice'],
    ['the wrong count', { ...reading, cards: ['the-fool'] }, 400, 'needs exactly 3 cards'],
    ['an unknown type', { ...reading, type: 'tree-of-life' }, 400, 'Unknown reading type'],
    ['an unknown locale', { ...reading, locale: 'fr' }, 400, 'locale must be one of en, es, it'],
    ['a long question', { ...reading, question: 'x'.repeat(501) }, 400, 'at most 500 characters'],
    ['an extra field', { ...reading, admin: true }, 400, 'Invalid reading request'],
    ['a question that is not text', { ...reading, question: 42 }, 400, 'question must be text'],
  ])('%s', async (_, body, status, message) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(JSON.stringify(await response.json())).toContain(message);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 413 to a body over 16 KB, declared or not', async () => {
    const big = JSON.stringify({ ...reading, question: 'x'.repeat(17_000) });
    expect((await post(big)).status).toBe(413);
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const response = await POST(
      new Request('http://localhost/api/reading', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: chunked,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
  });

  it('answers 429 with Retry-After to a client over its rate, and serves others', async () => {
    const same = { 'x-forwarded-for': '10.9.9.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await post({ ...reading, cards: ['the-fool'] }, same)).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    const limited = await post(reading, same);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(reading)).status).toBe(200);
  });
});

describe('POST /api/reading answers only the site’s own pages and non-browser clients', () => {
  const foreign = 'Readings can only be requested from this site’s own pages';
  it.each([
    ['text/plain (a no-preflight cross-site request)', { 'content-type': 'text/plain' }, 415, 'must be sent as application/json'],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415, 'must be sent as application/json'],
    [
      'text/plain from the site itself',
      { 'content-type': 'text/plain;charset=UTF-8', 'sec-fetch-site': 'same-origin' },
      415,
      'application/json',
    ],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 403, foreign],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }, 403, foreign],
    ['an Origin of another site', { origin: 'https://evil.example' }, 403, foreign],
    ['Origin: null (a sandboxed frame or a file)', { origin: 'null' }, 403, foreign],
    ['another port of the same host', { origin: 'http://localhost:8080' }, 403, foreign],
    [
      'a proxy’s public host that the Origin does not match',
      { origin: 'https://evil.example', 'x-forwarded-host': 'tarot.example', 'x-forwarded-proto': 'https' },
      403,
      foreign,
    ],
  ])('refuses %s', async (_, headers, status, message) => {
    const response = await post(reading, headers);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).error).toContain(message);
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['its own page', { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }],
    [
      'its own page behind a TLS proxy',
      {
        origin: 'https://tarot.example',
        'x-forwarded-host': 'tarot.example',
        'x-forwarded-proto': 'https',
        'sec-fetch-site': 'same-origin',
      },
    ],
    ['the public origin (SITE_URL) when the proxy rewrites Host', { origin: 'http://localhost:3000', host: '127.0.0.1:3000' }],
    ['a non-browser client (no Origin, no Sec-Fetch-Site)', {}],
    ['JSON with a charset', { 'content-type': 'application/json; charset=utf-8' }],
  ])('serves %s', async (_, headers) => {
    const response = await post(reading, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-reading-source')).toBe('ai');
    await response.text();
    expect(fake.requests).toHaveLength(1);
  });

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'] as const)('answers %s with 405, a JSON error and Allow: POST', async (method) => {
    const route = await import('@/app/api/reading/route');
    const response = await route[method]();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.json()).error).toContain('POST');
  });
});

describe('POST /api/reading without a key', () => {
  it('reads from the template in the visitor language', async () => {
    vi.resetModules();
    vi.stubEnv('GEMINI_API_KEY', '');
    const route = await import('@/app/api/reading/route');
    const response = await route.POST(
      new Request('http://localhost/api/reading', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...reading, locale: 'it', question: undefined }),
      }),
    );
    expect(response.headers.get('x-reading-source')).toBe('template');
    const text = finalText(await events(response));
    expect(text).toContain(tarotTexts.it.Cards['the-tower'].name);
    expect(text).toContain(tarotTexts.it.TemplateReading.guidanceHeading);
    const mini = await route.POST(
      new Request('http://localhost/api/reading', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ kind: 'mini-love', cards: ['the-fool', 'the-sun', 'the-empress', 'death'], locale: 'es' }),
      }),
    );
    // The mini reading too: a combined interpretation of its own four cards, in the article's language.
    expect(finalText(await events(mini))).toBe(miniLoveReading(['the-fool', 'the-sun', 'the-empress', 'death'], tarotTexts.es));
    expect(fake.requests).toHaveLength(0);
  });
});
