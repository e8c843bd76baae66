import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_READING, startFakeGemini } from '../fake-gemini/server.mjs';
import { adversarialStrings, anyJson, anyStringRecord, anyText, weirdKey } from '../unit/fuzz/arbitraries';
import { MAX_BODY_BYTES as READING_LIMIT, parseReadingRequest } from '@/lib/ai/reading-request';
import { localReading } from '@/lib/tarot/local-reading';
import { miniLoveReading } from '@/lib/tarot/mini-love';
import type { ReadingAsk, ReadingEvent } from '@/lib/tarot/reading-contract';
import { isReservedSlug } from '@/lib/blog/builtin-ids';
import { parseCommand } from '@/lib/blog/protocol';
import { articleDate } from '@/lib/blog/slug';
import { locales } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/site';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds } from '@/lib/tarot/deck';
import { expectedCardCount, readingTypeIds } from '@/lib/tarot/spreads';

// Random and adversarial requests through the real route handlers (and, for valid readings, the
// real @google/genai SDK over HTTP to the local fake Gemini): never a 5xx, never an escaped
// exception, and always the answer the body deserves.

type Fake = Awaited<ReturnType<typeof startFakeGemini>>;

const PUBLISH_LIMIT = 512 * 1024;
let fake: Fake;
let readingPost: (request: Request) => Promise<Response>;
let publish: typeof import('@/app/api/blog/publish/route');
let client = 0;
/** The statuses answered in the current property, so each can show it reached the cases it is about. */
let seen: number[] = [];
/** The sources (`done` events) of the readings streamed in the current property. */
let sources: string[] = [];
beforeEach(() => {
  seen = [];
  sources = [];
});
/** Every status in `statuses` was answered at least once: the property reached each case it is about. */
const expectReached = (...statuses: number[]) => expect([...new Set(seen)]).toEqual(expect.arrayContaining(statuses));

beforeAll(async () => {
  fake = await startFakeGemini();
  vi.stubEnv('GEMINI_API_KEY', 'fuzz-key');
  vi.stubEnv('GEMINI_BASE_URL', fake.url);
  vi.stubEnv('GEMINI_MODEL', 'gemini-test-flash');
  vi.stubEnv('GEMINI_FIRST_CHUNK_TIMEOUT_MS', '600');
  vi.stubEnv('READING_RATE_LIMIT', '1000000');
  // Upstream failures provoked by `[[fake:…]]` questions are logged by design; keep the output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  ({ POST: readingPost } = await import('@/app/api/reading/route'));
  publish = await import('@/app/api/blog/publish/route');
});
afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await fake.close();
});

// ---------------------------------------------------------------------------------------------
// Requests

/** How a body travels: whole, in random chunks (no Content-Length), or not at all. */
type Body = { kind: 'text'; text: string; chunks?: number[] } | { kind: 'bytes'; bytes: Uint8Array<ArrayBuffer> } | { kind: 'none' };

interface Shot {
  body: Body;
  headers: Record<string, string>;
}

const encoder = new TextEncoder();
const bytesOf = (body: Body): Uint8Array<ArrayBuffer> =>
  body.kind === 'text' ? encoder.encode(body.text) : body.kind === 'bytes' ? body.bytes : new Uint8Array();

