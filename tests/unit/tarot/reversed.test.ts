import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { arcanaOf, cardLean, toneOf } from '@/lib/tarot/arcana';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds, type CardId } from '@/lib/tarot/deck';
import { answerOf, cardParagraphs } from '@/lib/tarot/local-reading';
import { buildReadingPrompt } from '@/lib/tarot/prompt';
import type { QuestionTheme } from '@/lib/tarot/question-themes';
import { seededRandom, shuffle } from '@/lib/tarot/random';
import { readingFor, readingSlots } from '@/lib/tarot/reading';
import { readingAsk } from '@/lib/tarot/reading-contract';
import { brief, outOfElement } from '@/lib/tarot/reader/card-texts';
import { speaksOfAnotherArea } from '@/lib/tarot/reader/areas';
import { inLove, templateReading } from '@/lib/tarot/reader/template';
import { hasGenericReading, positionsFor } from '@/lib/tarot/generic-positions';
import { expectedCardCount, meaningThemeFor, ownPlaceIn, readingTypeIds, type PositionKind } from '@/lib/tarot/spreads';
import { sayDrawn, sayWith, type TarotText } from '@/lib/tarot/text';
import { shownAmong } from './as-said';
import { adviceKey, areaText } from './area-texts';

const sections = (reading: string) => reading.split('\n\n');

/**
 * A reversed card's text for a kind of position: the present reads the reversed love, work or
 * travel text for those themes, else the reversed meaning cut to a position's length; feelings the reversed `other`; every
 * other kind the reversed text of that kind (why a love ended and what it could become as past
 * and future on another subject, a trip's timing as the future).
 */
function reversedText(text: TarotText, card: CardId, kind: PositionKind, theme: QuestionTheme): string {
  const own = text.Cards[card].reversed;
  const byTheme =
    theme === 'LOVE'
      ? own.love
      : theme === 'TRAVEL'
        ? own.travel
        : theme === 'CAREER' || theme === 'FINANCE'
          ? own.work
          : brief(own.meaning);
  const bond = theme === 'LOVE' || theme === 'GENERAL';
  // On a trip, what lies ahead and the advice read the reversed travel text.
  if (theme === 'TRAVEL' && (kind === 'future' || kind === 'advice')) return own.travel;
  switch (kind) {
    case 'present':
      return byTheme;
    // The visitor's own stance reads of the person, whatever the theme.
    case 'self':
      return brief(own.meaning);
    case 'feelings':
      return own.other;
    case 'apart':
      return bond ? own.apart : own.other;
    case 'ended':
      return bond ? own.ended : own.past;
    case 'possible':
      return bond ? own.possible : own.future;
    case 'timing':
      return theme === 'TRAVEL' || theme === 'GENERAL' ? own.timing : own.future;
    case 'advice':
      return own[adviceKey(theme)];
    case 'obstacle':
    case 'future':
      return areaText(text, card, true, kind, theme);
    default:
      return own[kind];
  }
}

