import fc from 'fast-check';
import { describe, vi, expect, it } from 'vitest';
import { parseReadingRequest, describeIssues } from '@/lib/ai/reading-request';
import { MAX_QUESTION_LENGTH } from '@/lib/tarot/reading-contract';
import { articleSchema } from '@/lib/blog/article';
import { isReservedSlug } from '@/lib/blog/builtin-ids';
import { parseCommand, processRequest, type ProtocolMessage } from '@/lib/blog/protocol';
import { ARTICLES_KEY, articleStore } from '@/lib/blog/store';
import { locales } from '@/lib/i18n/routing';
import { cardIds } from '@/lib/tarot/deck';
import { loadReading, parseFullReadingQuery } from '@/lib/tarot/kept-reading-schema';
import { MINI_LOVE_CARD_COUNT } from '@/lib/tarot/mini-love';
import { fullReadingQuery, READING_SESSION_KEY } from '@/lib/tarot/kept-reading';
import { expectedCardCount, readingTypeIds } from '@/lib/tarot/spreads';
import { isValidSelection } from '@/lib/tarot/validation';
import en from '@/messages/en.json';
import { hasXmlForbidden } from '@/lib/xml-text';
import { MemoryStorage } from '../memory-storage';
import { adversarialStrings, anyJson, anyStringRecord, anyText, anyValue, weirdKey } from './arbitraries';

// Hundreds of readings per property: seconds on a loaded machine, never a hang.
vi.setConfig({ testTimeout: 30_000 });

const today = 'November 22, 2026';
const protocolMessages = Object.keys(en.BlogApi) as ProtocolMessage[];

/** A field of a request: usually text, sometimes any other value. */
const field = fc.oneof({ weight: 4, arbitrary: anyText(80) }, { weight: 1, arbitrary: anyValue });

/** Publish and delete commands that are almost right: every field random or adversarial, extra keys, wrong types. */
const almostCommand: fc.Arbitrary<Record<string, unknown>> = fc
  .record(
    {
      id: fc.oneof(
        field,
        fc.stringMatching(/^[a-z0-9-]{1,30}$/),
        fc.constantFrom('tower-tarot-card', 'free-love-tarot', 'constructor', ' A b '),
      ),
      title: field,
      description: field,
      date: field,
      featuredImage: field,
      content: fc.oneof(field, fc.constant('x'.repeat(500_001))),
      method: fc.oneof(fc.constantFrom('DELETE', 'delete', 'POST', 'PUT', ''), field),
    },
    { requiredKeys: [] },
  )
  .chain((command) =>
    fc.array(fc.tuple(weirdKey, anyJson), { maxLength: 3 }).map((extra) => {
      const result: Record<string, unknown> = { ...command };
      for (const [key, value] of extra) Object.defineProperty(result, key, { value, enumerable: true, configurable: true, writable: true });
      return result;
    }),
  );

const anyCommand = fc.oneof(anyValue, almostCommand, anyStringRecord);

