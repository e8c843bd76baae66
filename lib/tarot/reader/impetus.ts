import { impetusOf, type Impetus } from '../arcana';
import type { CardId } from '../deck';
import type { Locale } from '../../i18n/routing';
import type { TextKey } from './card-texts';

/**
 * Where a card's text where things stand urges a step otherwise than the card at large (its impetus), as that text
 * reads alone: the Knight of Wands is all go, its money text says pause before big purchases; the Two of Cups' growth
 * text speaks of no step at all.
 */
const byText: Partial<Record<CardId, string>> = {
  'the-fool': 'FINANCE:wait FAMILY:open',
  'the-magician': 'FINANCE:open PERSONAL_GROWTH:open rev.meaning:wait rev.work:act rev.travel:wait',
  'the-high-priestess': 'PERSONAL_GROWTH:open FAMILY:open rev.meaning:open rev.love:open rev.travel:open',
  'the-empress': 'CAREER:act rev.love:open rev.travel:open',
  'the-emperor': 'LOVE:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open single:open',
  'the-hierophant': 'LOVE:act CAREER:act PERSONAL_GROWTH:open FAMILY:open TRAVEL:open DECISION:open GENERAL:open single:open rev.work:wait',
  'the-lovers': 'CAREER:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open GENERAL:open rev.meaning:wait rev.love:wait rev.work:wait',
  'the-chariot': 'FINANCE:wait PERSONAL_GROWTH:open',
  strength: 'LOVE:open CAREER:open FINANCE:wait PERSONAL_GROWTH:open FAMILY:open GENERAL:open rev.meaning:wait rev.work:act',
  'the-hermit': 'FAMILY:open TRAVEL:open rev.travel:open',
  'wheel-of-fortune': 'FINANCE:open PERSONAL_GROWTH:open FAMILY:open',
  justice: 'TRAVEL:wait rev.meaning:open rev.love:open',
  'the-hanged-man': 'PERSONAL_GROWTH:open rev.love:open rev.travel:open',
  death: 'LOVE:open FAMILY:open single:open rev.love:open rev.travel:open',
  temperance: 'PERSONAL_GROWTH:open FAMILY:open TRAVEL:open GENERAL:open rev.meaning:open rev.love:open rev.work:open rev.travel:open',
  'the-devil': 'CAREER:act PERSONAL_GROWTH:open FAMILY:open TRAVEL:open DECISION:open GENERAL:open rev.meaning:act rev.work:act',
  'the-tower':
    'LOVE:open CAREER:open PERSONAL_GROWTH:open FAMILY:open DECISION:open GENERAL:open single:open rev.meaning:open rev.love:open rev.work:wait rev.travel:wait',
  'the-star': 'CAREER:act TRAVEL:act DECISION:act single:act rev.meaning:wait rev.work:wait',
  'the-moon': 'PERSONAL_GROWTH:open FAMILY:open rev.love:open rev.work:wait rev.travel:wait',
  'the-sun': 'FINANCE:open PERSONAL_GROWTH:open FAMILY:open',
  judgement: 'FINANCE:open FAMILY:open rev.love:open rev.travel:open',
  'the-world': 'FINANCE:open FAMILY:open GENERAL:open single:open rev.meaning:open',
  'two-of-wands':
    'LOVE:open FINANCE:open FAMILY:open DECISION:open GENERAL:open rev.meaning:open rev.love:open rev.work:wait rev.travel:open',
  'three-of-wands': 'FINANCE:wait FAMILY:open rev.love:act',
  'four-of-wands': 'LOVE:act TRAVEL:act single:act rev.travel:open',
  'five-of-wands': 'FINANCE:wait single:wait rev.work:act',
  'six-of-wands':
    'LOVE:open CAREER:open FINANCE:wait PERSONAL_GROWTH:open FAMILY:open rev.meaning:open rev.love:open rev.work:open rev.travel:open',
  'seven-of-wands': 'FINANCE:wait rev.love:open rev.work:open rev.travel:open',
  'eight-of-wands': 'FAMILY:open rev.love:open',
  'nine-of-wands': 'CAREER:open PERSONAL_GROWTH:open FAMILY:open DECISION:act GENERAL:open rev.love:open rev.travel:open',
  'ten-of-wands':
    'LOVE:open PERSONAL_GROWTH:open FAMILY:open TRAVEL:open single:open rev.meaning:open rev.love:open rev.work:open rev.travel:open',
  'page-of-wands': 'LOVE:open FINANCE:wait FAMILY:open rev.love:open',
  'knight-of-wands': 'LOVE:open FINANCE:wait FAMILY:open single:open',
  'queen-of-wands': 'FAMILY:open GENERAL:open rev.love:open rev.work:open rev.travel:open',
  'king-of-wands': 'FAMILY:open rev.love:open rev.travel:open',
  'ace-of-cups': 'LOVE:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open DECISION:open GENERAL:open rev.love:open rev.travel:open',
  'two-of-cups': 'LOVE:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open DECISION:open GENERAL:open rev.love:open',
  'three-of-cups': 'TRAVEL:act single:act rev.meaning:open rev.love:open rev.work:open rev.travel:open',
  'five-of-cups': 'CAREER:open PERSONAL_GROWTH:open FAMILY:open rev.love:open',
  'six-of-cups': 'single:act',
  'seven-of-cups': 'PERSONAL_GROWTH:act FAMILY:open single:act rev.love:open rev.travel:open',
  'eight-of-cups': 'LOVE:open CAREER:open FINANCE:open rev.meaning:wait rev.love:open rev.work:wait rev.travel:open',
  'nine-of-cups': 'TRAVEL:act rev.meaning:open rev.love:open rev.work:open rev.travel:open',
  'ten-of-cups': 'TRAVEL:act rev.meaning:open rev.love:open rev.work:open rev.travel:open',
  'page-of-cups': 'FINANCE:wait PERSONAL_GROWTH:open FAMILY:open DECISION:open GENERAL:open rev.travel:open',
  'knight-of-cups': 'LOVE:open FINANCE:open FAMILY:open',
  'queen-of-cups': 'TRAVEL:act single:wait rev.meaning:open rev.love:open rev.work:open rev.travel:open',
  'king-of-cups': 'FINANCE:wait TRAVEL:act',
  'ace-of-swords': 'LOVE:open FINANCE:wait PERSONAL_GROWTH:open FAMILY:open single:open rev.love:open',
  'two-of-swords': 'CAREER:act rev.love:open rev.work:open',
  'three-of-swords': 'PERSONAL_GROWTH:open FAMILY:open DECISION:act rev.meaning:open rev.work:open rev.travel:open',
  'five-of-swords': 'LOVE:open PERSONAL_GROWTH:open FAMILY:open DECISION:open rev.love:act rev.work:act',
  'six-of-swords': 'FAMILY:open single:open rev.travel:open',
  'seven-of-swords': 'LOVE:open PERSONAL_GROWTH:open FAMILY:open DECISION:open rev.travel:wait',
  'eight-of-swords': 'CAREER:act PERSONAL_GROWTH:act FAMILY:act TRAVEL:act GENERAL:act single:act rev.travel:open',
  'nine-of-swords':
    'LOVE:open CAREER:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open TRAVEL:act GENERAL:open single:open rev.meaning:open rev.love:open rev.work:open',
  'ten-of-swords': 'LOVE:open PERSONAL_GROWTH:open DECISION:open GENERAL:open',
  'page-of-swords':
    'LOVE:open CAREER:act PERSONAL_GROWTH:act FAMILY:open TRAVEL:act GENERAL:open single:act rev.love:open rev.work:open rev.travel:act',
  'knight-of-swords': 'LOVE:open FINANCE:open FAMILY:open',
  'queen-of-swords': 'single:act rev.love:act',
  'king-of-swords': 'rev.work:wait',
  'ace-of-pentacles': 'single:open',
  'two-of-pentacles': 'DECISION:wait single:act rev.love:open',
  'three-of-pentacles': 'CAREER:act TRAVEL:act DECISION:wait rev.love:open',
  'four-of-pentacles': 'LOVE:open CAREER:act PERSONAL_GROWTH:open FAMILY:open TRAVEL:act DECISION:open GENERAL:open single:act',
  'five-of-pentacles':
    'LOVE:open PERSONAL_GROWTH:act FAMILY:open DECISION:open single:act rev.meaning:open rev.love:open rev.work:open rev.travel:open',
  'six-of-pentacles': 'rev.meaning:open rev.love:open',
  'seven-of-pentacles': 'FAMILY:open rev.love:open rev.work:open',
  'eight-of-pentacles': 'CAREER:act PERSONAL_GROWTH:act rev.meaning:open rev.travel:open',
  'nine-of-pentacles': 'FINANCE:act TRAVEL:act rev.meaning:wait rev.love:wait',
  'ten-of-pentacles': 'LOVE:act TRAVEL:act rev.love:open',
  'page-of-pentacles': 'LOVE:open FINANCE:open FAMILY:open single:open rev.meaning:open rev.travel:open',
  'knight-of-pentacles': 'FINANCE:wait TRAVEL:act DECISION:wait GENERAL:wait single:wait rev.love:act rev.work:act rev.travel:act',
  'queen-of-pentacles': 'TRAVEL:act rev.love:open rev.travel:open',
  'king-of-pentacles': 'CAREER:act FINANCE:act TRAVEL:act',
};

