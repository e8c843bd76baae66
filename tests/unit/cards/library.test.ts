import { describe, expect, it } from 'vitest';
import { cardMentions } from '@/lib/routes/card-mentions';
import { counterparts, journeyRows, neighbours, relatedCards } from '@/lib/cards/library';
import { cardBySlug, cardSlug, suitBySlug, suitSlug } from '@/lib/routes/card-slugs';
import { cardContent } from '@/content/cards';
import { cardPath, localizedRedirects, localizedRewrites, resolvePath, routePath, suitPath } from '@/lib/routes/paths';
import { locales } from '@/lib/i18n/routing';
import { arcanaOf, cardLean } from '@/lib/tarot/arcana';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds, isMajor, majorIds, suits } from '@/lib/tarot/deck';
import { questionThemes } from '@/lib/tarot/question-themes';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const slugify = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe.each(locales)('the card pages in %s', (locale) => {
  const text = tarotTexts[locale];

  it.each(cardIds)('%s has every section filled', (id) => {
    const card = text.Cards[id];
    const { overview, present } = cardContent[locale][id];
    expect(card.name.trim()).not.toBe('');
    expect(card.keywords.split(', ').length).toBeGreaterThanOrEqual(3);
    expect(card.alt).toContain(card.name);
    for (const theme of questionThemes) expect(words(card.meanings[theme]), theme).toBeGreaterThanOrEqual(15);
    for (const stance of ['past', 'future', 'obstacle', 'advice'] as const)
      expect(words(card.stances[stance]), stance).toBeGreaterThanOrEqual(12);
    expect(words(present)).toBeGreaterThanOrEqual(20);
    expect(words(present)).toBeLessThanOrEqual(60);
    expect(overview.length).toBeGreaterThanOrEqual(3);
    expect(overview.length).toBeLessThanOrEqual(5);
    expect(words(overview.join(' '))).toBeGreaterThanOrEqual(250);
    expect(card.reversed.keywords.split(', ').length).toBeGreaterThanOrEqual(3);
    expect(words(card.reversed.meaning)).toBeGreaterThanOrEqual(30);
    for (const key of ['love', 'work', 'advice'] as const) expect(words(card.reversed[key]), key).toBeGreaterThanOrEqual(15);
    expect(words(card.stances.other)).toBeGreaterThanOrEqual(12);
    expect(words(card.stances.single)).toBeGreaterThanOrEqual(20);
  });

  it('has no text twice: no meaning, stance or reversed text is shared between cards or fields', () => {
    const texts = cardIds.flatMap((id) => {
      const card = text.Cards[id];
      return [
        ...Object.values(card.meanings),
        ...Object.values(card.stances),
        card.reversed.meaning,
        card.reversed.love,
        card.reversed.work,
        card.reversed.advice,
        card.alt,
      ];
    });
    const repeated = texts.filter((value, index) => texts.indexOf(value) !== index);
    expect(repeated).toEqual([]);
  });

  it('has no text twice: overviews and present texts are each their own', () => {
    const paragraphs = cardIds.flatMap((id) => cardContent[locale][id].overview);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    const present = cardIds.map((id) => cardContent[locale][id].present);
    expect(new Set(present).size).toBe(present.length);
  });

  it('names each card by a unique slug made from its name there', () => {
    const slugs = cardIds.map((id) => cardSlug(id, locale));
    expect(new Set(slugs).size).toBe(cardIds.length);
    for (const id of cardIds) {
      // A minor card's slug drops its article: "three-of-cups", "tres-de-copas", "tre-di-coppe".
      const name = isMajor(id) ? text.Cards[id].name : text.Cards[id].name.replace(/^(The|El|La|Il|L')\s?/, '');
      expect(cardSlug(id, locale)).toBe(slugify(name));
      expect(cardBySlug(cardSlug(id, locale), locale)).toBe(id);
    }
  });

  it('gives each suit a page beside its cards, under a slug no card has', () => {
    for (const suit of suits) {
      expect(resolvePath(suitPath(suit, locale))).toEqual({ suit });
      expect(cardBySlug(suitSlug(suit, locale), locale)).toBeUndefined();
      expect(suitBySlug(suitSlug(suit, locale), locale)).toBe(suit);
    }
    expect(suitPath('cups', locale)).toBe(
      { en: '/cards/suit-of-cups', es: '/es/cartas/palo-de-copas', it: '/it/carte/seme-di-coppe' }[locale],
    );
  });

  it('resolves each card page, its related cards and its neighbours to card pages of the same language', () => {
    for (const id of cardIds) {
      expect(resolvePath(cardPath(id, locale))).toEqual({ card: id });
      for (const { card } of relatedCards(id)) expect(resolvePath(cardPath(card, locale))).toEqual({ card });
    }
  });

  it('links the first mention of a card in a text to its page', () => {
    const mentions = cardMentions(locale);
    expect(mentions).toHaveLength(cardIds.length);
    expect(new Set(mentions.map((mention) => mention.path)).size).toBe(cardIds.length);
  });
});

describe('the card library', () => {
  it('uses the card ids as English slugs, as /cards/the-tower, /es/cartas/la-torre, /it/carte/la-torre', () => {
    expect(cardPath('the-tower', 'en')).toBe('/cards/the-tower');
    expect(cardPath('the-tower', 'es')).toBe('/es/cartas/la-torre');
    expect(cardPath('the-tower', 'it')).toBe('/it/carte/la-torre');
    expect(cardPath('the-empress', 'it')).toBe('/it/carte/l-imperatrice');
    expect(cardPath('the-hermit', 'es')).toBe('/es/cartas/el-ermitano');
  });

  it('is mapped by one rewrite per language, and the internal names redirect to the public ones', () => {
    const rewrites = localizedRewrites();
    expect(rewrites).toContainEqual({ source: '/cards/:card', destination: '/en/cards/:card' });
    expect(rewrites).toContainEqual({ source: '/es/cartas/:card', destination: '/es/cards/:card' });
    expect(rewrites).toContainEqual({ source: '/it/carte/:card', destination: '/it/cards/:card' });
    expect(localizedRedirects()).toContainEqual({ source: '/es/cards/:card', destination: '/es/cartas/:card' });
  });

  it('gives a card the same card as its alternate in each language, and an unknown card none', () => {
    const alternate = (path: string, target: 'en' | 'es' | 'it') => routePath(resolvePath(path)!, target);
    expect(alternate('/cards/the-tower', 'es')).toBe('/es/cartas/la-torre');
    expect(alternate('/es/cartas/los-enamorados', 'it')).toBe('/it/carte/gli-amanti');
    expect(alternate('/it/carte/il-matto', 'en')).toBe('/cards/the-fool');
    expect(alternate('/es/cartas', 'it')).toBe('/it/carte');
    expect(resolvePath('/es/cartas/no-existe')).toBeUndefined();
    expect(resolvePath('/cards/the-tower/extra')).toBeUndefined();
  });

  it('has neighbours in the journey: none before the Fool, none after the World', () => {
    expect(neighbours('the-fool')).toEqual({ previous: undefined, next: 'the-magician' });
    expect(neighbours('the-tower')).toEqual({ previous: 'the-devil', next: 'the-star' });
    expect(neighbours('the-world')).toEqual({ previous: 'judgement', next: undefined });
  });

  it('pairs counterparts both ways, never a card with itself, and lists each related card once', () => {
    for (const id of majorIds) {
      for (const other of counterparts[id]) {
        expect(other).not.toBe(id);
        expect(counterparts[other], `${other} → ${id}`).toContain(id);
      }
      const related = relatedCards(id).map(({ card }) => card);
      expect(new Set(related).size).toBe(related.length);
      expect(related).not.toContain(id);
    }
    expect(relatedCards('the-tower')).toEqual([
      { card: 'the-devil', relation: 'previous' },
      { card: 'the-star', relation: 'next' },
      { card: 'death', relation: 'counterpart' },
    ]);
  });

  it('sets a minor card between its suit’s neighbours and beside its namesakes in the other suits', () => {
    expect(neighbours('ace-of-cups')).toEqual({ previous: undefined, next: 'two-of-cups' });
    expect(neighbours('king-of-cups')).toEqual({ previous: 'queen-of-cups', next: undefined });
    expect(relatedCards('three-of-swords')).toEqual([
      { card: 'two-of-swords', relation: 'previous' },
      { card: 'four-of-swords', relation: 'next' },
      { card: 'three-of-wands', relation: 'rank' },
      { card: 'three-of-cups', relation: 'rank' },
      { card: 'three-of-pentacles', relation: 'rank' },
    ]);
    expect(cardPath('three-of-cups', 'es')).toBe('/es/cartas/tres-de-copas');
    expect(cardPath('ace-of-pentacles', 'it')).toBe('/it/carte/asso-di-denari');
    expect(cardPath('page-of-wands', 'es')).toBe('/es/cartas/sota-de-bastos');
  });

  it('gives a yes/no lean from the card’s tone: light yes, shadow no, mixed neither', () => {
    for (const id of cardIds) expect(cardLean(id)).toBe({ light: 'yes', shadow: 'no', mixed: 'unclear' }[arcanaOf(id).tone]);
    expect(cardLean('the-sun')).toBe('yes');
    expect(cardLean('the-tower')).toBe('no');
    expect(cardLean('justice')).toBe('unclear');
  });

  it('groups the deck as the Fool, then three rows of seven, every card once', () => {
    expect(journeyRows.map((row) => row.cards.length)).toEqual([1, 7, 7, 7]);
    expect(journeyRows.flatMap((row) => row.cards)).toEqual([...majorIds]);
    expect(journeyRows[2]!.cards[0]).toBe('strength');
  });
});