describe('parseCommand (lib/blog/protocol.ts)', () => {
  it('never throws, and answers a valid command or a known failure', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(anyCommand, (request) => {
        const parsed = parseCommand(request, today);
        if (parsed.ok) {
          const { command } = parsed;
          expect(Object.keys(parsed)).toEqual(['ok', 'command']);
          if (command.action === 'publish') {
            expect(articleSchema.safeParse(command.article).success).toBe(true);
            expect(command.article.title).toBe(command.article.title.trim());
            expect(command.article.content.trim()).not.toBe('');
          } else {
            expect(command.action).toBe('delete');
            expect(command.id).toMatch(/^[a-z0-9-]+$/);
            expect((request as { method?: unknown }).method).toBe('DELETE');
          }
        } else {
          expect(['publish', 'delete']).toContain(parsed.action);
          expect(protocolMessages).toContain(parsed.message);
          expect(['published', 'deleted']).not.toContain(parsed.message);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('publishes any command with a slug, a title and content, with the protocol’s defaults', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9-]{1,200}$/),
        // Text a feed can hold: characters XML forbids are refused (below).
        anyText(500).filter((title) => title.trim().length > 0 && title.trim().length <= 500 && !hasXmlForbidden(title)),
        anyText(200).filter((content) => content.trim().length > 0 && !hasXmlForbidden(content)),
        (id, title, content) => {
          const parsed = parseCommand({ id, title, content }, today);
          expect(parsed).toEqual({
            ok: true,
            command: {
              action: 'publish',
              article: { id, title: title.trim(), description: title.trim(), date: today, featuredImage: '', content },
            },
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('parseCommand and characters XML forbids', () => {
  it('refuses any text holding one, by name, and takes the same text without it', () => {
    fc.assert(
      fc.property(
        anyText(80),
        fc.constantFrom('\u0000', '\u0001', '\u001b', '\ufffe', '\udc00'),
        fc.constantFrom('title', 'content', 'description'),
        (text, char, field) => {
          const request = { id: 'x', title: 't', content: 'c', [field]: `${text}${char}${text}` };
          expect(parseCommand(request, today)).toMatchObject({ ok: false, message: 'controlCharacters' });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('processRequest (lib/blog/protocol.ts) against a stored blog', () => {
  it('never throws, never touches a built-in, and says what happened to the store', () => {
    fc.assert(
      fc.property(fc.array(anyCommand, { minLength: 1, maxLength: 6 }), (requests) => {
        const store = articleStore(new MemoryStorage());
        for (const request of requests) {
          const before = store.list().articles.map((article) => article.id);
          const outcome = processRequest(request, store, today);
          const after = store.list();
          expect(after.damaged).toBe(false);
          expect(protocolMessages).toContain(outcome.message);
          const parsed = parseCommand(request, today);
          if (!outcome.ok) {
            // A refused request changes nothing.
            expect(after.articles.map((article) => article.id)).toEqual(before);
          } else if (outcome.action === 'publish') {
            expect(parsed.ok && parsed.command.action === 'publish').toBe(true);
            if (parsed.ok && parsed.command.action === 'publish') {
              expect(isReservedSlug(parsed.command.article.id)).toBe(false);
              expect(store.get(parsed.command.article.id)).toEqual(parsed.command.article);
            }
          } else {
            // Only an article that was stored can be reported deleted.
            expect(parsed.ok && parsed.command.action === 'delete').toBe(true);
            if (parsed.ok && parsed.command.action === 'delete') {
              expect(before).toContain(parsed.command.id);
              expect(after.articles.map((article) => article.id)).not.toContain(parsed.command.id);
            }
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('says notFound when deleting any slug that is not stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,40}$/), fc.constantFrom('constructor', 'proto', 'tostring', 'valueof')),
        (id) => {
          fc.pre(!isReservedSlug(id));
          const outcome = processRequest({ method: 'DELETE', id }, articleStore(new MemoryStorage()), today);
          expect(outcome).toEqual({ ok: false, action: 'delete', message: 'notFound' });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('parseReadingRequest (lib/ai/reading-request.ts)', () => {
  const cardLike = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...cardIds) }, { weight: 1, arbitrary: field });
  const almostReading = fc.record(
    {
      kind: fc.oneof(fc.constantFrom('reading', 'mini-love', 'Mini-Love'), field),
      cards: fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .constantFrom(...readingTypeIds)
            .chain((type) => fc.shuffledSubarray([...cardIds], { minLength: expectedCardCount(type), maxLength: expectedCardCount(type) })),
        },
        { weight: 2, arbitrary: fc.array(cardLike, { maxLength: 8 }) },
        { weight: 1, arbitrary: fc.array(fc.constantFrom(...cardIds), { minLength: 50, maxLength: 300 }) },
        { weight: 1, arbitrary: field },
      ),
      type: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...readingTypeIds) }, { weight: 1, arbitrary: field }),
      question: fc.oneof(anyText(200), fc.constant(' '.repeat(600) + 'q'), fc.string({ minLength: 495, maxLength: 510 }), field),
      locale: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...locales) }, { weight: 1, arbitrary: field }),
    },
    { requiredKeys: [] },
  );

  it('never throws; a success is a valid reading, a failure has messages', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, almostReading, anyStringRecord), (value) => {
        const parsed = parseReadingRequest(value);
        if (!parsed.success) {
          const issues = describeIssues(parsed.error);
          expect(issues.length).toBeGreaterThan(0);
          for (const issue of issues) {
            expect(typeof issue.path).toBe('string');
            expect(typeof issue.message).toBe('string');
            expect(issue.message.length).toBeGreaterThan(0);
          }
          return;
        }
        const data = parsed.data;
        expect(locales).toContain(data.locale);
        expect(data.cards.every((card) => (cardIds as readonly string[]).includes(card))).toBe(true);
        expect(new Set(data.cards).size).toBe(data.cards.length);
        if (data.kind === 'mini-love') {
          expect(data.cards).toHaveLength(MINI_LOVE_CARD_COUNT);
        } else {
          expect(data.kind).toBe('reading');
          expect(isValidSelection(data.cards, data.type)).toBe(true);
          if (data.question !== undefined) {
            expect(data.question.length).toBeLessThanOrEqual(MAX_QUESTION_LENGTH);
            expect(data.question).toBe(data.question.trim());
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts every valid reading', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...readingTypeIds).chain((type) =>
          fc.record({
            type: fc.constant(type),
            cards: fc.shuffledSubarray([...cardIds], { minLength: expectedCardCount(type), maxLength: expectedCardCount(type) }),
            locale: fc.constantFrom(...locales),
            question: fc.option(fc.string({ unit: 'grapheme', maxLength: 100 }), { nil: undefined }),
          }),
        ),
        (request) => {
          expect(parseReadingRequest(request).success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('full reading URL and session state (lib/tarot/full-reading-state.ts)', () => {
  const query = fc.oneof(
    anyText(120),
    anyStringRecord.map((record) => new URLSearchParams(record).toString()),
    fc
      .record({
        cards: fc.array(fc.oneof(fc.constantFrom(...cardIds), anyText(12)), { maxLength: 8 }),
        type: fc.oneof(fc.constantFrom(...readingTypeIds), anyText(20)),
        extra: fc.constantFrom(...adversarialStrings),
      })
      // Raw, unencoded: what a hand-edited or truncated link may hold.
      .map(({ cards, type, extra }) => `?cards=${cards.join(',')}&type=${type}&${extra}=${extra}&cards=${extra}`),
  );

  it('never throws on any query: a valid selection or null', () => {
    fc.assert(
      fc.property(query, (search) => {
        const selection = parseFullReadingQuery(search);
        if (selection) {
          expect(isValidSelection(selection.cards, selection.type)).toBe(true);
          // What it read is what a link to it would hold.
          expect(parseFullReadingQuery(fullReadingQuery(selection))).toEqual(selection);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws on anything stored under the session key', () => {
    const selection = { cards: ['the-fool', 'the-tower', 'the-sun'] as const, type: 'past-present-future' as const };
    fc.assert(
      fc.property(
        fc.oneof(
          anyText(100),
          anyJson.map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          const storage = new MemoryStorage();
          storage.setItem(READING_SESSION_KEY, raw);
          const loaded = loadReading(storage, { cards: [...selection.cards], type: selection.type }, 'en');
          if (loaded) {
            expect(loaded.cards).toEqual(selection.cards);
            expect(loaded.type).toBe(selection.type);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

// Found by the reading-request property: zod compares the `length` of any value that has one.
describe('a length that cannot be compared (valid JSON) is a clear failure, never a throw', () => {
  const hostile: unknown = JSON.parse('{"length":{"toString":1}}');

  it('in a reading request, a publish command and a stored article', () => {
    const reading = parseReadingRequest({ cards: hostile, type: 'single', locale: 'en' });
    expect(reading.success).toBe(false);
    expect(describeIssues(reading.error!).map((issue) => issue.message)).toEqual(['The value is malformed']);
    expect(parseReadingRequest({ kind: 'mini-love', cards: hostile, locale: 'es' }).success).toBe(false);
    expect(parseCommand({ id: 'a', title: hostile, content: 'x' }, today)).toMatchObject({ ok: false, message: 'invalidRequest' });
    const storage = new MemoryStorage();
    storage.setItem(ARTICLES_KEY, JSON.stringify({ a: { id: 'a', title: hostile } }));
    expect(articleStore(storage).list()).toEqual({ articles: [], damaged: true });
  });
});