describe('a reversed card’s weight', () => {
  it('follows each card’s reversed rule: held back its light is not there for now, overdone it darkens, turned inward it keeps to the middle, released it clears', () => {
    const table = {
      blocked: { light: 'shadow', mixed: 'shadow', shadow: 'shadow' },
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
  const t = text.TemplateReading;
  /** A text as the reading prints it: card names inside a sentence take a lower-case article. */
  const shown = (written: string, cards: readonly CardId[], question?: string) => shownAmong(text, written, cards, question);

  it('names a reversed card as reversed and reads it by its reversed text', () => {
    const cards: CardId[] = ['three-of-cups', 'the-tower', 'king-of-swords'];
    const ask = readingAsk(cards, 'past-present-future', undefined, locale, [false, true, false]);
    const written = templateReading(readingFor(ask), text);
    const parts = sections(written);
    expect(parts).toHaveLength(5);
    // The upright cards keep their own texts; the reversed one says so in its heading and reads reversed.
    expect(parts[1]).toContain(shown(text.Cards['three-of-cups'].stances.past, cards));
    const tower = { name: text.Cards['the-tower'].name, grammar: text.Cards['the-tower'].grammar };
    const label = text.ReadingTypes['past-present-future'].positions.p2;
    expect(parts[2]).toBe(
      `🌓 ${label}: ${sayWith(t.reversedName, { card: tower })}\n${shown(brief(text.Cards['the-tower'].reversed.meaning), cards)}`,
    );
    expect(parts[2]).not.toContain(text.Cards['the-tower'].meanings.GENERAL);
    expect(sayWith(t.reversedName, { card: tower })).not.toBe(tower.name);
    expect(parts[3]).toContain(shown(text.Cards['king-of-swords'].stances.future, cards));
    expect(written).not.toContain('{');
    expect(written).not.toContain('[[');
  });

  it('reads each kind of position, reversed, by the card’s reversed text for that kind', () => {
    const random = seededRandom(21);
    for (const type of readingTypeIds.filter((type) => type !== 'yes-no')) {
      for (const question of [undefined, 'Will I get a pay rise at work?']) {
        const cards = shuffle(cardIds, random).slice(0, expectedCardCount(type));
        const ask = readingAsk(
          cards,
          type,
          question,
          locale,
          cards.map(() => true),
        );
        // The question's own theme (work) reads the cards; with none, the spread's subject.
        const { theme, offSubject } = readingFor(ask);
        expect(theme).toBe(question ? 'CAREER' : meaningThemeFor(type, 'GENERAL'));
        // A work question in a spread about another subject reads its positions by their generic kinds.
        expect(offSubject === true).toBe(!!question && hasGenericReading(type) && meaningThemeFor(type, 'GENERAL') !== 'CAREER');
        cardParagraphs(ask, text).forEach((paragraph, index) => {
          const position = positionsFor(type, offSubject)[index]!;
          const { kind } = position;
          const own = ownPlaceIn(position, theme);
          const card = cards[index]!;
          // A place of the spread's own (where to go, the coming home, who they are) has its own reversed words.
          if (own) return expect(paragraph).toBe(shown(text.Cards[card].reversed[own], cards));
          // A suit outside its element, or a text from another area of life, reads the theme's own way (template-reading.test.ts).
          const looksAhead = kind === 'future' || kind === 'favour' || kind === 'obstacle';
          // (The come-back spread asked nothing reads its advice for a bond that ended: reader.test.ts.)
          if (outOfElement(card, theme) || (question && looksAhead && speaksOfAnotherArea(reversedText(text, card, kind, theme), theme)))
            return;
          if (!question && type === 'come-back' && kind === 'advice') return;
          expect(paragraph, `${type} ${kind} ${card}`).toBe(shown(inLove(readingFor(ask), reversedText(text, card, kind, theme)), cards));
        });
      }
    }
  });

  it('reads a reversed card in love by its reversed love text, and as advice by its reversed advice', () => {
    const love = readingFor(readingAsk(['two-of-cups'], 'quick-insight', undefined, locale, [true]));
    const slots = readingSlots({ ...love, theme: 'LOVE' }, text);
    expect(slots[0]!.meaning).toBe(text.Cards['two-of-cups'].reversed.love);
    const work = readingSlots({ ...love, theme: 'CAREER' }, text);
    expect(work[0]!.meaning).toBe(text.Cards['two-of-cups'].reversed.work);
    const single = templateReading({ ...love, theme: 'GENERAL' }, text);
    expect(sections(single).at(-1)).toContain(shown(text.Cards['two-of-cups'].reversed.advice, ['two-of-cups']));
    expect(sections(single).at(-1)).not.toContain(text.Cards['two-of-cups'].stances.advice);
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

  it('tells the AI which cards lie reversed, with their reversed text for the position', () => {
    const reading = readingFor(
      readingAsk(['ace-of-wands', 'the-star', 'five-of-pentacles'], 'past-present-future', undefined, locale, [true, false, false]),
    );
    const prompt = buildReadingPrompt(reading, text);
    const line = prompt.split('\n').find((row) => row.startsWith('1. '))!;
    expect(line).toContain(`${text.Cards['ace-of-wands'].name} (reversed). ${text.Cards['ace-of-wands'].reversed.past}`);
    expect(prompt.split('\n').find((row) => row.startsWith('2. '))).not.toContain('(reversed)');
    expect(prompt).toMatch(/drawn upside down/);
    const upright = buildReadingPrompt(
      readingFor(readingAsk(['ace-of-wands', 'the-star', 'five-of-pentacles'], 'past-present-future', undefined, locale)),
      text,
    );
    expect(upright).not.toMatch(/reversed|drawn upside down/);
  });

  it('reads five minor arcana or more, in no ruling suit, as a reading about everyday things; three are ordinary', () => {
    const written = templateReading(
      readingFor(readingAsk(['three-of-cups', 'five-of-swords', 'ace-of-pentacles'], 'past-present-future', undefined, locale)),
      text,
    );
    expect(sections(written)[0]).not.toContain(t.synthesis.allMinors);
    // Five minors without a major are worth saying.
    const five = templateReading(
      readingFor(
        readingAsk(
          ['three-of-cups', 'five-of-swords', 'ace-of-pentacles', 'two-of-wands', 'six-of-cups'],
          'five-card-cross',
          undefined,
          locale,
        ),
      ),
      text,
    );
    expect(sections(five)[0]).toContain(t.synthesis.allMinors);
    // One major among them, and the sentence is not said.
    const mixed = templateReading(
      readingFor(readingAsk(['three-of-cups', 'five-of-swords', 'the-star'], 'past-present-future', undefined, locale)),
      text,
    );
    expect(mixed).not.toContain(t.synthesis.allMinors);
  });

  it('says how many cards lie reversed when they are half of a spread of four or more, and never counts two or three', () => {
    const cards: CardId[] = ['three-of-cups', 'the-star', 'king-of-swords', 'the-moon', 'ace-of-wands'];
    const guidance = (type: 'five-card-cross' | 'past-present-future', reversed: boolean[]) =>
      sections(templateReading(readingFor(readingAsk(cards.slice(0, reversed.length), type, undefined, locale, reversed)), text))[0]!;
    expect(guidance('five-card-cross', [true, true, true, true, true])).toContain(t.synthesis.reversed.all);
    // All reversed is said before the majors it holds (en round 63: five reversed cards heard only as majors).
    const majors: CardId[] = ['the-empress', 'the-chariot', 'the-lovers', 'the-tower', 'temperance'];
    const allMajors = sections(
      templateReading(
        readingFor(
          readingAsk(
            majors,
            'five-card-cross',
            undefined,
            locale,
            majors.map(() => true),
          ),
        ),
        text,
      ),
    )[0]!;
    expect(allMajors).toContain(t.synthesis.reversed.all);
    const many = (count: '2' | '3') =>
      Object.values(t.synthesis.reversed.many).map((frame) =>
        frame.replace('{count}', t.synthesis.numbers[count]).replace('{total}', t.synthesis.numbers['5']).slice(1),
      );
    const three = guidance('five-card-cross', [true, false, true, false, true]);
    expect(many('3').some((said) => three.includes(said))).toBe(true);
    const two = guidance('five-card-cross', [true, false, false, false, true]);
    expect(many('2').some((said) => two.includes(said))).toBe(false);
    // Three cards' headings already say which lie reversed.
    expect(guidance('past-present-future', [true, true, true])).not.toContain(t.synthesis.reversed.all);
    // Hard cards whose grip loosens reversed (the Moon, the Five of Pentacles, the Tower) are nothing held back.
    const loosening = sections(
      templateReading(
        readingFor(
          readingAsk(
            ['the-moon', 'five-of-pentacles', 'the-tower', 'three-of-cups', 'ace-of-wands'],
            'five-card-cross',
            undefined,
            locale,
            [true, true, true, false, false],
          ),
        ),
        text,
      ),
    )[0]!;
    expect(many('3').some((said) => loosening.includes(said))).toBe(false);
  });

  it('closes a reversed name’s aside with a comma mid-sentence, never before a dash (Spanish and Italian say it in the name, with none)', () => {
    const tower = { name: text.Cards['the-tower'].name, grammar: text.Cards['the-tower'].grammar, reversed: true };
    const named = sayWith(t.reversedName, { card: tower });
    expect(sayDrawn('{card} waits.', { card: tower }, t.reversedName)).toBe(locale === 'en' ? `${named}, waits.` : `${named} waits.`);
    expect(sayDrawn('Turn to {card} – rest.', { card: tower }, t.reversedName)).toBe(`Turn to ${named} – rest.`);
  });

  it('gives a one-card yes or no by the reversed card’s lean', () => {
    const question = { en: 'Is today a good day?', es: '¿Es hoy un buen día?', it: 'Oggi è una buona giornata?' }[locale];
    const ask = readingAsk(['the-sun'], 'yes-no', question, locale, [true]);
    // Asked how things stand now: the answer in its words for now.
    expect(answerOf(ask, text)).toBe(t.verdict.now.unclear);
    expect(answerOf(readingAsk(['the-sun'], 'yes-no', question, locale), text)).toBe(t.verdict.now.yes);
    const [paragraph] = cardParagraphs(ask, text);
    const sun = { name: text.Cards['the-sun'].name, grammar: text.Cards['the-sun'].grammar };
    // The card's paragraph is its reversed text; why it leans as it does opens the guidance.
    expect(paragraph).toBe(shown(brief(text.Cards['the-sun'].reversed.meaning), ['the-sun']));
    const guidance = sections(templateReading(readingFor(ask), text)).at(-1)!;
    // Why it leans names it as drawn, reversed.
    const named = sayWith(t.reversedName, { card: sun });
    expect(guidance.split('\n')[1]!.toLocaleLowerCase()).toContain(named.toLocaleLowerCase());
  });
});