function chunked(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    pieces.push(bytes.slice(start, point));
    start = point;
  }
  return new ReadableStream({
    pull(controller) {
      const next = pieces.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}

function request(url: string, { body, headers }: Shot, method = 'POST'): Request {
  client += 1;
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers: { 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`, ...headers },
  };
  if (body.kind === 'text' && body.chunks) {
    init.body = chunked(encoder.encode(body.text), body.chunks);
    init.duplex = 'half';
  } else if (body.kind !== 'none') {
    init.body = bytesOf(body);
  }
  return new Request(url, init);
}

/** What the server will see once the bytes are decoded: JSON, or nothing usable. */
function decodeJson(body: Body): { ok: true; value: unknown } | { ok: false } {
  if (body.kind === 'none') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder().decode(bytesOf(body))) as unknown };
  } catch {
    return { ok: false };
  }
}

function tooLarge({ body, headers }: Shot, limit: number): boolean {
  const declared = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-length')?.[1];
  const claimed = declared === undefined ? NaN : Number(declared.trim());
  return (Number.isFinite(claimed) && claimed > limit) || bytesOf(body).byteLength > limit;
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

const headerValue = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'application/json; charset=utf-16',
    'text/plain',
    'text/html',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'application/octet-stream',
    'application/x-ndjson',
    '*/*',
    '',
  ),
  headerValue,
);
const contentLength = fc.constantFrom(
  '0',
  '1',
  '-1',
  'abc',
  '',
  '1e3',
  '0x10',
  '17000',
  '999999999999',
  'Infinity',
  '16384',
  '524288',
  '524289',
);
const headers: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'content-type': contentType,
    'content-length': contentLength,
    'x-real-ip': headerValue,
    'accept-encoding': fc.constantFrom('gzip', 'identity', '*', ''),
    'x-forwarded-for': headerValue,
    'sec-fetch-site': fc.constantFrom('same-origin', 'none', 'same-site', 'cross-site'),
    origin: fc.constantFrom('http://localhost', 'http://localhost:3000', 'https://evil.example', 'null', 'http://LOCALHOST'),
  },
  { requiredKeys: [] },
);
/** Random headers, half of them with the JSON content type the reading route asks for. */
const mostlyJsonHeaders = fc.tuple(headers, fc.boolean()).map(([h, json]) => (json ? { ...h, 'content-type': 'application/json' } : h));

/** Wraps a value as a whole JSON body, sometimes chunked, sometimes with random headers. */
const asShot = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Shot> =>
  fc
    .record({
      text: value.map((v) => JSON.stringify(v) ?? 'undefined'),
      chunks: fc.option(fc.array(fc.nat(), { maxLength: 6 }), { nil: undefined }),
      headers: fc.oneof(
        { weight: 3, arbitrary: fc.constant({ 'content-type': 'application/json' }) },
        { weight: 1, arbitrary: mostlyJsonHeaders },
      ),
    })
    .map(({ text, chunks, headers: h }) => ({ body: { kind: 'text', text, ...(chunks && { chunks }) }, headers: h }));

/** Not JSON, or broken JSON, or bytes that are not even UTF-8, or no body. */
const rawShot = (almost: fc.Arbitrary<unknown>): fc.Arbitrary<Shot> =>
  fc.record({
    body: fc.oneof(
      anyText(200).map((text): Body => ({ kind: 'text', text })),
      fc
        .constantFrom(
          '{',
          '{"cards": [',
          '[',
          '"',
          '{"a":1}}',
          'nul',
          'NaN',
          '{"__proto__": {"polluted": true}}',
          '\ufeff{}',
          '{} {}',
          '1e99999',
          '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
        )
        .map((text): Body => ({ kind: 'text', text })),
      fc
        .tuple(
          almost.map((v) => JSON.stringify(v) ?? ''),
          fc.nat(),
        )
        .map(([text, cut]): Body => ({ kind: 'text', text: text.slice(0, cut % (text.length + 1)) })),
      fc.uint8Array({ maxLength: 300 }).map((bytes): Body => ({ kind: 'bytes', bytes: new Uint8Array(bytes) })),
      fc.constant<Body>({ kind: 'none' }),
      fc.constant<Body>({ kind: 'text', text: '[' + '1,'.repeat(200_000) + '1]' }),
    ),
    headers: mostlyJsonHeaders,
  });

/** A body over `limit` bytes, sent whole or chunked, declared or not. */
const oversizedShot = (limit: number, almost: fc.Arbitrary<unknown>): fc.Arbitrary<Shot> =>
  fc
    .record({
      base: almost,
      pad: fc.integer({ min: 1, max: 4096 }),
      filler: fc.constantFrom('x', 'é', '🔮', ' '),
      declare: fc.boolean(),
      chunks: fc.option(fc.array(fc.nat(), { maxLength: 8 }), { nil: undefined }),
    })
    .map(({ base, pad, filler, declare, chunks }) => {
      const padding = filler.repeat(Math.ceil((limit + pad) / encoder.encode(filler).length));
      const text = JSON.stringify({ ...(typeof base === 'object' && base !== null ? base : {}), padding });
      return {
        body: { kind: 'text', text, ...(chunks && { chunks }) },
        headers: { 'content-type': 'application/json', ...(declare && { 'content-length': String(encoder.encode(text).length) }) },
      };
    });

/** A field replaced, now and then, by something of the wrong type or an adversarial value. */
const odd = fc.oneof(
  anyJson,
  fc.constantFrom(...adversarialStrings),
  fc.constant(
    JSON.parse('{"__proto__": {"cards": ["the-fool"], "locale": "en"}, "constructor": {"prototype": {"polluted": true}}}') as unknown,
  ),
  fc.constant(Array.from({ length: 5_000 }, (_, i) => i)),
);
const maybe = <T>(arb: fc.Arbitrary<T>, weight = 12) => fc.oneof({ weight, arbitrary: arb }, { weight: 1, arbitrary: odd });

/** `{ cards, type, question, locale }` (or the mini reading) with each field possibly wrong. */
const almostReading: fc.Arbitrary<Record<string, unknown>> = fc
  .record({
    type: fc.constantFrom(...readingTypeIds),
    mini: fc.boolean(),
    // Mostly the right number of cards, sometimes one too few or too many.
    drift: fc.oneof({ weight: 10, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constantFrom(-1, 1) }),
  })
  .chain(({ type, mini, drift }) => {
    const count = Math.max(0, (mini ? 4 : expectedCardCount(type)) + drift);
    const cards = fc.oneof(
      { weight: 15, arbitrary: fc.shuffledSubarray([...cardIds], { minLength: count, maxLength: count }) },
      { weight: 1, arbitrary: fc.array(fc.constantFrom(...cardIds), { minLength: count, maxLength: count }) },
      {
        weight: 1,
        arbitrary: fc.array(fc.oneof(fc.constantFrom(...cardIds), fc.constantFrom('the-joker', 'The-Fool', '', '__proto__')), {
          minLength: count,
          maxLength: count,
        }),
      },
      { weight: 1, arbitrary: fc.constant(Array.from({ length: 2_000 }, (_, i) => cardIds[i % cardIds.length]!)) },
    );
    const question = fc.oneof(
      { weight: 8, arbitrary: anyText(120) },
      { weight: 1, arbitrary: fc.string({ minLength: 495, maxLength: 510 }) },
      { weight: 1, arbitrary: fc.constant(' '.repeat(600) + '?') },
    );
    return fc.record({
      fields: fc.record(
        {
          kind: mini ? fc.constant('mini-love') : fc.constant('reading'),
          cards: maybe(cards),
          type: maybe(fc.constant(type)),
          question: maybe(question),
          locale: maybe(fc.constantFrom(...locales)),
        },
        // A mini reading has no type or question: those are extra keys there.
        { requiredKeys: mini ? ['kind'] : [] },
      ),
      omit: mini
        ? fc.oneof({ weight: 6, arbitrary: fc.constant(['type', 'question']) }, { weight: 1, arbitrary: fc.subarray(['type', 'question']) })
        : fc.constant([]),
      extra: fc.oneof(
        { weight: 8, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(fc.tuple(weirdKey, anyJson), { maxLength: 2 }) },
      ),
    });
  })
  .map(({ fields, omit, extra }) => {
    const body: Record<string, unknown> = {};
    const omitted: readonly string[] = omit;
    for (const [key, value] of Object.entries(fields)) if (!omitted.includes(key)) body[key] = value;
    // JSON keeps `__proto__` as an own key, so must we.
    for (const [key, value] of extra) Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
    return body;
  });

/** A publish or delete command with each field possibly wrong. */
const almostCommand: fc.Arbitrary<Record<string, unknown>> = fc
  .record(
    {
      id: maybe(
        fc.oneof(
          { weight: 3, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,40}$/) },
          { weight: 2, arbitrary: anyText(60) },
          // Built-ins, as they are and as they normalise ('Free Love Tarot' → free-love-tarot).
          { weight: 2, arbitrary: fc.constantFrom('tower-tarot-card', 'free-love-tarot', 'Free Love Tarot', 'TOWER tarot\tCard') },
          { weight: 1, arbitrary: fc.constantFrom('constructor', '__proto__', 'prototype') },
        ),
      ),
      title: maybe(anyText(120)),
      description: maybe(anyText(120)),
      date: maybe(anyText(40)),
      featuredImage: maybe(fc.oneof(fc.webUrl(), anyText(40))),
      content: maybe(fc.oneof(anyText(300), fc.constant('<p>'.repeat(1000)))),
      method: maybe(fc.constantFrom('DELETE', 'POST', 'delete', 'PUT')),
    },
    { requiredKeys: [] },
  )
  .chain((fields) =>
    fc.array(fc.tuple(weirdKey, anyJson), { maxLength: 2 }).map((extra) => {
      const body: Record<string, unknown> = { ...fields };
      for (const [key, value] of extra) Object.defineProperty(body, key, { value, enumerable: true, configurable: true, writable: true });
      return body;
    }),
  );

// ---------------------------------------------------------------------------------------------
// Checks

async function expectJsonError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
  expect((body.error as string).length).toBeGreaterThan(0);
  return body;
}

/** A 200 reading: a whole NDJSON stream of text (and at most one replace) ending in a single `done`. */
async function expectReadingStream(response: Response, request: Record<string, unknown>) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  const source = response.headers.get('x-reading-source');
  expect(['ai', 'template']).toContain(source);
  const raw = await response.text();
  expect(raw.endsWith('\n')).toBe(true);
  const events = raw
    .slice(0, -1)
    .split('\n')
    .map((line) => JSON.parse(line) as ReadingEvent);
  const done = events.at(-1);
  expect(done?.type).toBe('done');
  expect(events.filter((event) => event.type === 'done')).toHaveLength(1);
  expect(events.filter((event) => event.type === 'replace').length).toBeLessThanOrEqual(1);
  expect(events[0]?.type).toBe('text');
  for (const event of events.slice(0, -1)) {
    expect(['text', 'replace']).toContain(event.type);
    expect(typeof (event as { text: unknown }).text).toBe('string');
  }
  const finalText = events.reduce(
    (text, event) => (event.type === 'text' ? text + event.text : event.type === 'replace' ? event.text : text),
    '',
  );
  expect(finalText.trim().length).toBeGreaterThan(0);
  const replaced = events.some((event) => event.type === 'replace');
  const finalSource = (done as Extract<ReadingEvent, { type: 'done' }>).source;
  sources.push(finalSource);
  expect(finalSource).toBe(source === 'template' || replaced ? 'template' : 'ai');
  if (finalSource === 'ai') {
    expect(finalText).toBe(FAKE_READING.join(''));
  } else {
    const text = tarotTexts[request.locale as 'en'];
    if (request.kind === 'mini-love') expect(finalText).toBe(miniLoveReading(request.cards as 'the-fool'[], text));
    // The template's own reading for this request, word for word (a care reading names no frightening card).
    else expect(finalText).toBe(localReading(request as unknown as ReadingAsk, text));
  }
}

/** What the reading route refuses before reading the body: not JSON (415), or a page of another site (403). */
function refusal({ headers: h }: Shot): 415 | 403 | null {
  if (h['content-type']?.split(';')[0]?.trim().toLowerCase() !== 'application/json') return 415;
  if (h['sec-fetch-site'] === 'cross-site' || h['sec-fetch-site'] === 'same-site') return 403;
  if (h.origin !== undefined && !['http://localhost', 'http://LOCALHOST', 'http://localhost:3000'].includes(h.origin)) return 403;
  return null;
}

/** The reading route's whole contract for one request. */
async function checkReading(shot: Shot) {
  const response = await readingPost(request('http://localhost/api/reading', shot));
  seen.push(response.status);
  expect(response.status).toBeLessThan(500);
  const refused = refusal(shot);
  if (refused) {
    await expectJsonError(response, refused);
    return;
  }
  if (tooLarge(shot, READING_LIMIT)) {
    await expectJsonError(response, 413);
    return;
  }
  const json = decodeJson(shot.body);
  if (!json.ok) {
    await expectJsonError(response, 400);
    return;
  }
  const parsed = parseReadingRequest(json.value);
  if (!parsed.success) {
    const body = (await expectJsonError(response, 400)) as { issues?: { path: unknown; message: unknown }[] };
    expect(body.issues?.length).toBeGreaterThan(0);
    for (const issue of body.issues!) {
      expect(typeof issue.path).toBe('string');
      expect(typeof issue.message).toBe('string');
    }
    return;
  }
  await expectReadingStream(response, parsed.data as unknown as Record<string, unknown>);
}

/** The publish route's whole contract for one request: 400, 403, 413 or the intended 501. */
async function checkPublish(shot: Shot) {
  const response = await publish.POST(request('http://localhost/api/blog/publish', shot));
  seen.push(response.status);
  expect([400, 403, 413, 501]).toContain(response.status);
  const json = tooLarge(shot, PUBLISH_LIMIT) ? undefined : decodeJson(shot.body);
  const parsed = json?.ok ? parseCommand(json.value, articleDate(new Date())) : undefined;
  if (!json || !json.ok || !parsed?.ok) {
    await expectJsonError(response, json ? 400 : 413);
    return;
  }
  const { command } = parsed;
  const id = command.action === 'delete' ? command.id : command.article.id;
  if (isReservedSlug(id)) {
    await expectJsonError(response, 403);
    return;
  }
  const body = (await expectJsonError(response, 501)) as { action?: unknown; id?: unknown; message?: unknown };
  expect(body.action).toBe(command.action);
  expect(body.id).toBe(id);
  expect(typeof body.message).toBe('string');
  expect(body.message).toContain(absoluteUrl('/api/blog/publish?apiKey=YOUR_KEY'));
}

// ---------------------------------------------------------------------------------------------
// Properties

describe('POST /api/reading under fuzzing', () => {
  it('answers any JSON value with a 4xx that says why (or a whole reading)', async () => {
    await fc.assert(fc.asyncProperty(asShot(anyJson), checkReading), { numRuns: 300 });
    expectReached(400, 415);
  });

  it('answers raw strings, broken JSON, non-UTF-8 bytes and missing bodies with a 4xx', async () => {
    await fc.assert(fc.asyncProperty(rawShot(almostReading), checkReading), { numRuns: 300 });
    expectReached(400, 403, 413, 415);
  });

  it('answers almost-valid readings with a whole NDJSON reading exactly when they are valid, a 400 otherwise', async () => {
    await fc.assert(fc.asyncProperty(asShot(almostReading), checkReading), { numRuns: 100 });
    expectReached(200, 400);
  });

  it('answers oversized bodies 413, declared or not, whole or chunked', async () => {
    await fc.assert(
      fc.asyncProperty(oversizedShot(READING_LIMIT, almostReading), async (shot) => {
        expect(tooLarge(shot, READING_LIMIT)).toBe(true);
        await checkReading(shot);
      }),
      { numRuns: 60 },
    );
    expect(new Set(seen)).toEqual(new Set([413]));
  });

  it('serves valid readings whatever the questions and headers hold, including upstream failures', async () => {
    const valid = fc
      .record({
        type: fc.constantFrom(...readingTypeIds),
        locale: fc.constantFrom(...locales),
        question: fc.oneof(
          anyText(200).map((text) => text.slice(0, 400)),
          fc.constantFrom(
            '[[fake:midstream]]',
            '[[fake:error500]]',
            '[[fake:malformed]]',
            '[[fake:safety]]',
            '[[fake:empty]]',
            '[[fake:error429]]',
          ),
        ),
      })
      .chain(({ type, locale, question }) =>
        fc
          .shuffledSubarray([...cardIds], { minLength: expectedCardCount(type), maxLength: expectedCardCount(type) })
          .map((cards) => ({ cards, type, locale, question })),
      );
    await fc.assert(
      fc.asyncProperty(valid, headers, async (body, extraHeaders) => {
        expect(parseReadingRequest(body).success).toBe(true);
        const kept = Object.entries(extraHeaders).filter(
          ([name]) => !['content-length', 'content-type', 'origin', 'sec-fetch-site'].includes(name),
        );
        const sent = { ...Object.fromEntries(kept), 'content-type': 'application/json' };
        await checkReading({ body: { kind: 'text', text: JSON.stringify(body) }, headers: sent });
      }),
      { numRuns: 40 },
    );
    expect(new Set(sources)).toEqual(new Set(['ai', 'template']));
  });
});

describe('POST /api/blog/publish under fuzzing', () => {
  it('answers any JSON value with 400, 403 or the intended 501, never a 5xx', async () => {
    await fc.assert(fc.asyncProperty(asShot(anyJson), checkPublish), { numRuns: 300 });
    expectReached(400);
  });

  it('answers almost-valid commands by what they are', async () => {
    await fc.assert(fc.asyncProperty(asShot(fc.oneof(almostCommand, anyStringRecord)), checkPublish), { numRuns: 300 });
    expectReached(400, 403, 501);
  });

  it('answers raw strings, broken JSON, non-UTF-8 bytes and missing bodies with 400 (413 when declared too large)', async () => {
    await fc.assert(fc.asyncProperty(rawShot(almostCommand), checkPublish), { numRuns: 300 });
    expectReached(400, 413);
  });

  it('answers oversized bodies 413, declared or not, whole or chunked', async () => {
    await fc.assert(
      fc.asyncProperty(oversizedShot(PUBLISH_LIMIT, almostCommand), async (shot) => {
        expect(tooLarge(shot, PUBLISH_LIMIT)).toBe(true);
        await checkPublish(shot);
      }),
      { numRuns: 20 },
    );
    expect(new Set(seen)).toEqual(new Set([413]));
  });

  it('answers 405 with Allow to PUT, PATCH and DELETE, whatever they carry', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('PUT', 'PATCH', 'DELETE') as fc.Arbitrary<'PUT' | 'PATCH' | 'DELETE'>,
        fc.oneof(asShot(almostCommand), rawShot(almostCommand)),
        async (method, shot) => {
          const handler: (request: Request) => Response | Promise<Response> = publish[method];
          const response = await handler(request('http://localhost/api/blog/publish', shot, method));
          await expectJsonError(response, 405);
          expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
        },
      ),
      { numRuns: 100 },
    );
  });
});
