import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds } from '@/lib/tarot/deck';
import { answerOf, cardParagraphs, localReading } from '@/lib/tarot/local-reading';
import { seededRandom, shuffle } from '@/lib/tarot/random';
import { readingFor } from '@/lib/tarot/reading';
import { readingAsk } from '@/lib/tarot/reading-contract';
import { expectedCardCount, readingTypeIds } from '@/lib/tarot/spreads';

describe('the reading given for an ask (server and browser alike)', () => {
  it('reads the question’s theme', () => {
    expect(
      readingFor({ cards: ['the-lovers'], type: 'quick-insight', question: '¿Conoceré pronto a alguien especial? amor', locale: 'es' }),
    ).toMatchObject({
      theme: 'LOVE',
      question: '¿Conoceré pronto a alguien especial? amor',
    });
  });

  it('never reads a crisis question for predictions: its concern, the general theme, no verdict', () => {
    const reading = readingFor({ cards: ['the-tower'], type: 'yes-no', question: 'I want to kill myself', locale: 'en' });
    expect(reading).toMatchObject({ concern: 'crisis', theme: 'GENERAL' });
    expect(reading.single).toBeUndefined();
    expect(reading.topic).toBeUndefined();
    expect(
      answerOf({ cards: ['the-sun'], type: 'yes-no', question: 'I want to kill myself', locale: 'en' }, tarotTexts.en),
    ).toBeUndefined();
  });

  it('reads a crisis question’s cards by what they offer to hold on to, even in a spread about love', () => {
    const cards = ['the-tower', 'the-moon', 'death', 'the-star'] as const;
    const en = tarotTexts.en;
    const text = localReading({ cards: [...cards], type: 'come-back', question: 'I want to kill myself', locale: 'en' }, en);
    expect(text.startsWith(`${en.TemplateReading.careHeading}\n${en.TemplateReading.care.crisis.opening}`)).toBe(true);
    expect(text.endsWith(`${en.TemplateReading.guidanceHeading}\n${en.TemplateReading.care.crisis.closing}`)).toBe(true);
    // A crisis reading stays short: three cards' comfort at most, the gentlest chosen: the Moon and the Star, never the Tower or Death beside them.
    expect(text.split('\n\n')).toHaveLength(4);
    for (const card of ['the-moon', 'the-star'] as const) expect(text).toContain(`${en.Cards[card].name}\n${en.Cards[card].care}`);
    expect(text.split('\n\n').filter((part) => part.startsWith('🃏'))).toHaveLength(2);
    expect(text).not.toContain(en.Cards.death.name);
    expect(text).not.toContain(en.Cards['the-moon'].stances.other);
    expect(text).not.toContain(en.Cards.death.meanings.LOVE);
    // No position that foretells ("What is possible"), and the question is not repeated back.
    for (const label of Object.values(en.ReadingTypes['come-back'].positions)) expect(text).not.toContain(label);
    expect(text).not.toContain('kill');
  });

  it('writes the whole template reading in the ask’s language', () => {
    const text = localReading({ cards: ['the-star', 'the-moon', 'the-sun'], type: 'past-present-future', locale: 'it' }, tarotTexts.it);
    for (const card of ['the-star', 'the-moon', 'the-sun'] as const) expect(text).toContain(tarotTexts.it.Cards[card].name);
    expect(text).toContain(tarotTexts.it.TemplateReading.guidanceHeading);
  });

  it('opens a shared spread for whoever opens the link, never as if they had drawn it', () => {
    for (const locale of locales) {
      const { opening } = tarotTexts[locale].TemplateReading;
      const before = (template: string) => template.split('{theme}')[0]!;
      for (const type of ['past-present-future', 'relationship', 'quick-insight'] as const) {
        const cards = (['the-fool', 'the-tower', 'the-star', 'the-sun', 'the-moon'] as const).slice(
          0,
          type === 'quick-insight' ? 1 : type === 'relationship' ? 5 : 3,
        );
        const count = cards.length === 1 ? 'one' : 'many';
        const text = localReading({ cards: [...cards], type, locale }, tarotTexts[locale], { shared: true });
        expect(
          Object.values(opening.shared[count]).some((template) => text.includes(before(template))),
          `${locale} ${type}`,
        ).toBe(true);
        for (const template of [...Object.values(opening.general.one), ...Object.values(opening.general.many)])
          expect(text).not.toContain(before(template));
      }
    }
  });

  it.each(locales)('shows each revealed card (%s) with the very paragraph the reading gives it', (locale) => {
    const random = seededRandom(17);
    const questions = [undefined, 'Will I get the job?', 'What does she think of me?', 'Is my husband cheating on me?'];
    for (const type of readingTypeIds) {
      for (const question of questions) {
        const cards = shuffle(cardIds, random).slice(0, expectedCardCount(type));
        const ask = readingAsk(
          cards,
          type,
          question,
          locale,
          cards.map(() => random() < 0.3),
        );
        const sections = localReading(ask, tarotTexts[locale]).split('\n\n');
        const paragraphs = cardParagraphs(ask, tarotTexts[locale]);
        // A care reading writes the comfort of three cards at most; each card on the table still shows its own.
        const written = sections.slice(1, -1).map((section) => section.split('\n').slice(1).join('\n'));
        if (paragraphs.length > 3 && written.length === 3) expect(written.every((text) => paragraphs.includes(text))).toBe(true);
        else expect(paragraphs, `${type} ${question}`).toEqual(written);
      }
    }
  });
});
