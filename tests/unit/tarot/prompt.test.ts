import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds, type CardId } from '@/lib/tarot/deck';
import { buildMiniLovePrompt, buildReadingPrompt } from '@/lib/tarot/prompt';
import { cardLean } from '@/lib/tarot/arcana';
import { expectedCardCount, isYesNo, meaningThemeFor, positionsOf, readingTypeIds } from '@/lib/tarot/spreads';
import { positionLabel } from '@/lib/tarot/text';

const leanWords = { yes: 'leans yes', no: 'leans no or not yet', unclear: 'leans neither way' } as const;
const languageLine = { en: null, es: 'Write the entire reading in Spanish', it: 'Write the entire reading in Italian' };

describe.each(locales)('reading prompt in %s', (locale) => {
  const text = tarotTexts[locale];

  it.each(readingTypeIds)('for %s names the question, every card and meaning, the rules and the language', (type) => {
    const cards = cardIds.slice(3, 3 + expectedCardCount(type)) as CardId[];
    const reading = { cards, type, question: 'Will my plans\n work out?', theme: 'FAMILY' as const, locale };
    const prompt = buildReadingPrompt(reading, text);
    expect(prompt).toContain('"Will my plans work out?"');
    const theme = meaningThemeFor(type, 'FAMILY');
    positionsOf(type).forEach((position, index) => {
      const card = cards[index]!;
      const lean = isYesNo(type) ? ` (${leanWords[cardLean(card)]})` : '';
      expect(prompt).toContain(
        `${index + 1}. ${positionLabel(text, type, position.key)}: ${text.Cards[card].name}${lean}. ${text.Cards[card].meanings[theme]}`,
      );
      expect(prompt).toContain(`${position.emoji} ${positionLabel(text, type, position.key)}`);
    });
    expect(prompt).toContain(`under ${cards.length > 5 ? 500 : 300} words`);
    expect(prompt).toContain('Do not use asterisks');
    expect(prompt).toContain(text.TemplateReading.guidanceHeading);
    if (languageLine[locale]) expect(prompt).toContain(languageLine[locale]);
    else expect(prompt).not.toMatch(/Write the entire reading in/);
  });

  it('has a general-reading line when there is no question', () => {
    const prompt = buildReadingPrompt({ cards: ['the-star'], type: 'quick-insight', theme: 'GENERAL', locale }, text);
    expect(prompt).toContain('This is a general reading');
    expect(prompt).not.toContain("The visitor's question");
  });

  it('builds the mini love prompt: four positions, 150 words, the opening words, a hopeful end', () => {
    const prompt = buildMiniLovePrompt(['the-fool', 'the-sun', 'the-empress', 'death'], locale, text);
    for (const label of Object.values(text.MiniLove.positions)) expect(prompt).toContain(label);
    expect(prompt).toContain(text.MiniLove.cardTexts['the-fool'].currentThoughts);
    expect(prompt).toContain(text.MiniLove.cardTexts['the-empress'].futureIntentions);
    expect(prompt).toContain('At most 150 words');
    expect(prompt).toContain(`Begin with exactly "${text.MiniLove.opening}"`);
    expect(prompt).toContain('hopeful');
  });
});

it('opens the English mini reading with the fixed words', () => {
  expect(tarotTexts.en.MiniLove.opening).toBe('The cards reveal that...');
});
