import { describe, expect, it } from 'vitest';
import { tarotTexts } from '@/lib/tarot/catalog';
import { localReading, readingFor } from '@/lib/tarot/local-reading';

describe('the reading given for an ask (server and browser alike)', () => {
  it('reads the question’s theme', () => {
    expect(readingFor({ cards: ['the-lovers'], type: 'quick-insight', question: '¿Conoceré pronto a alguien especial? amor', locale: 'es' })).toMatchObject({
      theme: 'LOVE',
      question: '¿Conoceré pronto a alguien especial? amor',
    });
  });

  it('never reads a crisis question for predictions: no question, the general theme', () => {
    const reading = readingFor({ cards: ['the-tower'], type: 'relationship', question: 'I want to kill myself', locale: 'en' });
    expect(reading.theme).toBe('GENERAL');
    expect(reading.question).toBeUndefined();
  });

  it('writes the whole template reading in the ask’s language', () => {
    const text = localReading({ cards: ['the-star', 'the-moon', 'the-sun'], type: 'past-present-future', locale: 'it' }, tarotTexts.it);
    for (const card of ['the-star', 'the-moon', 'the-sun'] as const) expect(text).toContain(tarotTexts.it.Cards[card].name);
    expect(text).toContain(tarotTexts.it.TemplateReading.guidanceHeading);
  });
});
