import fc from 'fast-check';
import { describe, vi, expect, it } from 'vitest';
import { articleSchema } from '@/lib/blog/article';
import { articleDate, normalizeSlug } from '@/lib/blog/slug';
import { locales } from '@/lib/i18n/routing';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds, type CardId } from '@/lib/tarot/deck';
import { en } from '@/lib/tarot/keywords/en';
import { es } from '@/lib/tarot/keywords/es';
import { it as italian } from '@/lib/tarot/keywords/it';
import { questionTheme, themeKeywordLists } from '@/lib/tarot/keywords';
import { answerOf, localReading } from '@/lib/tarot/local-reading';
import { concernOf, concerns } from '@/lib/tarot/safety/concern';
import { questionThemes } from '@/lib/tarot/question-themes';
import { afterAQuarrel, asksAboutAMove, asksReturn, personGender } from '@/lib/tarot/reader/question';
import { forDrawn, forPerson } from '@/lib/tarot/text';
import { cleanQuestion, readingFor, type Reading } from '@/lib/tarot/reading';
import { readingAsk } from '@/lib/tarot/reading-contract';
import type { AskKind } from '@/lib/tarot/reader/question';
import { safeTemplateReading, templateReading, yesNoAnswer } from '@/lib/tarot/reader/template';
import { frightens } from '@/lib/tarot/safety/frightening';
import { careAsSaid } from '@/lib/tarot/reader/care-words';
import { expectedCardCount, isYesNo, meaningThemeFor, readingTypeIds } from '@/lib/tarot/spreads';
import { compileThemeMatchers, detectTheme, normalizeText } from '@/lib/tarot/theme-detection';
import { adversarialStrings, anyText } from './arbitraries';

// Hundreds of readings per property: seconds on a loaded machine, never a hang.
vi.setConfig({ testTimeout: 30_000 });

const SLUG = /^[a-z0-9-]*$/;
const askKinds: readonly AskKind[] = ['none', 'yes-no', 'should', 'timing', 'open'];
const idSchema = articleSchema.shape.id;

describe('normalizeSlug (lib/blog/slug.ts)', () => {
  it('never throws and only ever returns [a-z0-9-]*, which the article id schema accepts when 1–200 long', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(200), fc.string({ unit: 'grapheme', minLength: 150, maxLength: 400 })), (input) => {
        const slug = normalizeSlug(input);
        expect(slug).toMatch(SLUG);
        expect(idSchema.safeParse(slug).success).toBe(slug.length >= 1 && slug.length <= 200);
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent, and keeps exactly the lower-cased ASCII letters and digits of its input', () => {
    fc.assert(
      fc.property(anyText(), (input) => {
        const slug = normalizeSlug(input);
        expect(normalizeSlug(slug)).toBe(slug);
        expect(slug.replace(/-/g, '')).toBe(input.toLowerCase().replace(/[^a-z0-9]/g, ''));
        // Every hyphen stands for a hyphen or a run of whitespace in the input.
        expect(slug.split('-').length - 1).toBeLessThanOrEqual((input.match(/-|\s+/g) ?? []).length);
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves a slug as it is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{0,80}$/), (slug) => {
        expect(normalizeSlug(slug)).toBe(slug);
      }),
      { numRuns: 300 },
    );
  });

  it('handles every adversarial constant', () => {
    for (const input of adversarialStrings) expect(normalizeSlug(input)).toMatch(SLUG);
    expect(normalizeSlug('__proto__')).toBe('proto');
    expect(normalizeSlug('a\u0000b')).toBe('ab');
  });
});

