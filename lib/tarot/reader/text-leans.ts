import { cardLean, type Lean } from '../arcana';
import type { CardId } from '../deck';
import type { Locale } from '../../i18n/routing';
import type { TextKey } from './card-texts';
import { entryFor } from './impetus';

/**
 * Where a card's text answers a hopeful yes or no otherwise than the card at large (its tone), as that text reads
 * alone: asked about love, a text (its theme's meaning, its words for someone single, for what is coming, for another's
 * feelings or intentions) that says it goes well is a yes, held up or cold a no, advice with no forecast neither.
 * The Ace of Swords is bright, its words for an ex cut things short; the Nine of Pentacles' for someone single say
 * being single is good.
 */
const byText: Partial<Record<CardId, string>> = {
  'the-fool':
    'LOVE:unclear FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.other:no rev.intent:no',
  'the-magician': 'PERSONAL_GROWTH:unclear single:unclear rev.travel:unclear rev.other:unclear rev.thoughts:unclear rev.possible:unclear',
  'the-high-priestess':
    'PERSONAL_GROWTH:yes single:yes future:yes other:yes intent:no rev.love:unclear rev.travel:unclear rev.other:unclear thoughts:yes apart:yes rev.thoughts:unclear rev.apart:unclear',
  'the-empress': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.travel:unclear rev.other:unclear rev.thoughts:unclear rev.possible:unclear',
  'the-emperor':
    'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear single:unclear rev.travel:unclear rev.other:unclear',
  'the-hierophant':
    'LOVE:yes CAREER:yes FAMILY:yes TRAVEL:yes single:yes future:yes other:yes intent:yes rev.love:no rev.work:no thoughts:yes',
  'the-lovers':
    'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear rev.travel:unclear rev.other:unclear rev.thoughts:unclear rev.apart:unclear possible:unclear rev.possible:unclear',
  'the-chariot': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no',
  strength: 'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear rev.meaning:no rev.other:yes rev.intent:no',
  'the-hermit':
    'PERSONAL_GROWTH:yes single:no other:yes rev.meaning:unclear rev.travel:unclear rev.future:unclear rev.other:unclear thoughts:yes rev.thoughts:unclear rev.apart:yes rev.possible:unclear',
  'wheel-of-fortune': 'PERSONAL_GROWTH:unclear FAMILY:unclear other:unclear intent:unclear rev.travel:unclear apart:unclear',
  justice: 'CAREER:yes GENERAL:yes single:yes future:yes other:yes rev.travel:unclear rev.other:unclear rev.apart:unclear',
  'the-hanged-man':
    'LOVE:unclear CAREER:unclear FINANCE:unclear PERSONAL_GROWTH:unclear FAMILY:unclear TRAVEL:unclear DECISION:unclear GENERAL:unclear other:unclear rev.meaning:yes rev.work:yes rev.other:yes rev.intent:yes thoughts:unclear apart:unclear',
  death:
    'LOVE:unclear CAREER:unclear FINANCE:unclear PERSONAL_GROWTH:yes FAMILY:yes TRAVEL:unclear DECISION:unclear GENERAL:unclear future:unclear other:yes intent:unclear rev.travel:unclear thoughts:unclear rev.thoughts:unclear rev.apart:yes',
  temperance:
    'FINANCE:unclear DECISION:unclear GENERAL:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.intent:no',
  'the-devil':
    'FINANCE:unclear PERSONAL_GROWTH:unclear TRAVEL:unclear DECISION:unclear GENERAL:unclear future:unclear other:unclear intent:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes thoughts:yes apart:yes rev.apart:no',
  'the-tower':
    'PERSONAL_GROWTH:yes FAMILY:yes DECISION:unclear GENERAL:unclear single:unclear other:unclear intent:unclear rev.meaning:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes thoughts:unclear apart:unclear',
  'the-star': 'rev.travel:unclear rev.thoughts:unclear rev.apart:unclear',
  'the-moon':
    'LOVE:unclear CAREER:unclear PERSONAL_GROWTH:unclear TRAVEL:unclear DECISION:unclear GENERAL:unclear single:unclear future:unclear other:unclear intent:unclear rev.meaning:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes thoughts:unclear apart:unclear',
  'the-sun': 'rev.future:yes rev.other:yes rev.intent:yes rev.thoughts:yes',
  judgement:
    'FINANCE:unclear TRAVEL:unclear DECISION:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.intent:no possible:unclear',
  'the-world': 'rev.other:unclear rev.thoughts:unclear rev.apart:unclear possible:no',
  'ace-of-wands': 'DECISION:unclear rev.travel:unclear rev.other:unclear rev.thoughts:yes rev.apart:unclear',
  'two-of-wands':
    'FINANCE:yes TRAVEL:yes other:yes rev.travel:unclear rev.future:unclear rev.other:unclear thoughts:yes rev.thoughts:unclear',
  'three-of-wands': 'rev.possible:unclear',
  'four-of-wands': 'DECISION:unclear rev.other:unclear rev.thoughts:unclear rev.apart:unclear',
  'five-of-wands': 'TRAVEL:no rev.travel:unclear thoughts:yes rev.apart:unclear rev.possible:unclear',
  'six-of-wands': 'DECISION:unclear rev.love:no rev.work:no rev.future:yes rev.other:yes',
  'seven-of-wands': 'TRAVEL:no rev.travel:unclear',
  'eight-of-wands': 'FAMILY:unclear DECISION:unclear rev.thoughts:unclear rev.apart:unclear rev.possible:unclear',
  'nine-of-wands': 'CAREER:yes FINANCE:yes TRAVEL:no intent:yes rev.travel:unclear',
  'ten-of-wands':
    'LOVE:unclear PERSONAL_GROWTH:unclear FAMILY:unclear DECISION:unclear single:unclear other:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes thoughts:unclear rev.thoughts:yes rev.apart:yes possible:unclear',
  'page-of-wands':
    'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear rev.travel:unclear rev.thoughts:unclear rev.apart:unclear',
  'knight-of-wands':
    'LOVE:yes CAREER:yes FAMILY:no TRAVEL:yes GENERAL:yes single:yes intent:yes rev.travel:unclear rev.intent:unclear thoughts:yes rev.thoughts:unclear rev.apart:unclear',
  'queen-of-wands': 'DECISION:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.other:no rev.intent:no',
  'king-of-wands':
    'DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.other:no rev.intent:no rev.thoughts:no rev.apart:no possible:unclear',
  'ace-of-cups': 'DECISION:unclear rev.work:no rev.other:yes rev.thoughts:yes rev.apart:yes',
  'two-of-cups': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.thoughts:unclear rev.possible:unclear',
  'three-of-cups':
    'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.intent:no possible:no',
  'four-of-cups': 'LOVE:no future:no other:no intent:no rev.travel:unclear',
  'five-of-cups':
    'PERSONAL_GROWTH:unclear DECISION:yes single:unclear other:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes thoughts:unclear apart:yes rev.thoughts:yes possible:unclear',
  'six-of-cups': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no',
  'seven-of-cups':
    'FINANCE:no intent:no rev.love:unclear rev.travel:unclear rev.intent:unclear rev.thoughts:unclear rev.apart:unclear rev.possible:unclear',
  'eight-of-cups':
    'LOVE:no CAREER:no PERSONAL_GROWTH:yes TRAVEL:yes other:no intent:no rev.work:unclear rev.travel:unclear apart:no rev.thoughts:unclear rev.apart:unclear',
  'nine-of-cups': 'DECISION:unclear single:unclear rev.travel:unclear rev.intent:unclear',
  'ten-of-cups': 'DECISION:unclear single:unclear rev.travel:unclear possible:unclear rev.possible:unclear',
  'page-of-cups':
    'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.other:yes rev.intent:no rev.thoughts:yes rev.apart:yes',
  'knight-of-cups': 'PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no',
  'queen-of-cups':
    'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.other:yes rev.intent:no rev.apart:no possible:unclear',
  'king-of-cups':
    'FINANCE:unclear DECISION:unclear future:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.intent:no rev.thoughts:no possible:unclear',
  'ace-of-swords':
    'DECISION:unclear single:unclear future:unclear other:unclear intent:unclear rev.travel:unclear rev.other:unclear thoughts:unclear apart:unclear rev.thoughts:unclear possible:no',
  'two-of-swords':
    'LOVE:no single:no intent:no rev.work:unclear rev.travel:unclear rev.intent:unclear rev.thoughts:unclear rev.apart:unclear rev.possible:unclear',
  'three-of-swords':
    'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes apart:unclear rev.thoughts:yes',
  'four-of-swords':
    'LOVE:no FINANCE:no FAMILY:yes single:no other:no intent:no rev.travel:unclear rev.thoughts:unclear rev.apart:unclear rev.other:unclear',
  'five-of-swords':
    'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear single:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes rev.thoughts:yes rev.apart:yes possible:unclear',
  'six-of-swords':
    'LOVE:yes FINANCE:yes FAMILY:yes TRAVEL:yes GENERAL:yes future:yes other:yes rev.travel:unclear thoughts:yes rev.thoughts:unclear rev.apart:unclear',
  'seven-of-swords':
    'CAREER:unclear FINANCE:unclear PERSONAL_GROWTH:unclear TRAVEL:unclear DECISION:unclear single:unclear rev.love:yes rev.other:yes rev.intent:yes possible:unclear',
  'eight-of-swords':
    'LOVE:unclear CAREER:unclear FINANCE:unclear PERSONAL_GROWTH:unclear FAMILY:unclear TRAVEL:unclear DECISION:unclear GENERAL:unclear future:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes thoughts:unclear apart:unclear possible:yes',
  'nine-of-swords':
    'LOVE:unclear CAREER:unclear FINANCE:unclear PERSONAL_GROWTH:unclear FAMILY:unclear TRAVEL:unclear DECISION:unclear GENERAL:unclear single:unclear future:unclear other:unclear rev.love:unclear rev.travel:unclear rev.future:unclear rev.other:unclear thoughts:unclear apart:unclear rev.thoughts:unclear rev.apart:unclear possible:unclear rev.possible:unclear',
  'ten-of-swords':
    'PERSONAL_GROWTH:unclear GENERAL:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes',
  'page-of-swords': 'single:yes intent:yes rev.travel:unclear thoughts:yes apart:yes',
  'knight-of-swords':
    'LOVE:yes CAREER:yes PERSONAL_GROWTH:yes FAMILY:no GENERAL:yes other:yes intent:yes rev.travel:unclear rev.other:unclear rev.intent:unclear thoughts:yes',
  'queen-of-swords': 'CAREER:yes other:yes rev.meaning:no rev.love:no rev.intent:no apart:no',
  'king-of-swords': 'TRAVEL:yes other:yes rev.travel:unclear apart:no',
  'ace-of-pentacles': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.travel:unclear',
  'two-of-pentacles': 'intent:yes rev.travel:unclear thoughts:yes',
  'three-of-pentacles': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.thoughts:unclear',
  'four-of-pentacles':
    'FINANCE:yes single:no intent:no rev.work:unclear rev.travel:unclear rev.other:unclear rev.intent:unclear rev.thoughts:unclear',
  'five-of-pentacles':
    'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes thoughts:unclear apart:unclear rev.thoughts:yes rev.apart:yes possible:unclear rev.possible:yes',
  'six-of-pentacles':
    'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.other:no rev.intent:no rev.thoughts:no',
  'seven-of-pentacles': 'TRAVEL:yes single:no other:yes rev.travel:unclear',
  'eight-of-pentacles':
    'PERSONAL_GROWTH:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.other:no rev.intent:no',
  'nine-of-pentacles': 'LOVE:unclear DECISION:unclear single:no other:unclear rev.meaning:no rev.love:no rev.future:no rev.intent:no',
  'ten-of-pentacles': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.other:unclear',
  'page-of-pentacles':
    'PERSONAL_GROWTH:unclear FAMILY:unclear DECISION:unclear single:unclear rev.travel:unclear rev.thoughts:unclear rev.apart:unclear rev.possible:unclear',
  'knight-of-pentacles': 'FAMILY:unclear DECISION:unclear GENERAL:unclear single:unclear rev.travel:unclear',
  'queen-of-pentacles': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.other:no',
  'king-of-pentacles':
    'PERSONAL_GROWTH:unclear FAMILY:unclear DECISION:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.intent:no rev.thoughts:no rev.apart:no',
};

