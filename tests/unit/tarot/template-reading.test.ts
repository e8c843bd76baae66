import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds, type CardId } from '@/lib/tarot/deck';
import { miniLoveSlots } from '@/lib/tarot/mini-love';
import { questionThemes } from '@/lib/tarot/question-themes';
import { shuffle, seededRandom } from '@/lib/tarot/random';
import { readingTypeIds, expectedCardCount, type ReadingType } from '@/lib/tarot/spreads';
import { safeTemplateReading, templateReading } from '@/lib/tarot/template-reading';
import type { Reading } from '@/lib/tarot/reading';

const sections = (reading: string) => reading.split('\n\n');

describe.each(locales)('template reading in %s', (locale) => {
  const text = tarotTexts[locale];
  const make = (cards: CardId[], type: ReadingType, question?: string): Reading => ({ cards, type, question, theme: 'LOVE', locale });

  it('reads one card: overview, the card in the present, its advice as guidance', () => {
    const result = templateReading(make(['the-star'], 'quick-insight', 'Will I find love?'), text);
    const parts = sections(result);
    expect(parts).toHaveLength(3);
    expect(parts[0]).toContain(text.TemplateReading.overviewHeading);
    expect(parts[0]).toContain('Will I find love?');
    expect(parts[1]).toContain(text.Cards['the-star'].name);
    expect(parts[1]).toContain(text.Cards['the-star'].meanings.LOVE);
    expect(parts[2]).toContain(text.TemplateReading.guidanceHeading);
    expect(parts[2]).toContain(text.Cards['the-star'].stances.advice);
    expect(Object.values(text.TemplateReading.closing.LOVE).some((closing) => parts[2]!.endsWith(closing))).toBe(true);
  });

  it('reads three cards as past, present and future', () => {
    const result = templateReading(make(['the-fool', 'the-tower', 'the-sun'], 'past-present-future'), text);
    const parts = sections(result);
    expect(parts).toHaveLength(5);
    const labels = text.ReadingTypes['past-present-future'].positions;
    expect(parts[1]).toBe(`🌒 ${labels.p1}: ${text.Cards['the-fool'].name}\n${text.Cards['the-fool'].stances.past}`);
    expect(parts[2]).toContain(`${labels.p2}: ${text.Cards['the-tower'].name}`);
    expect(parts[2]).toContain(text.Cards['the-tower'].meanings.LOVE);
    expect(parts[3]).toContain(`${labels.p3}: ${text.Cards['the-sun'].name}\n${text.Cards['the-sun'].stances.future}`);
    expect(parts[4]!.toLowerCase()).toContain(text.Cards['the-fool'].name.toLowerCase());
    expect(parts[4]!.toLowerCase()).toContain(text.Cards['the-sun'].name.toLowerCase());
  });

  it('reads five cards from their positions, then the spread as a whole', () => {
    const cards: CardId[] = ['the-lovers', 'the-emperor', 'temperance', 'the-devil', 'the-star'];
    const parts = sections(templateReading(make(cards, 'relationship', '¿Y él?'), text));
    expect(parts).toHaveLength(7);
    Object.values(text.ReadingTypes.relationship.positions).forEach((label, index) => {
      expect(parts[index + 1]).toContain(`${label}: ${text.Cards[cards[index]!].name}`);
    });
    expect(parts[1]).toContain(text.Cards['the-lovers'].meanings.LOVE);
    expect(parts[2]).toContain(text.Cards['the-emperor'].stances.other);
    expect(parts[3]).toContain(text.Cards.temperance.meanings.LOVE);
    expect(parts[4]).toContain(text.Cards['the-devil'].stances.obstacle);
    expect(parts[5]).toContain(text.Cards['the-star'].stances.advice);
  });

  it('says no cards were drawn when there are none', () => {
    expect(templateReading(make([], 'quick-insight'), text)).toBe(text.TemplateReading.noCards);
  });

  it('is deterministic, complete and clean for every type and theme', () => {
    const random = seededRandom(9);
    for (const type of readingTypeIds) {
      for (const theme of questionThemes) {
        const cards = shuffle(cardIds, random).slice(0, expectedCardCount(type));
        const reading: Reading = { cards, type, theme, locale, question: theme === 'GENERAL' ? undefined : 'Q?' };
        const result = templateReading(reading, text);
        expect(templateReading(reading, text)).toBe(result);
        expect(result).not.toMatch(/[{}*]|\[\[/);
        for (const card of cards) expect(result).toContain(text.Cards[card].name);
        // No two cards read the same.
        const paragraphs = sections(result).slice(1, 1 + cards.length);
        expect(new Set(paragraphs).size).toBe(paragraphs.length);
      }
    }
  });

  it('falls back to the fixed unclear text if it cannot be written', () => {
    const broken = make(['the-joker' as CardId], 'quick-insight');
    expect(safeTemplateReading(broken, text)).toBe(text.TemplateReading.unclear);
  });

  it('gives the mini love reading its own texts for five cards and the position text otherwise', () => {
    const slots = miniLoveSlots(['the-magician', 'the-moon', 'the-high-priestess', 'the-tower'], text);
    expect(slots.map((slot) => slot.position)).toEqual(['currentThoughts', 'hiddenFeelings', 'futureIntentions', 'advice']);
    expect(slots[0]!.text).toBe(text.MiniLove.cardTexts['the-magician'].currentThoughts);
    expect(slots[1]!.text).toContain(text.Cards['the-moon'].name);
    expect(slots[2]!.text).toBe(text.MiniLove.cardTexts['the-high-priestess'].futureIntentions);
    expect(slots[3]!.text).toContain(text.Cards['the-tower'].name);
  });
});

it('quotes the fixed texts in English', () => {
  const t = tarotTexts.en.TemplateReading;
  expect(t.noCards).toBe('No cards were drawn. Please try again.');
  expect(t.unclear).toBe('The cosmic forces are unclear at this moment. Please try a new reading.');
  expect(t.aligning).toBe('The universe is still aligning. Please try again momentarily.');
  expect(tarotTexts.en.MiniLove.fallback).toBe(
    "The cosmic energies are revealing a complex pattern in your connection. Consider how these cards interact with each other and trust your intuition about what they're showing you about his thoughts and feelings.",
  );
});

it('never gives the overview or guidance heading the name of a position', () => {
  for (const text of Object.values(tarotTexts)) {
    const labels = Object.values(text.ReadingTypes).flatMap((entry) => ('positions' in entry ? Object.values(entry.positions) : []));
    for (const heading of [text.TemplateReading.overviewHeading, text.TemplateReading.guidanceHeading]) {
      expect(labels).not.toContain(heading.replace(/^\S+\s/, ''));
    }
  }
});
