import { describe, expect, it } from 'vitest';
import { cardIds, type CardId } from '@/lib/tarot/deck';

// Card overviews for the card library pages (issue [J]), written per language in parts; the pages
// that show them come with that issue. Each part holds some cards; none may be thin or doubled.
const parts = import.meta.glob<{ overviews: Partial<Record<CardId, string[]>> }>('/lib/content/cards/*/*.ts', { eager: true });

describe('card overviews', () => {
  const byLanguage = new Map<string, string[]>();
  for (const [file, { overviews }] of Object.entries(parts)) {
    const language = file.split('/').at(-2)!;
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), ...Object.keys(overviews)]);
    it.each(Object.entries(overviews))(`${file}: %s has 3–4 paragraphs and at least 250 words`, (id, paragraphs) => {
      expect(cardIds).toContain(id);
      expect(paragraphs!.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs!.length).toBeLessThanOrEqual(4);
      expect(paragraphs!.join(' ').split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(250);
    });
  }

  it('exists for some cards, and no card twice in one language', () => {
    expect(byLanguage.size).toBeGreaterThan(0);
    for (const [language, ids] of byLanguage) expect(new Set(ids).size, language).toBe(ids.length);
  });
});