describe('articleDate (lib/blog/slug.ts)', () => {
  it('writes any valid date as a long US date the article schema accepts', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(0), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const text = articleDate(date);
        expect(text).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
        expect(text.endsWith(String(date.getFullYear()))).toBe(true);
        expect(articleSchema.shape.date.safeParse(text).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('theme detection (lib/tarot/theme-detection.ts, lib/tarot/keywords)', () => {
  const perLocale = {
    en: compileThemeMatchers([en.themes]),
    es: compileThemeMatchers([es.themes]),
    it: compileThemeMatchers([italian.themes]),
  };
  const allMatchers = compileThemeMatchers(themeKeywordLists);
  const question = fc.oneof(anyText(200), fc.constant(undefined), fc.constant(null));

  it('never throws and always answers one of the known themes, deterministically, for any locale', () => {
    fc.assert(
      fc.property(question, fc.constantFrom(...locales), (q, locale) => {
        const theme = questionTheme(q);
        expect(questionThemes).toContain(theme);
        expect(questionTheme(q)).toBe(theme);
        expect(questionThemes).toContain(detectTheme(q, perLocale[locale]));
        expect(detectTheme(q, allMatchers)).toBe(theme);
        expect(['undefined', 'string']).toContain(typeof concernOf(q));
      }),
      { numRuns: 1000 },
    );
  });

  it('answers GENERAL for a blank question', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff'), maxLength: 20 }),
        (blank) => {
          expect(questionTheme(blank)).toBe('GENERAL');
        },
      ),
      { numRuns: 100 },
    );
  });

  it('normalizes any text to single-spaced lower-case words between two spaces', () => {
    fc.assert(
      fc.property(anyText(200), (text) => {
        const normalized = normalizeText(text);
        expect(normalized).toMatch(/^ (?:[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)? $/u);
        expect(normalized).not.toMatch(/\p{M}/u);
      }),
      { numRuns: 1000 },
    );
  });

  it('finds LOVE (the first theme in detection order) whenever a love word stands alone in the question', () => {
    fc.assert(
      fc.property(
        anyText(),
        fc.constantFrom('love', 'Love', 'AMOR', 'amore', 'in love', 'Relationships'),
        anyText(),
        (before, word, after) => {
          expect(questionTheme(`${before} ${word} ${after}`)).toBe('LOVE');
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('templateReading (lib/tarot/reader/template.ts)', () => {
  const selection = fc.constantFrom(...readingTypeIds).chain((type) =>
    fc.record({
      type: fc.constant(type),
      cards: fc.shuffledSubarray([...cardIds], { minLength: expectedCardCount(type), maxLength: expectedCardCount(type) }),
      reversed: fc.option(fc.array(fc.boolean(), { minLength: expectedCardCount(type), maxLength: expectedCardCount(type) }), {
        nil: undefined,
      }),
    }),
  );
  const question = fc.oneof(
    fc.constant(undefined),
    fc.constant(''),
    anyText(200),
    fc.string({ unit: 'grapheme', minLength: 400, maxLength: 500 }),
  );
  const reading: fc.Arbitrary<Reading> = fc
    .record({
      selection,
      locale: fc.constantFrom(...locales),
      theme: fc.constantFrom(...questionThemes),
      topic: fc.option(fc.constantFrom(...questionThemes), { nil: undefined }),
      question,
      single: fc.boolean(),
      shared: fc.boolean(),
      concern: fc.option(fc.constantFrom(...concerns), { nil: undefined, freq: 4 }),
      ask: fc.option(fc.constantFrom(...askKinds), { nil: undefined }),
      subject: fc.option(fc.constantFrom('self', 'other' as const), { nil: undefined }),
    })
    .map(({ selection: { type, cards, reversed }, ...rest }) => ({
      ...rest,
      cards: cards as CardId[],
      type,
      ...(reversed ? { reversed } : {}),
    }));

  it('never throws and writes a whole, clean reading for any valid selection, locale, theme, plan and question', () => {
    fc.assert(
      fc.property(reading, (r) => {
        const text = tarotTexts[r.locale];
        const result = templateReading(r, text);
        expect(result.trim().length).toBeGreaterThan(0);
        expect(templateReading(r, text)).toBe(result);
        expect(safeTemplateReading(r, text)).toBe(result);

        // The question is the visitor's own text: whatever it holds is not ours to judge.
        const question = cleanQuestion(r.question);
        const ours = question ? result.split(question).join('\u0001') : result;
        expect(ours).not.toMatch(/\{\w*\}|\[\[|\]\]/);
        expect(ours).not.toMatch(/undefined|NaN|\[object /);

        const sections = result.split('\n\n');
        const t = text.TemplateReading;
        // A frame as this reading says it: he or she for the person asked about, "the card" for one.
        const said = (frame: string) => forDrawn(forPerson(frame, personGender(question)), r.cards.length);
        // A reading for someone in pain opens under a heading for them, never "Overview".
        expect(sections[0]!.startsWith(r.concern ? t.careHeading : t.overviewHeading)).toBe(true);
        expect(sections.at(-1)!.startsWith(t.guidanceHeading)).toBe(true);
        const care = r.concern && t.care[r.concern];
        if (care && 'cardsUnnamed' in care) {
          // Where no card's comfort is safe to offer, one paragraph sets the cards aside, naming none.
          expect(sections).toHaveLength(3);
          expect(sections[1]).toBe(said(care.cardsUnnamed));
        } else if (r.concern) {
          // A care reading stays short: three cards' comfort at most, each one of the cards drawn.
          // (A frightening card only when nothing gentler was drawn.)
          const calm = r.cards.filter((card) => !frightens(card, r.concern)).length || 1;
          expect(sections).toHaveLength(Math.min(3, calm) + 2);
          // Each under its name, but a frightening one, unnamed.
          for (const part of sections.slice(1, -1)) {
            const heading = part.split('\n')[0]!;
            expect(
              r.cards.some((card) =>
                heading.includes(frightens(card, r.concern) ? text.TemplateReading.careCardUnnamed : text.Cards[card].name),
              ),
            ).toBe(true);
          }
        } else {
          expect(sections).toHaveLength(r.cards.length + 2);
          r.cards.forEach((card, index) => expect(sections[index + 1]).toContain(text.Cards[card].name));
        }
        if (care) {
          // Care: its own opening and closing, no label that foretells, no verdict.
          // Whether to leave a partner: an opening for one card or more, and where help is for someone afraid of a partner.
          const separation = t.care.separation;
          // (An opening that names the loved one the question names: "your dad".)
          const openings = (
            r.concern === 'separation' ? [separation.opening, separation.openingOne] : [careAsSaid(care, r.question).opening]
          ).map(said);
          const closings = (
            r.concern === 'separation' ? [`${separation.closing}\n${separation.afraid}`] : [careAsSaid(care, r.question).closing]
          ).map(said);
          // After the opening, a crisis may answer its fear, and a larger spread says the cards it leaves wait, unnamed.
          expect(openings.some((opening) => sections[0]!.startsWith(`${t.careHeading}\n${opening}`))).toBe(true);
          // (Not after a crisis's company: one remark on the cards is enough.)
          if (r.concern === 'crisis') expect(sections[0]).not.toContain(said(t.careRest));
          else if (!('cardsUnnamed' in care) && r.cards.length > 3) expect(sections[0]).toContain(said(t.careRest));
          expect(closings.map((closing) => `${t.guidanceHeading}\n${closing}`)).toContain(sections.at(-1));
          for (const label of Object.values(text.ReadingTypes[r.type].positions)) expect(result).not.toContain(`${label}: `);
          expect(yesNoAnswer(r, text)).toBeUndefined();
          return;
        }
        // The closing speaks to the question's own subject (its topic), else to the theme the cards are read with.
        const asked = r.topic && r.topic !== 'GENERAL' ? r.topic : r.theme === 'GENERAL' ? meaningThemeFor(r.type, r.theme) : r.theme;
        // The day's card asked a question closes on its subject, as any one card does.
        const day = r.type === 'card-of-the-day' && !question;
        // (The spread for a return drawn with no question closes on the visitor's own days after an ex; so does a love or
        // unthemed question that asks after an ex, however it is spelled: "ȄẊ" reads as "ex".)
        const afterAnEx =
          (asked === 'LOVE' || asked === 'GENERAL') && Boolean(cleanQuestion(question)) && asksReturn(question) && !afterAQuarrel(question);
        const subject = (!question && r.type === 'come-back') || afterAnEx ? 'RETURN' : asked === 'LOVE' && r.single ? 'SINGLE' : asked;
        const closings = Object.values(day ? t.day.closing : t.closing[subject]).map(said);
        expect(closings.some((closing) => sections.at(-1)!.endsWith(closing))).toBe(true);
        // A verdict only in a yes-or-no spread, only for a yes-or-no question typed (never one held in silence), never "should I".
        const answer = yesNoAnswer(r, text);
        if (
          !isYesNo(r.type) ||
          !cleanQuestion(question) ||
          r.ask === 'none' ||
          r.ask === 'open' ||
          r.ask === 'timing' ||
          r.ask === 'should'
        )
          expect(answer).toBeUndefined();
        else
          expect(
            [
              ...Object.values(t.verdict.answer),
              ...Object.values(t.verdict.now),
              ...Object.values(t.verdict.how),
              t.verdict.conditional,
            ].map(said),
          ).toContain(answer);
      }),
      { numRuns: 500 },
    );
  });

  it('reads any question into a plan the reader can follow: a concern is read in the general theme, with no verdict', () => {
    fc.assert(
      fc.property(selection, fc.constantFrom(...locales), question, ({ type, cards, reversed }, locale, q) => {
        const ask = readingAsk(cards as CardId[], type, q, locale, reversed);
        const plan = readingFor(ask);
        expect(concerns.includes(plan.concern!) || plan.concern === undefined).toBe(true);
        expect(askKinds).toContain(plan.ask);
        expect(['self', 'other']).toContain(plan.subject);
        if (plan.concern) {
          expect(plan.theme).toBe('GENERAL');
          expect(answerOf(ask, tarotTexts[locale])).toBeUndefined();
        } else {
          // The question's own theme reads the cards (a move is a decision); a question with none, the spread's
          // subject, unless it lies off that subject.
          expect(plan.topic).toBe(asksAboutAMove(q) ? 'DECISION' : questionTheme(q));
          const topic = plan.topic!;
          expect(plan.theme).toBe(topic === 'GENERAL' && !plan.offSubject ? meaningThemeFor(type, topic) : topic);
        }
        expect(localReading(ask, tarotTexts[locale])).not.toBe(tarotTexts[locale].TemplateReading.unclear);
      }),
      { numRuns: 300 },
    );
  });
});
