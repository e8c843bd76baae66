import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { tarotTexts } from '@/lib/tarot/catalog';
import { cardIds, type CardId } from '@/lib/tarot/deck';
import { buildMiniLovePrompt, buildReadingPrompt } from '@/lib/tarot/prompt';
import { cardLean } from '@/lib/tarot/arcana';
import type { QuestionTheme } from '@/lib/tarot/question-themes';
import { readingFor } from '@/lib/tarot/reading';
import { readingAsk } from '@/lib/tarot/reading-contract';
import { concernOf, type Concern } from '@/lib/tarot/safety/concern';
import {
  expectedCardCount,
  isYesNo,
  meaningThemeFor,
  positionsOf,
  readingTypeIds,
  type PositionKind,
  ownPlaceIn,
  type OwnPlace,
} from '@/lib/tarot/spreads';
import { forPerson, positionLabel, type TarotText } from '@/lib/tarot/text';
import { adviceKey, areaText } from './area-texts';

const leanWords = { yes: 'leans yes', no: 'leans no or not yet', unclear: 'leans neither way' } as const;
const languageLine = { en: null, es: 'Write the entire reading in Spanish', it: 'Write the entire reading in Italian' };

/**
 * A card's upright text for a kind of position, as said of someone the question does not name as he or she: the present reads the theme's meaning (on a trip, also what lies ahead,
 * what helps and the advice), the visitor's stance its growth text, feelings the `other` stance, every other kind its own.
 */
function uprightText(text: TarotText, card: CardId, kind: PositionKind, theme: QuestionTheme, place?: OwnPlace): string {
  return forPerson(writtenText(text, card, kind, theme, place), undefined);
}

function writtenText(text: TarotText, card: CardId, kind: PositionKind, theme: QuestionTheme, place?: OwnPlace): string {
  const own = text.Cards[card];
  // A place of the spread's own (where to go, the coming home, who they are) has its own words on its subject.
  if (place) return own.stances[place];
  if (kind === 'present' || (theme === 'TRAVEL' && (kind === 'future' || kind === 'favour' || kind === 'advice')))
    return own.meanings[theme];
  if (kind === 'self') return own.meanings.PERSONAL_GROWTH;
  if (kind === 'advice') return own.stances[adviceKey(theme)];
  if (kind === 'obstacle' || kind === 'future') return areaText(text, card, false, kind, theme);
  // The people around, asked about a bond, as they bear on it.
  if (kind === 'around') return theme === 'LOVE' || theme === 'FAMILY' ? own.stances.aroundBond : own.stances.around;
  return kind === 'feelings' ? own.stances.other : own.stances[kind];
}

/** A question that raises each concern, and a phrase of the brief the AI is given for it. */
const concernCases: [Concern, string, string][] = [
  ['crisis', 'I want to kill myself', 'urge them gently to reach out'],
  ['violence', 'My partner hits me. Will he change?', 'it is not their fault'],
  ['grief', 'My grandmother died last week. Is she at peace?', 'The visitor is grieving'],
  ['illness-loved', 'Will my mum recover from cancer?', 'Never predict how the illness will go'],
  ['pregnancy', 'Am I pregnant?', 'only a test or a doctor can answer'],
  ['betrayal', 'Is my husband cheating on me?', 'Do not say whether anyone did or does anything'],
  ['leaving', 'My husband left me for someone else. Will he come back?', 'Promise no return'],
];

describe.each(locales)('reading prompt in %s', (locale) => {
  const text = tarotTexts[locale];

  it.each(readingTypeIds)('for %s names the question, every card and its text for the position, the rules and the language', (type) => {
    const cards = cardIds.slice(3, 3 + expectedCardCount(type)) as CardId[];
    const reading = { cards, type, question: 'Will my plans\n work out?', theme: 'FAMILY' as const, locale };
    const prompt = buildReadingPrompt(reading, text);
    expect(prompt).toContain('"Will my plans work out?"');
    const theme = meaningThemeFor(type, 'FAMILY');
    positionsOf(type).forEach((position, index) => {
      const card = cards[index]!;
      const lean = isYesNo(type) ? ` (${leanWords[cardLean(card)]})` : '';
      expect(prompt).toContain(
        `${index + 1}. ${positionLabel(text, type, position.key)}: ${text.Cards[card].name}${lean}. ${uprightText(text, card, position.kind, theme, ownPlaceIn(position, theme))}`,
      );
      expect(prompt).toContain(`${position.emoji} ${positionLabel(text, type, position.key)}`);
    });
    expect(prompt).toContain(`under ${cards.length > 5 ? 500 : 300} words`);
    expect(prompt).toContain('Do not use asterisks');
    expect(prompt).not.toMatch(/undefined|\{\w+\}/);
    expect(prompt).toContain(text.TemplateReading.guidanceHeading);
    if (languageLine[locale]) expect(prompt).toContain(languageLine[locale]);
    else expect(prompt).not.toMatch(/Write the entire reading in/);
  });

  it('gives each card’s words for the person asked about as the question names them, with no markup left', () => {
    const cards: CardId[] = ['queen-of-cups', 'the-lovers', 'the-moon', 'the-star'];
    const she = {
      en: 'Is she the right person for me?',
      es: '¿Ella es la persona adecuada para mí?',
      it: 'Lei è la persona giusta per me?',
    }[locale];
    const prompt = buildReadingPrompt(readingFor(readingAsk(cards, 'right-person', she, locale)), text);
    expect(prompt).not.toContain('[[');
    if (locale === 'en') expect(prompt).toMatch(/\bHer feelings\b|\bShe (?:feels|is|cares)\b/);
  });

  it('has a general-reading line when there is no question', () => {
    const prompt = buildReadingPrompt({ cards: ['the-star'], type: 'quick-insight', theme: 'GENERAL', locale }, text);
    expect(prompt).toContain('This is a general reading');
    expect(prompt).not.toContain("The visitor's question");
  });

  it('gives a yes-or-no spread asked an open question no verdict to deliver and no leans', () => {
    const ask = readingAsk(['the-sun', 'the-tower', 'justice'], 'yes-no-three', 'What should I focus on this month?', locale);
    const prompt = buildReadingPrompt(readingFor(ask), text);
    expect(prompt).not.toContain('This is a yes-or-no reading');
    expect(prompt).not.toContain('(leans');
    expect(prompt).toContain('Give no yes-or-no verdict unless the question asks for one');
    const asked = buildReadingPrompt(readingFor({ ...ask, question: 'Will I get the job?' }), text);
    expect(asked).toContain('This is a yes-or-no reading with three cards');
    expect(asked).not.toContain('Give no yes-or-no verdict');
  });

  it.each(concernCases)('gives a %s question its own brief, and no verdict, lean or spread brief', (concern, question, brief) => {
    expect(concernOf(question)).toBe(concern);
    const prompt = buildReadingPrompt(readingFor(readingAsk(['the-sun', 'the-tower', 'justice'], 'yes-no-three', question, locale)), text);
    expect(prompt).toContain(brief);
    for (const [other, , otherBrief] of concernCases) if (other !== concern) expect(prompt).not.toContain(otherBrief);
    expect(prompt).not.toContain('This is a yes-or-no reading');
    expect(prompt).not.toContain('(leans');
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
