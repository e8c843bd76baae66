import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { arcanaOf, cardLean } from '@/lib/tarot/arcana';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds, majorIds, type CardId } from '@/lib/tarot/deck';
import { signalsPainful } from '@/lib/tarot/keywords';
import { localReading } from '@/lib/tarot/local-reading';
import { buildReadingPrompt } from '@/lib/tarot/prompt';
import { readingFor } from '@/lib/tarot/reading';
import { readingAsk } from '@/lib/tarot/reading-contract';
import type { ReadingType } from '@/lib/tarot/spreads';
import { lowerArticles, sayWith } from '@/lib/tarot/text';

const guidanceOf = (reading: string) => reading.split('\n\n').at(-1)!;
const cardSection = (reading: string, index: number) => reading.split('\n\n')[index + 1]!;

/** What a visitor would ask, per language: a plain yes-or-no question and a painful one. */
const questions = {
  en: { plain: 'Will I get the flat?', painful: 'Is my husband cheating on me?' },
  es: { plain: '¿Conseguiré el piso?', painful: '¿Mi marido me engaña?' },
  it: { plain: 'Otterrò la casa?', painful: 'Mio marito mi tradisce?' },
} as const;

describe.each(locales)('verdicts in %s', (locale) => {
  const text = tarotTexts[locale];
  const t = text.TemplateReading;
  const read = (type: ReadingType, cards: CardId[], question: string = questions[locale].plain) =>
    localReading(readingAsk(cards, type, question, locale), text);

  it('answer one card yes, no or it depends from its lean, for every card', () => {
    for (const card of cardIds) {
      const lean = cardLean(card);
      const answer = cardSection(read('yes-no', [card]), 0).split('\n')[1]!;
      expect(answer.startsWith(t.yesNo.answer[lean])).toBe(true);
      for (const other of (['yes', 'no', 'unclear'] as const).filter((value) => value !== lean)) {
        expect(answer.startsWith(t.yesNo.answer[other])).toBe(false);
      }
    }
  });

  it('weigh three cards: the outcome most, then where things stand', () => {
    // Light outcome and present: yes; shadow outcome and present: no; a light outcome over a dark present: it depends.
    expect(guidanceOf(read('yes-no-three', ['the-sun', 'the-hermit', 'the-star']))).toContain(t.yesNo.answer.yes);
    expect(guidanceOf(read('yes-no-three', ['the-moon', 'justice', 'the-tower']))).toContain(t.yesNo.answer.no);
    expect(guidanceOf(read('yes-no-three', ['the-moon', 'justice', 'the-star']))).toContain(t.yesNo.answer.unclear);
  });

  it('make a yes conditional when the card in the way is dark', () => {
    const tower = { name: text.Cards['the-tower'].name, grammar: text.Cards['the-tower'].grammar };
    const tempered = guidanceOf(read('yes-no-three', ['the-sun', 'the-tower', 'the-star']));
    expect(tempered).toContain(inSentence(locale, sayWith(t.yesNo.tempered, { card: tower }), [tower]));
    const clear = guidanceOf(read('yes-no-three', ['the-sun', 'the-hermit', 'the-star']));
    expect(clear).toContain(t.yesNo.answer.yes);
    expect(clear).not.toContain(sayWith(t.yesNo.tempered, { card: text.Cards['the-hermit'] }).slice(0, 20));
  });

  it('say what a dark challenge card asks of a bright spread before its verdict', () => {
    // The Tower in the way of four bright cards (a love spread read by a partner).
    const tower = { name: text.Cards['the-tower'].name, grammar: text.Cards['the-tower'].grammar };
    const guidance = guidanceOf(
      read('relationship', ['the-empress', 'the-chariot', 'the-lovers', 'the-tower', 'temperance'], 'Do we have a future?'),
    );
    const notes = Object.values(t.challenge).map((frame) => inSentence(locale, sayWith(frame, { card: tower }), [tower]));
    const note = notes.find((sentence) => guidance.includes(sentence));
    expect(note).toBeDefined();
    expect(guidance.indexOf(note!)).toBeLessThan(guidance.indexOf(t.answer.LOVE.light));
    // Without a dark card in the way, no such note.
    const calm = guidanceOf(
      read('relationship', ['the-empress', 'the-chariot', 'the-lovers', 'the-hermit', 'temperance'], 'Do we have a future?'),
    );
    for (const frame of Object.values(t.challenge))
      expect(calm).not.toContain(frame.slice(frame.indexOf('}') + 1, frame.indexOf('}') + 20));
  });

  it('give no verdict on a painful question, only care', () => {
    const painful = questions[locale].painful;
    expect(signalsPainful(painful)).toBe(true);
    const guidance = guidanceOf(read('relationship', ['the-empress', 'the-sun', 'the-lovers', 'the-star', 'temperance'], painful));
    expect(guidance).toContain(t.painful.light);
    for (const answer of Object.values(t.answer.LOVE)) expect(guidance).not.toContain(answer);
    const yesNo = read('yes-no', ['the-sun'], painful);
    expect(yesNo).not.toContain(`${t.yesNo.answer.yes}.`);
    expect(guidanceOf(yesNo)).toContain(t.painful.light);
  });

  it('read the card of the day for today, without verdict or question', () => {
    const reading = localReading(readingAsk(['the-star'], 'card-of-the-day', undefined, locale), text);
    expect(reading).toContain(t.day.opening);
    expect(Object.values(t.day.closing).some((closing) => reading.endsWith(closing))).toBe(true);
    for (const answer of Object.values(t.answer.GENERAL)) expect(reading).not.toContain(answer);
  });

  it('tell the AI each card’s lean in a yes-or-no reading, and to spare the painful question a verdict', () => {
    const prompt = buildReadingPrompt(
      readingFor(readingAsk(['the-sun', 'the-tower', 'justice'], 'yes-no-three', 'Will it work?', locale)),
      text,
    );
    expect(prompt).toContain('(leans yes)');
    expect(prompt).toContain('(leans no or not yet)');
    expect(prompt).toContain('(leans neither way)');
    const painful = buildReadingPrompt(readingFor(readingAsk(['the-sun'], 'yes-no', questions[locale].painful, locale)), text);
    expect(painful).toContain('Do not say whether another person did or does something');
    const celtic = buildReadingPrompt(readingFor(readingAsk(cardIds.slice(0, 10), 'celtic-cross', undefined, locale)), text);
    expect(celtic).toContain('under 500 words');
  });
});