/**
 * Where a Spanish or Italian text, written natively, answers otherwise than the English one (native readers labelled
 * the texts for another person's heart: what they think of the visitor, what they feel apart).
 */
const byTextIn: Partial<Record<Locale, Partial<Record<CardId, string>>>> = {
  es: {
    'the-high-priestess': 'thoughts:unclear apart:unclear rev.thoughts:no intent:unclear',
    'the-empress': 'rev.thoughts:no rev.apart:unclear rev.possible:no',
    'the-hierophant': 'rev.future:yes',
    'the-lovers': 'future:unclear possible:yes rev.possible:no',
    'the-chariot': 'apart:no',
    'the-hermit': 'thoughts:unclear rev.thoughts:no rev.apart:no rev.possible:yes',
    'wheel-of-fortune': 'apart:yes intent:yes',
    justice: 'rev.apart:no',
    'the-hanged-man': 'rev.future:yes',
    death: 'rev.thoughts:no other:unclear',
    temperance: 'rev.future:unclear',
    'the-devil': 'rev.apart:unclear',
    'the-star': 'rev.thoughts:no rev.apart:no',
    'the-moon': 'possible:unclear rev.possible:no',
    judgement: 'apart:unclear possible:yes',
    'the-world': 'rev.thoughts:no rev.apart:yes possible:unclear',
    'ace-of-wands': 'rev.thoughts:unclear rev.apart:no',
    'two-of-wands': 'thoughts:unclear rev.thoughts:no rev.apart:unclear',
    'three-of-wands': 'apart:no rev.possible:no',
    'four-of-wands': 'rev.thoughts:no rev.travel:unclear rev.future:unclear',
    'five-of-wands': 'thoughts:unclear TRAVEL:unclear rev.possible:yes',
    'six-of-wands': 'DECISION:yes',
    'seven-of-wands': 'apart:no',
    'eight-of-wands': 'rev.thoughts:no rev.apart:no rev.possible:no',
    'nine-of-wands': 'apart:no',
    'ten-of-wands': 'thoughts:no rev.thoughts:unclear rev.apart:unclear',
    'knight-of-wands': 'rev.thoughts:no rev.apart:no FAMILY:unclear rev.intent:no',
    'queen-of-wands': 'rev.apart:yes single:yes',
    'king-of-wands': 'apart:unclear rev.thoughts:unclear rev.apart:unclear possible:yes rev.possible:no',
    'ace-of-cups': 'rev.apart:unclear',
    'two-of-cups': 'rev.thoughts:no rev.possible:no',
    'three-of-cups': 'possible:yes',
    'four-of-cups': 'future:unclear other:unclear',
    'five-of-cups': 'thoughts:no apart:unclear rev.thoughts:unclear DECISION:unclear possible:no',
    'six-of-cups': 'possible:no rev.possible:no',
    'seven-of-cups': 'rev.thoughts:yes',
    'eight-of-cups': 'possible:no rev.possible:unclear',
    'nine-of-cups': 'possible:unclear',
    'ten-of-cups': 'rev.possible:no',
    'page-of-cups': 'rev.apart:unclear',
    'queen-of-cups': 'rev.apart:unclear possible:no',
    'king-of-cups': 'GENERAL:unclear',
    'ace-of-swords': 'apart:yes rev.apart:unclear FINANCE:unclear future:yes possible:unclear',
    'two-of-swords': 'single:unclear',
    'three-of-swords': 'apart:no rev.thoughts:unclear',
    'four-of-swords': 'rev.thoughts:no rev.apart:no FAMILY:unclear',
    'five-of-swords': 'rev.apart:unclear possible:no',
    'six-of-swords': 'apart:no rev.thoughts:no CAREER:yes FAMILY:unclear',
    'seven-of-swords': 'rev.love:unclear',
    'eight-of-swords': 'thoughts:no apart:no rev.apart:yes possible:unclear',
    'nine-of-swords': 'thoughts:no rev.possible:no',
    'ten-of-swords': 'GENERAL:yes rev.possible:no',
    'page-of-swords': 'thoughts:unclear rev.possible:unclear',
    'knight-of-swords': 'thoughts:unclear',
    'queen-of-swords': 'apart:unclear rev.apart:no',
    'king-of-swords': 'apart:unclear',
    'ace-of-pentacles': 'apart:unclear',
    'two-of-pentacles': 'thoughts:unclear',
    'three-of-pentacles': 'rev.thoughts:no rev.travel:unclear possible:unclear',
    'four-of-pentacles': 'rev.apart:yes',
    'five-of-pentacles': 'thoughts:no apart:yes rev.apart:unclear possible:yes',
    'six-of-pentacles': 'rev.thoughts:unclear',
    'seven-of-pentacles': 'FAMILY:yes FINANCE:yes single:unclear other:unclear',
    'eight-of-pentacles': 'apart:unclear',
    'nine-of-pentacles': 'apart:unclear rev.apart:yes single:unclear',
    'ten-of-pentacles': 'rev.travel:unclear',
    'page-of-pentacles': 'rev.possible:no',
    'knight-of-pentacles': 'rev.apart:unclear',
    'king-of-pentacles': 'rev.apart:unclear',
  },
  it: {
    'the-fool': 'rev.apart:no',
    'the-magician': 'rev.thoughts:yes rev.apart:yes rev.possible:no',
    'the-high-priestess': 'rev.apart:no',
    'the-empress': 'rev.possible:no',
    'the-emperor': 'possible:unclear',
    'the-hierophant': 'apart:yes',
    'the-lovers': 'CAREER:unclear possible:yes rev.possible:no',
    'the-chariot': 'apart:no',
    'the-hermit': 'thoughts:unclear rev.apart:no single:unclear rev.possible:no',
    'wheel-of-fortune': 'rev.apart:unclear',
    justice: 'rev.apart:no TRAVEL:yes',
    'the-hanged-man': 'rev.apart:no rev.future:yes',
    temperance: 'rev.future:unclear',
    'the-devil': 'rev.apart:unclear',
    'the-tower': 'FAMILY:unclear',
    'the-star': 'rev.thoughts:no rev.apart:no',
    judgement: 'possible:yes',
    'the-world': 'rev.travel:unclear',
    'ace-of-wands': 'rev.thoughts:unclear rev.apart:no',
    'two-of-wands': 'thoughts:unclear',
    'three-of-wands': 'rev.possible:no',
    'four-of-wands': 'rev.apart:no rev.travel:unclear',
    'five-of-wands': 'thoughts:unclear rev.apart:no rev.possible:yes',
    'six-of-wands': 'rev.thoughts:yes',
    'seven-of-wands': 'thoughts:yes TRAVEL:unclear',
    'eight-of-wands': 'rev.possible:no',
    'nine-of-wands': 'future:yes intent:unclear',
    'ten-of-wands': 'apart:unclear rev.apart:no possible:no',
    'knight-of-wands': 'rev.thoughts:no FAMILY:unclear future:yes rev.intent:no',
    'king-of-wands': 'rev.thoughts:unclear rev.apart:unclear possible:yes',
    'ace-of-cups': 'rev.thoughts:unclear rev.apart:unclear',
    'two-of-cups': 'rev.apart:unclear rev.travel:unclear rev.possible:no',
    'three-of-cups': 'possible:unclear',
    'four-of-cups': 'thoughts:no apart:no future:yes',
    'five-of-cups': 'thoughts:no rev.thoughts:unclear DECISION:unclear possible:no',
    'eight-of-cups': 'apart:unclear possible:no',
    'nine-of-cups': 'rev.apart:unclear DECISION:yes single:yes',
    'ten-of-cups': 'rev.thoughts:unclear possible:yes rev.possible:no',
    'page-of-cups': 'rev.thoughts:unclear rev.apart:unclear',
    'queen-of-cups': 'rev.apart:unclear possible:yes',
    'king-of-cups': 'possible:yes',
    'ace-of-swords': 'thoughts:yes rev.apart:unclear other:yes possible:unclear',
    'two-of-swords': 'rev.work:yes',
    'three-of-swords': 'rev.thoughts:unclear possible:unclear',
    'four-of-swords': 'rev.thoughts:no rev.apart:no',
    'five-of-swords': 'apart:yes rev.apart:unclear possible:no',
    'six-of-swords': 'thoughts:unclear apart:no',
    'seven-of-swords': 'rev.future:yes possible:no',
    'eight-of-swords': 'apart:yes rev.thoughts:yes single:unclear possible:no',
    'nine-of-swords': 'rev.possible:no',
    'ten-of-swords': 'rev.thoughts:yes',
    'page-of-swords': 'thoughts:unclear apart:unclear',
    'knight-of-swords': 'thoughts:unclear',
    'queen-of-swords': 'apart:unclear rev.thoughts:no rev.apart:no rev.work:no',
    'king-of-swords': 'apart:unclear',
    'ace-of-pentacles': 'rev.thoughts:unclear',
    'three-of-pentacles': 'rev.thoughts:no',
    'four-of-pentacles': 'thoughts:yes rev.thoughts:no',
    'five-of-pentacles': 'rev.apart:unclear',
    'eight-of-pentacles': 'apart:unclear rev.thoughts:no rev.apart:no DECISION:unclear',
    'nine-of-pentacles': 'apart:unclear single:unclear rev.future:unclear',
    'ten-of-pentacles': 'rev.thoughts:unclear rev.travel:unclear',
    'page-of-pentacles': 'apart:unclear rev.apart:no rev.possible:no',
    'queen-of-pentacles': 'rev.thoughts:yes',
    'king-of-pentacles': 'rev.apart:unclear',
  },
};

/** How the text a card is read by answers a yes or no in a language, where that differs from its card's lean. */
export const ownLean = (card: CardId, key: TextKey, locale: Locale = 'en'): Lean | undefined =>
  (entryFor(byTextIn[locale] ?? {}, card, key) ?? entryFor(byText, card, key)) as Lean | undefined;

/** How the text a card is read by answers a yes or no: its own way where it differs from the card's, else the card's. */
export const textLean = (card: CardId, reversed: boolean, key: TextKey, locale: Locale = 'en'): Lean =>
  ownLean(card, key, locale) ?? cardLean(card, reversed);