/** Where a Spanish or Italian text, written natively, urges a step otherwise than the English one (native readers' labels). */
const byTextIn: Partial<Record<Locale, Partial<Record<CardId, string>>>> = {
  es: {
    'the-hierophant': 'LOVE:open',
    'the-chariot': 'FINANCE:act',
    strength: 'rev.work:wait',
    justice: 'TRAVEL:open',
    'two-of-wands': 'DECISION:act',
    'three-of-wands': 'FINANCE:act',
    'five-of-wands': 'DECISION:wait single:open',
    'six-of-wands': 'FINANCE:act',
    'eight-of-wands': 'rev.love:wait',
    'nine-of-wands': 'CAREER:wait DECISION:open',
    'two-of-swords': 'CAREER:wait rev.work:act',
    'three-of-swords': 'DECISION:wait rev.love:open',
    'seven-of-swords': 'rev.travel:open',
    'eight-of-swords': 'TRAVEL:open',
    'nine-of-swords': 'rev.travel:open',
    'ten-of-swords': 'DECISION:act',
    'page-of-swords': 'rev.travel:open',
    'two-of-pentacles': 'FINANCE:wait',
    'three-of-pentacles': 'rev.travel:open',
    'four-of-pentacles': 'CAREER:open',
    'five-of-pentacles': 'CAREER:open',
    'eight-of-pentacles': 'rev.love:open rev.work:open',
    'ten-of-pentacles': 'rev.travel:open',
    'page-of-pentacles': 'FINANCE:wait rev.love:open',
  },
  it: {
    'the-chariot': 'FINANCE:open',
    'the-devil': 'CAREER:open',
    'two-of-wands': 'CAREER:wait rev.work:act',
    'three-of-wands': 'FINANCE:act rev.love:wait',
    'nine-of-wands': 'DECISION:open',
    'page-of-cups': 'rev.love:act',
    'two-of-swords': 'CAREER:wait rev.work:act',
    'three-of-swords': 'DECISION:wait',
    'page-of-swords': 'rev.travel:open',
    'queen-of-swords': 'single:wait rev.love:open',
    'seven-of-pentacles': 'rev.work:wait rev.travel:open',
    'eight-of-pentacles': 'rev.love:open',
    'ten-of-pentacles': 'LOVE:open rev.travel:open',
  },
};

/** A text's key as the tables below write it: a theme's meaning by the theme, a position's text by its kind, reversed with "rev.". */
export const shortKey = (key: TextKey) => key.replace(/^(meanings|stances)\./, '').replace(/^reversed\./, 'rev.');

/** A table's entry for a card and a text ("FINANCE:wait rev.meaning:open"), if it has one. */
export const entryFor = (table: Partial<Record<CardId, string>>, card: CardId, key: TextKey): string | undefined =>
  table[card]
    ?.split(' ')
    .find((entry) => entry.startsWith(`${shortKey(key)}:`))
    ?.split(':')[1];

/** Which way the text a card is read by pushes a step: its own way where it differs (labelled for where things stand), else the card's. */
export function textImpetus(card: CardId, reversed: boolean, key: TextKey, locale: Locale = 'en'): Impetus {
  return ((entryFor(byTextIn[locale] ?? {}, card, key) ?? entryFor(byText, card, key)) as Impetus | undefined) ?? impetusOf(card, reversed);
}
