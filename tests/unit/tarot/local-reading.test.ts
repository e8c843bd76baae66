import { describe, expect, it } from 'vitest';
import { tarotTexts } from '@/lib/tarot/catalog';
import { localReading } from '@/lib/tarot/local-reading';
import { readingFor } from '@/lib/tarot/reading';

describe('the reading given for an ask (server and browser alike)', () => {
  it('reads the question’s theme', () => {
    expect(
      readingFor({ cards: ['the-lovers'], type: 'quick-insight', question: '¿Conoceré pronto a alguien especial? amor', locale: 'es' }),
    ).toMatchObject({
      theme: 'LOVE',
      question: '¿Conoceré pronto a alguien especial? amor',
    });
  });

  it('never reads a crisis question for predictions: no question, the general theme', () => {
    const reading = readingFor({ cards: ['the-tower'], type: 'relationship', question: 'I want to kill myself', locale: 'en' });
    expect(reading.theme).toBe('GENERAL');
    expect(reading.question).toBeUndefined();
  });

  it('reads a crisis question’s cards with their general meanings, even in a spread about love', () => {
    const cards = ['the-tower', 'the-moon', 'death', 'the-star'] as const;
    const text = localReading({ cards: [...cards], type: 'come-back', question: 'I want to kill myself', locale: 'en' }, tarotTexts.en);
    expect(text).toContain(tarotTexts.en.Cards['the-moon'].stances.other);
    expect(text).toContain(tarotTexts.en.Cards.death.meanings.GENERAL);
    expect(text).not.toContain(tarotTexts.en.Cards.death.meanings.LOVE);
    expect(text).not.toContain('kill');
  });

  it('writes the whole template reading in the ask’s language', () => {
    const text = localReading({ cards: ['the-star', 'the-moon', 'the-sun'], type: 'past-present-future', locale: 'it' }, tarotTexts.it);
    for (const card of ['the-star', 'the-moon', 'the-sun'] as const) expect(text).toContain(tarotTexts.it.Cards[card].name);
    expect(text).toContain(tarotTexts.it.TemplateReading.guidanceHeading);
  });

  it('opens a shared spread for whoever opens the link, never as if they had drawn it', () => {
    for (const locale of ['en', 'es', 'it'] as const) {
      const { opening } = tarotTexts[locale].TemplateReading;
      const before = (template: string) => template.split('{theme}')[0]!;
      for (const type of ['past-present-future', 'relationship', 'quick-insight'] as const) {
        const cards = (['the-fool', 'the-tower', 'the-star', 'the-sun', 'the-moon'] as const).slice(
          0,
          type === 'quick-insight' ? 1 : type === 'relationship' ? 5 : 3,
        );
        const text = localReading({ cards: [...cards], type, locale }, tarotTexts[locale], { shared: true });
        expect(
          Object.values(opening.shared).some((template) => text.includes(before(template))),
          `${locale} ${type}`,
        ).toBe(true);
        for (const template of Object.values(opening.general)) expect(text).not.toContain(before(template));
      }
    }
  });
});
