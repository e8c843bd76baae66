import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { arcanaOf, cardLean, toneOf } from '@/lib/tarot/arcana';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds, type CardId } from '@/lib/tarot/deck';
import { buildReadingPrompt } from '@/lib/tarot/prompt';
import { readingFor, readingSlots } from '@/lib/tarot/reading';
import { readingAsk } from '@/lib/tarot/reading-contract';
import { templateReading } from '@/lib/tarot/template-reading';
import { lowerArticles } from '@/lib/tarot/text';

const sections = (reading: string) => reading.split('\n\n');

describe('a reversed card’s weight', () => {
  it('follows each card’s reversed rule: held back or overdone it darkens, turned inward it keeps to the middle, released it clears', () => {
    const table = {
      blocked: { light: 'mixed', mixed: 'shadow', shadow: 'shadow' },
      excess: { light: 'mixed', mixed: 'shadow', shadow: 'shadow' },
      inward: { light: 'mixed', mixed: 'mixed', shadow: 'shadow' },
      release: { light: 'light', mixed: 'light', shadow: 'mixed' },
    } as const;
    for (const id of cardIds) {
      const { tone, reversed } = arcanaOf(id);
      expect(toneOf(id, true), id).toBe(table[reversed][tone]);
      expect(toneOf(id), id).toBe(tone);
    }
    // Every rule is someone's: the deck uses all four.
    expect(new Set(cardIds.map((id) => arcanaOf(id).reversed))).toEqual(new Set(['blocked', 'inward', 'excess', 'release']));
    expect(cardLean('the-sun', true)).toBe('unclear');
    expect(cardLean('the-tower', true)).toBe('unclear');
    expect(cardLean('justice', true)).toBe('no');
    expect(cardLean('ten-of-swords', true)).toBe('unclear');
    expect(cardLean('two-of-swords', true)).toBe('yes');
    expect(cardLean('ace-of-cups', false)).toBe('yes');
  });
});

describe.each(locales)('a reading with reversed cards in %s', (locale) => {
  const text = tarotTexts[locale];
  /** A name as the reading writes it mid-sentence (Italian lowers the article). */
  const named = (id: CardId) => text.Cards[id].name;
  const body = (written: string) => (locale === 'it' ? written : written);

  it('names a reversed card as reversed and reads it by its reversed text', () => {
    const cards: CardId[] = ['three-of-cups', 'the-tower', 'king-of-swords'];
    const ask = readingAsk(cards, 'past-present-future', undefined, locale, [false, true, false]);
    const reading = readingFor(ask);
    const written = templateReading(reading, text);
    const parts = sections(written);
    expect(parts).toHaveLength(5);
    // The upright cards keep their stances; the reversed one says so and reads reversed.
    expect(parts[1]).toContain(text.Cards['three-of-cups'].stances.past);
    expect(parts[2]).toContain(text.Cards['the-tower'].reversed.meaning);
    expect(parts[2]).not.toContain(text.Cards['the-tower'].meanings.GENERAL);
    const heading = parts[2]!.split('\n')[0]!;
    expect(heading).toContain(named('the-tower'));
    expect(heading).not.toBe(`${heading.split(':')[0]}: ${named('the-tower')}`);
    expect(parts[3]).toContain(text.Cards['king-of-swords'].stances.future);
    expect(body(written)).not.toContain('{');
    expect(body(written)).not.toContain('[[');
  });

  it('reads a reversed card in love by its reversed love text, and as advice by its reversed advice', () => {
    const love = readingFor(readingAsk(['two-of-cups'], 'quick-insight', undefined, locale, [true]));
    const slots = readingSlots({ ...love, theme: 'LOVE' }, text);
    expect(slots[0]!.meaning).toBe(text.Cards['two-of-cups'].reversed.love);
    const work = readingSlots({ ...love, theme: 'CAREER' }, text);
    expect(work[0]!.meaning).toBe(text.Cards['two-of-cups'].reversed.work);
    const single = templateReading({ ...love, theme: 'GENERAL' }, text);
    expect(sections(single).at(-1)).toContain(text.Cards['two-of-cups'].reversed.advice);
  });

  it('reads an upright spread exactly as before reversals existed', () => {
    const cards: CardId[] = ['the-fool', 'the-tower', 'the-sun'];
    const plain = templateReading(readingFor(readingAsk(cards, 'past-present-future', undefined, locale)), text);
    const allUpright = templateReading(
      readingFor(readingAsk(cards, 'past-present-future', undefined, locale, [false, false, false])),
      text,
    );
    expect(allUpright).toBe(plain);
  });

  it('tells the AI which cards lie reversed, with their reversed meaning', () => {
    const reading = readingFor(
      readingAsk(['ace-of-wands', 'the-star', 'five-of-pentacles'], 'past-present-future', undefined, locale, [true, false, false]),
    );
    const prompt = buildReadingPrompt(reading, text);
    const line = prompt.split('\n').find((row) => row.startsWith('1. '))!;
    expect(line).toContain('(reversed)');
    expect(line).toContain(text.Cards['ace-of-wands'].reversed.meaning);
    expect(prompt.split('\n').find((row) => row.startsWith('2. '))).not.toContain('reversed');
    expect(prompt).toMatch(/drawn upside down/);
  });

  it('reads a spread of mostly minor arcana as a reading about everyday things', () => {
    const written = templateReading(
      readingFor(readingAsk(['three-of-cups', 'five-of-swords', 'the-star'], 'past-present-future', undefined, locale)),
      text,
    );
    const minor = Object.values(text.TemplateReading.pattern.group.minor);
    expect(minor.some((sentence) => written.includes(sentence.split('{cards}').pop()!.slice(0, 40)))).toBe(true);
  });

  it('gives a one-card yes or no by the reversed card’s lean', () => {
    const written = templateReading(readingFor(readingAsk(['the-sun'], 'yes-no', undefined, locale, [true])), text);
    const answers = text.TemplateReading.yesNo.answer;
    expect(written).toContain(answers.unclear);
    expect(lowerArticles(written, [])).toBe(written);
  });
});