/** A sentence as the reading prints it: in Italian, names inside it take a lower-case article. */
function inSentence(locale: string, sentence: string, cards: { name: string }[]): string {
  return locale === 'it' ? lowerArticles(sentence, cards) : sentence;
}

describe('the yes-or-no lean', () => {
  it('is yes for light cards, no for shadow ones, neither for the mixed', () => {
    for (const id of cardIds) expect(cardLean(id)).toBe({ light: 'yes', shadow: 'no', mixed: 'unclear' }[arcanaOf(id).tone]);
    const count = (lean: string) => majorIds.filter((id) => cardLean(id) === lean).length;
    expect([count('yes'), count('no'), count('unclear')]).toEqual([10, 5, 7]);
  });
});

describe('painful questions', () => {
  it.each([
    'Is my husband cheating on me?',
    'My partner hits me, should I stay?',
    '¿Mi novio me es infiel?',
    '¿Mi pareja me miente?',
    'Mio marito mi tradisce?',
    'La mia compagna mi mente?',
  ])('are recognised: %s', (question) => expect(signalsPainful(question)).toBe(true));

  it.each(['Will I get the job?', '¿Conseguiré el trabajo?', 'Troverò casa a Milano?', "I'm dying to know if he likes me"])(
    'leave everyday questions alone: %s',
    (question) => expect(signalsPainful(question)).toBe(false),
  );
});

describe('Italian names inside a sentence', () => {
  const cards = [{ name: 'La Stella' }, { name: "L'Imperatrice" }, { name: 'Gli Amanti' }, { name: 'Il Matto' }];
  it('take a lower-case article, except where a sentence, a line or a heading begins', () => {
    expect(lowerArticles('🌕 Futuro: La Stella\nLa Stella torna. Il Matto, Gli Amanti e La Stella chiedono, e con Il Matto.', cards)).toBe(
      '🌕 Futuro: La Stella\nLa Stella torna. Il Matto, gli Amanti e la Stella chiedono, e con il Matto.',
    );
    expect(lowerArticles("Prima l'alba, poi L'Imperatrice.", cards)).toBe("Prima l'alba, poi l'Imperatrice.");
  });
});
