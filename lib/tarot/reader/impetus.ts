import { impetusOf, type Impetus } from '../arcana';
import type { CardId } from '../deck';
import type { Locale } from '../../i18n/routing';
import type { TextKey } from './card-texts';

/**
 * Where a card's text urges a step otherwise than the card at large (its impetus), as that text reads alone (native
 * readers' labels, where things stand, ahead, what could come and the advice): the Knight of Wands is all go, its money
 * text says pause before big purchases; the Two of Cups' growth text, the Five of Swords ahead speak of no step at all.
 */
const byText: Partial<Record<CardId, string>> = {
  'the-fool': 'FINANCE:wait FAMILY:open possible:open adviceBond:open',
  'the-magician': 'FINANCE:open PERSONAL_GROWTH:open rev.meaning:wait rev.work:act rev.travel:wait adviceBond:open rev.adviceWork:wait',
  'the-high-priestess':
    'PERSONAL_GROWTH:open FAMILY:open rev.meaning:open rev.love:open rev.travel:open future:open possible:open rev.possible:open advice:open rev.advice:open rev.adviceBond:open',
  'the-empress': 'CAREER:act rev.love:open rev.travel:open rev.future:open adviceWork:wait rev.advice:open rev.adviceBond:open',
  'the-emperor':
    'LOVE:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open single:open possible:open advice:open adviceBond:open adviceWork:open',
  'the-hierophant':
    'LOVE:act CAREER:act PERSONAL_GROWTH:open FAMILY:open TRAVEL:open DECISION:open GENERAL:open single:open rev.work:wait future:open possible:open advice:open adviceBond:open adviceWork:open',
  'the-lovers':
    'CAREER:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open GENERAL:open rev.meaning:wait rev.love:wait rev.work:wait possible:open adviceBond:open adviceWork:open rev.advice:act',
  'the-chariot': 'FINANCE:wait PERSONAL_GROWTH:open possible:open adviceBond:open',
  strength:
    'LOVE:open CAREER:open FINANCE:wait PERSONAL_GROWTH:open FAMILY:open GENERAL:open rev.meaning:wait rev.work:act future:open possible:open advice:open adviceBond:open adviceWork:open rev.advice:act rev.adviceWork:act',
  'the-hermit': 'FAMILY:open TRAVEL:open rev.travel:open adviceWork:open',
  'wheel-of-fortune': 'FINANCE:open PERSONAL_GROWTH:open FAMILY:open possible:open adviceBond:open',
  justice:
    'TRAVEL:wait rev.meaning:open rev.love:open rev.future:open rev.possible:open advice:wait adviceWork:wait rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'the-hanged-man': 'PERSONAL_GROWTH:open rev.love:open rev.travel:open rev.money:open rev.adviceBond:open rev.adviceWork:open',
  death:
    'LOVE:open FAMILY:open single:open rev.love:open rev.travel:open future:open rev.future:open possible:open rev.possible:open advice:open adviceBond:open adviceWork:open rev.advice:wait rev.adviceBond:open',
  temperance:
    'PERSONAL_GROWTH:open FAMILY:open TRAVEL:open GENERAL:open rev.meaning:open rev.love:open rev.work:open rev.travel:open future:open rev.future:open possible:open adviceWork:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'the-devil':
    'CAREER:act PERSONAL_GROWTH:open FAMILY:open TRAVEL:open DECISION:open GENERAL:open rev.meaning:act rev.work:act future:open possible:open advice:open adviceBond:open adviceWork:open',
  'the-tower':
    'LOVE:open CAREER:open PERSONAL_GROWTH:open FAMILY:open DECISION:open GENERAL:open single:open rev.meaning:open rev.love:open rev.work:wait rev.travel:wait future:open rev.future:open possible:open rev.possible:open advice:open adviceBond:open adviceWork:open rev.adviceBond:open rev.adviceWork:open',
  'the-star':
    'CAREER:act TRAVEL:act DECISION:act single:act rev.meaning:wait rev.work:wait adviceWork:act rev.adviceBond:wait rev.adviceWork:wait',
  'the-moon':
    'PERSONAL_GROWTH:open FAMILY:open rev.love:open rev.work:wait rev.travel:wait rev.future:open rev.possible:open rev.advice:open rev.adviceBond:open rev.adviceWork:wait',
  'the-sun': 'FINANCE:open PERSONAL_GROWTH:open FAMILY:open future:open possible:open advice:open adviceBond:open adviceWork:open',
  judgement:
    'FINANCE:open FAMILY:open rev.meaning:open rev.love:open rev.travel:open rev.future:open possible:open rev.possible:open adviceBond:open rev.adviceBond:open',
  'the-world':
    'FINANCE:open FAMILY:open GENERAL:open single:open rev.meaning:open future:open possible:open rev.possible:open advice:open adviceBond:open adviceWork:open rev.advice:open rev.adviceBond:open',
  'two-of-wands':
    'LOVE:open FINANCE:open FAMILY:open DECISION:open GENERAL:open rev.meaning:open rev.love:open rev.work:wait rev.money:wait rev.travel:open future:open possible:open rev.possible:open adviceBond:open rev.adviceBond:open rev.adviceWork:wait',
  'three-of-wands': 'FINANCE:wait FAMILY:open rev.love:act possible:open advice:open rev.adviceBond:act',
  'four-of-wands': 'LOVE:act TRAVEL:act single:act rev.travel:open rev.advice:open rev.adviceBond:act',
  'five-of-wands': 'FINANCE:wait single:wait rev.work:act',
  // (Its money words are a good deal with a word against showing off: no pause, en round 131.)
  'six-of-wands':
    'LOVE:open CAREER:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open rev.meaning:open rev.love:open rev.work:open rev.travel:open possible:open rev.possible:open advice:open adviceBond:open adviceWork:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'seven-of-wands':
    'FINANCE:wait rev.love:open rev.work:open rev.travel:open rev.future:open rev.possible:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'eight-of-wands': 'FAMILY:open rev.love:open',
  'nine-of-wands':
    'CAREER:open PERSONAL_GROWTH:open FAMILY:open DECISION:act GENERAL:open rev.love:open rev.travel:open future:open rev.future:open rev.possible:open advice:open adviceBond:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'ten-of-wands':
    'LOVE:open PERSONAL_GROWTH:open FAMILY:open TRAVEL:open GENERAL:open single:open rev.meaning:open rev.love:open rev.work:open rev.travel:open future:open rev.future:open possible:open rev.possible:open advice:open adviceBond:open adviceWork:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'page-of-wands': 'LOVE:open FINANCE:wait FAMILY:open rev.love:open possible:open adviceBond:open rev.adviceBond:open',
  'knight-of-wands': 'LOVE:open FINANCE:wait FAMILY:open single:open possible:open',
  'queen-of-wands':
    'FAMILY:open GENERAL:open rev.love:open rev.work:open rev.travel:open rev.future:open possible:open adviceBond:open rev.adviceBond:open rev.adviceWork:open',
  'king-of-wands':
    'FAMILY:open rev.love:open rev.travel:open possible:open rev.possible:open adviceBond:open rev.advice:open rev.adviceBond:open',
  'ace-of-cups':
    'LOVE:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open DECISION:open GENERAL:open rev.love:open rev.travel:open rev.future:open possible:open advice:open adviceBond:open adviceWork:open rev.advice:open',
  'two-of-cups':
    'LOVE:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open DECISION:open GENERAL:open rev.love:open future:open possible:open advice:open adviceBond:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'three-of-cups':
    'TRAVEL:act single:act rev.meaning:open rev.love:open rev.work:open rev.travel:open rev.future:open rev.possible:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'four-of-cups': 'future:wait possible:act rev.possible:open',
  'five-of-cups':
    'CAREER:open PERSONAL_GROWTH:open FAMILY:open rev.love:open future:open rev.future:open possible:open rev.possible:open advice:open adviceBond:open adviceWork:act rev.adviceBond:open',
  'six-of-cups': 'single:act adviceWork:act',
  'seven-of-cups':
    'PERSONAL_GROWTH:act FAMILY:open single:act rev.love:open rev.travel:open future:open rev.possible:open advice:act adviceBond:open adviceWork:act',
  'eight-of-cups':
    'LOVE:open CAREER:open FINANCE:open rev.meaning:wait rev.love:open rev.work:wait rev.travel:open rev.future:open possible:wait rev.possible:wait adviceBond:wait adviceWork:open rev.adviceWork:open',
  'nine-of-cups':
    'TRAVEL:act rev.meaning:open rev.love:open rev.work:open rev.travel:open rev.future:open rev.possible:open advice:act rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'ten-of-cups':
    'TRAVEL:act rev.meaning:open rev.love:open rev.work:open rev.travel:open rev.future:open rev.possible:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'page-of-cups':
    'FINANCE:wait PERSONAL_GROWTH:open FAMILY:open DECISION:open GENERAL:open rev.travel:open possible:open rev.possible:open rev.advice:open',
  'knight-of-cups': 'LOVE:open FINANCE:open FAMILY:open possible:open',
  'queen-of-cups':
    'TRAVEL:act single:wait rev.meaning:open rev.love:open rev.work:open rev.travel:open rev.adviceBond:open rev.adviceWork:open',
  'king-of-cups': 'FINANCE:wait TRAVEL:act rev.money:wait',
  'ace-of-swords':
    'LOVE:open FINANCE:wait PERSONAL_GROWTH:open FAMILY:open single:open rev.love:open future:open possible:open adviceBond:open',
  'two-of-swords': 'CAREER:act rev.love:open rev.work:open future:act advice:act adviceBond:act adviceWork:act rev.adviceWork:open',
  'three-of-swords':
    'PERSONAL_GROWTH:open FAMILY:open DECISION:act rev.meaning:open rev.work:open rev.travel:open future:open rev.future:open possible:open rev.possible:open advice:open adviceBond:open adviceWork:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'five-of-swords':
    'LOVE:open PERSONAL_GROWTH:open FAMILY:open DECISION:open rev.love:act rev.work:act future:open possible:open advice:open adviceBond:open adviceWork:open',
  'six-of-swords': 'FAMILY:open single:open rev.travel:open future:open possible:open adviceBond:open rev.adviceBond:open',
  'seven-of-swords':
    'LOVE:open PERSONAL_GROWTH:open FAMILY:open DECISION:open rev.travel:wait future:open possible:open advice:open adviceBond:open adviceWork:open',
  'eight-of-swords':
    'CAREER:act PERSONAL_GROWTH:act FAMILY:act TRAVEL:act GENERAL:act single:act rev.travel:open possible:act rev.possible:open advice:act adviceBond:act adviceWork:act',
  'nine-of-swords':
    'LOVE:open CAREER:open FINANCE:open PERSONAL_GROWTH:open FAMILY:open TRAVEL:act GENERAL:open single:open rev.meaning:open rev.love:open rev.work:open future:open rev.future:open possible:open rev.possible:open advice:open adviceBond:open adviceWork:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'ten-of-swords': 'LOVE:open PERSONAL_GROWTH:open DECISION:open GENERAL:open future:open rev.future:open',
  'page-of-swords':
    'LOVE:open CAREER:act PERSONAL_GROWTH:act FAMILY:open TRAVEL:act GENERAL:open single:act rev.love:open rev.work:open rev.travel:act possible:open rev.possible:open advice:open adviceBond:open adviceWork:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'knight-of-swords': 'LOVE:open FINANCE:open FAMILY:open possible:open adviceBond:open',
  'queen-of-swords': 'single:act rev.love:act',
  'king-of-swords': 'rev.work:wait advice:act',
  'ace-of-pentacles': 'single:open adviceBond:open',
  'two-of-pentacles': 'DECISION:wait single:act rev.love:open rev.future:open rev.adviceBond:open rev.adviceWork:open',
  'three-of-pentacles':
    'CAREER:act TRAVEL:act DECISION:wait rev.love:open rev.future:open rev.possible:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'four-of-pentacles':
    'LOVE:open CAREER:act PERSONAL_GROWTH:open FAMILY:open TRAVEL:act DECISION:open GENERAL:open single:act future:open possible:open advice:open adviceBond:open adviceWork:open',
  'five-of-pentacles':
    'LOVE:open PERSONAL_GROWTH:act FAMILY:open DECISION:open single:act rev.meaning:open rev.love:open rev.work:open rev.travel:open future:open rev.future:open possible:open rev.possible:open advice:open adviceBond:open adviceWork:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'six-of-pentacles': 'rev.meaning:open rev.love:open rev.possible:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'seven-of-pentacles': 'FAMILY:open rev.love:open rev.work:open rev.adviceBond:open rev.adviceWork:act',
  'eight-of-pentacles':
    'CAREER:act PERSONAL_GROWTH:act rev.meaning:open rev.travel:open rev.possible:open rev.advice:open rev.adviceBond:open rev.money:open rev.home:open',
  'nine-of-pentacles': 'FINANCE:act TRAVEL:act rev.meaning:wait rev.love:wait',
  'ten-of-pentacles': 'LOVE:act TRAVEL:act rev.love:open rev.possible:open rev.advice:open rev.adviceBond:open',
  'page-of-pentacles':
    'LOVE:open FINANCE:open FAMILY:open single:open rev.meaning:open rev.travel:open possible:open adviceBond:open adviceWork:open',
  'knight-of-pentacles':
    'FINANCE:wait TRAVEL:act DECISION:wait GENERAL:wait single:wait rev.love:act rev.work:act rev.travel:act future:act rev.possible:act rev.advice:act rev.adviceBond:act rev.adviceWork:act',
  'queen-of-pentacles':
    'TRAVEL:act rev.love:open rev.travel:open rev.future:open rev.possible:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
  'king-of-pentacles': 'CAREER:act FINANCE:act TRAVEL:act',
};

/** Where a Spanish or Italian text, written natively, urges a step otherwise than the English one (native readers' labels). */
const byTextIn: Partial<Record<Locale, Partial<Record<CardId, string>>>> = {
  es: {
    'the-fool': 'adviceBond:act',
    'the-magician': 'rev.future:wait rev.possible:wait adviceBond:act',
    'the-high-priestess': 'future:wait rev.future:open possible:wait advice:wait',
    'the-empress': 'advice:wait adviceWork:open',
    'the-emperor': 'advice:act',
    'the-hierophant': 'LOVE:open adviceWork:wait',
    'the-lovers': 'future:open rev.future:open adviceBond:act adviceWork:wait rev.adviceBond:act',
    'the-chariot': 'FINANCE:act adviceBond:act',
    strength: 'rev.work:wait possible:wait rev.possible:wait rev.adviceWork:wait',
    'the-hermit': 'advice:open adviceWork:wait',
    'wheel-of-fortune': 'rev.possible:open adviceBond:act rev.adviceBond:open',
    justice: 'TRAVEL:open rev.possible:wait rev.adviceWork:wait',
    'the-hanged-man': 'rev.adviceBond:act rev.adviceWork:act',
    death: 'rev.possible:wait advice:wait adviceBond:wait adviceWork:wait rev.advice:act',
    temperance: 'possible:wait rev.adviceBond:wait',
    'the-devil': 'future:wait possible:wait adviceWork:act',
    'the-tower': 'rev.future:wait adviceBond:act adviceWork:wait',
    'the-star': 'rev.possible:wait adviceWork:open',
    'the-sun': 'advice:act adviceWork:act rev.adviceWork:act',
    judgement: 'rev.possible:wait',
    'ace-of-wands': 'possible:open rev.advice:act rev.adviceWork:act',
    'two-of-wands': 'DECISION:act adviceWork:open rev.adviceBond:act rev.future:open',
    'three-of-wands': 'FINANCE:act future:open advice:wait adviceBond:open adviceWork:open rev.advice:open rev.adviceBond:open',
    'four-of-wands': 'rev.possible:open adviceWork:wait rev.adviceBond:open',
    'five-of-wands': 'DECISION:wait single:open rev.adviceWork:act',
    'six-of-wands': 'FINANCE:act future:open rev.future:wait possible:act advice:act adviceWork:act rev.advice:act',
    'eight-of-wands': 'rev.love:wait',
    'nine-of-wands': 'CAREER:wait DECISION:open rev.future:wait possible:open adviceWork:open',
    'ten-of-wands': 'adviceWork:wait rev.advice:wait rev.adviceWork:wait',
    'page-of-wands': 'rev.adviceBond:wait rev.adviceWork:open',
    'knight-of-wands': 'possible:wait',
    'queen-of-wands': 'future:open rev.possible:open rev.advice:open rev.adviceWork:act',
    'king-of-wands': 'rev.future:open adviceBond:act rev.adviceWork:open',
    'ace-of-cups': 'future:open possible:act advice:act adviceBond:act rev.advice:wait',
    'two-of-cups': 'rev.future:open adviceBond:act',
    'four-of-cups': 'future:open possible:open rev.possible:act advice:act adviceBond:act adviceWork:act',
    'five-of-cups': 'advice:act adviceWork:open',
    'six-of-cups': 'rev.future:wait rev.possible:wait rev.advice:act rev.adviceWork:act',
    'seven-of-cups': 'rev.future:open possible:open',
    'eight-of-cups': 'possible:open adviceBond:open adviceWork:act rev.adviceWork:act',
    'nine-of-cups': 'rev.possible:wait advice:open',
    'page-of-cups': 'future:open rev.possible:wait rev.adviceBond:open rev.adviceWork:open',
    'queen-of-cups': 'rev.future:open rev.advice:open rev.adviceBond:act',
    'ace-of-swords': 'advice:open adviceBond:act',
    'two-of-swords': 'CAREER:wait rev.work:act adviceBond:wait adviceWork:open rev.adviceWork:act',
    'three-of-swords': 'DECISION:wait rev.love:open adviceBond:wait adviceWork:wait rev.advice:wait',
    'five-of-swords': 'possible:wait',
    'six-of-swords': 'future:act rev.advice:act rev.adviceWork:act',
    'seven-of-swords': 'rev.travel:open future:wait possible:wait advice:wait',
    'eight-of-swords': 'TRAVEL:open possible:open adviceBond:open adviceWork:open rev.adviceBond:open',
    'nine-of-swords': 'rev.travel:open adviceBond:wait',
    'ten-of-swords': 'DECISION:act possible:open advice:open rev.adviceWork:open',
    'page-of-swords': 'rev.travel:open rev.possible:wait advice:wait adviceWork:wait',
    'knight-of-swords': 'adviceBond:act',
    'queen-of-swords': 'adviceBond:act adviceWork:act',
    'king-of-swords': 'advice:open adviceWork:wait rev.advice:wait',
    'ace-of-pentacles': 'possible:open rev.adviceBond:open',
    'two-of-pentacles': 'FINANCE:wait rev.possible:open rev.advice:open',
    'three-of-pentacles': 'rev.travel:open rev.future:wait rev.possible:wait',
    'four-of-pentacles': 'CAREER:open',
    'five-of-pentacles': 'CAREER:open',
    'seven-of-pentacles': 'future:open rev.possible:open rev.advice:open rev.adviceBond:wait rev.adviceWork:open',
    'eight-of-pentacles': 'rev.love:open rev.work:open rev.future:open rev.adviceWork:open',
    'ten-of-pentacles': 'rev.travel:open rev.future:open',
    'page-of-pentacles': 'FINANCE:wait rev.love:open rev.future:open rev.possible:open adviceBond:act adviceWork:act',
    'knight-of-pentacles': 'rev.possible:open advice:act',
    'king-of-pentacles': 'rev.adviceWork:wait',
  },
  it: {
    'the-fool': 'adviceBond:act',
    'the-magician': 'rev.future:wait rev.possible:wait adviceBond:act rev.advice:act rev.adviceBond:act',
    'the-high-priestess': 'rev.future:open rev.possible:wait advice:wait',
    'the-empress': 'rev.future:wait adviceWork:open rev.adviceWork:open',
    'the-hierophant': 'rev.possible:wait adviceWork:wait',
    'the-lovers': 'future:open rev.future:act advice:open',
    'the-chariot': 'FINANCE:open possible:act adviceBond:wait',
    strength: 'rev.possible:wait advice:act rev.adviceWork:wait',
    'the-hermit': 'rev.future:open advice:open adviceBond:open',
    'wheel-of-fortune': 'rev.possible:open adviceBond:act adviceWork:open rev.adviceBond:open',
    justice: 'advice:open adviceWork:open rev.adviceWork:wait',
    'the-hanged-man': 'rev.adviceBond:act',
    death: 'rev.future:act rev.possible:wait rev.advice:open',
    temperance: 'adviceBond:open',
    'the-devil': 'CAREER:open future:wait possible:wait rev.advice:act rev.adviceWork:act',
    'the-star': 'future:act rev.possible:wait rev.adviceBond:open',
    'the-moon': 'rev.future:act rev.adviceWork:open',
    'the-sun': 'rev.possible:act advice:act',
    'the-world': 'rev.possible:wait',
    'two-of-wands': 'CAREER:wait rev.work:act future:act rev.possible:act adviceBond:act adviceWork:wait rev.adviceWork:act',
    'three-of-wands': 'FINANCE:act rev.love:wait adviceBond:open rev.advice:open rev.adviceBond:open rev.adviceWork:open',
    'four-of-wands': 'rev.advice:wait rev.adviceBond:wait',
    'five-of-wands': 'rev.adviceBond:act',
    'six-of-wands': 'rev.future:open advice:act adviceWork:act',
    'nine-of-wands': 'DECISION:open future:act possible:open rev.possible:wait advice:wait adviceWork:open rev.adviceWork:wait',
    'page-of-wands': 'rev.future:open possible:act rev.possible:open rev.advice:open',
    'queen-of-wands': 'rev.future:wait adviceBond:act rev.advice:open',
    'king-of-wands': 'rev.future:open adviceWork:open rev.adviceWork:open',
    'ace-of-cups': 'future:open rev.future:wait adviceBond:act rev.advice:wait rev.adviceBond:open rev.adviceWork:open',
    'two-of-cups': 'rev.future:open adviceWork:open',
    'four-of-cups': 'future:open possible:open advice:act adviceWork:act',
    'five-of-cups': 'possible:wait advice:act rev.advice:open',
    'six-of-cups': 'advice:open adviceBond:act rev.adviceBond:wait',
    'seven-of-cups': 'future:wait possible:open adviceWork:wait rev.adviceBond:open',
    'eight-of-cups':
      'rev.future:wait possible:open rev.possible:open advice:wait adviceBond:open adviceWork:wait rev.adviceBond:open rev.adviceWork:act',
    'nine-of-cups': 'adviceWork:act rev.adviceWork:act',
    'ten-of-cups': 'rev.future:wait rev.possible:wait',
    'page-of-cups': 'rev.love:act future:open rev.future:open rev.possible:wait rev.advice:wait rev.adviceBond:act rev.adviceWork:open',
    'knight-of-cups': 'future:open adviceBond:open adviceWork:open',
    'queen-of-cups': 'rev.advice:open rev.adviceWork:wait',
    'king-of-cups': 'rev.adviceWork:wait',
    'ace-of-swords': 'future:act adviceBond:act',
    'two-of-swords': 'CAREER:wait rev.work:act future:open possible:wait rev.adviceBond:open rev.adviceWork:act',
    'three-of-swords': 'DECISION:wait possible:wait adviceBond:wait adviceWork:wait',
    'five-of-swords': 'rev.adviceWork:act',
    'six-of-swords': 'future:act possible:wait adviceWork:open rev.advice:act',
    'seven-of-swords': 'rev.future:act rev.advice:act rev.adviceWork:act',
    'eight-of-swords': 'possible:open adviceBond:open adviceWork:open',
    'ten-of-swords':
      'possible:open rev.possible:open advice:open adviceBond:open adviceWork:open rev.advice:open rev.adviceBond:open rev.adviceWork:act',
    'page-of-swords': 'rev.travel:open rev.possible:wait advice:wait adviceWork:wait rev.advice:wait rev.adviceWork:wait',
    'knight-of-swords': 'possible:act adviceBond:act',
    'queen-of-swords': 'single:wait rev.love:open',
    'king-of-swords': 'advice:open rev.adviceWork:wait',
    'ace-of-pentacles': 'possible:open',
    'two-of-pentacles': 'rev.possible:open rev.adviceWork:wait',
    'three-of-pentacles': 'future:act rev.future:wait adviceWork:wait rev.advice:wait',
    'four-of-pentacles': 'rev.possible:wait',
    'six-of-pentacles': 'rev.possible:wait rev.advice:wait',
    'seven-of-pentacles': 'rev.work:wait rev.travel:open rev.possible:open adviceWork:open rev.adviceWork:wait',
    'eight-of-pentacles': 'rev.love:open rev.future:open advice:wait rev.advice:act rev.adviceWork:act',
    'nine-of-pentacles': 'rev.possible:wait',
    'ten-of-pentacles': 'LOVE:open rev.travel:open future:act rev.possible:wait advice:act rev.advice:wait',
    'page-of-pentacles': 'rev.future:wait rev.possible:open',
    'knight-of-pentacles': 'future:open advice:wait',
    'king-of-pentacles': 'future:act rev.adviceWork:wait',
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

/**
 * A table's entry for a text, else for the general text an area's was written from: a card's words for the way or for
 * what lies ahead at work or in a family, and its advice for money, keep the sense, so the lean and push, of its general words there.
 */
export const entryOrWrittenFrom = (table: Partial<Record<CardId, string>>, card: CardId, key: TextKey): string | undefined =>
  entryFor(table, card, key) ??
  entryFor(
    table,
    card,
    key.replace(
      /^((?:stances|reversed)\.(?:obstacle|future))(?:Bond|Work|Money)$|^((?:stances|reversed)\.advice)Money$/,
      '$1$2',
    ) as TextKey,
  );

/** Which way the text a card is read by pushes a step: its own way where it differs, else the card's. */
export function textImpetus(card: CardId, reversed: boolean, key: TextKey, locale: Locale = 'en'): Impetus {
  return (
    ((entryOrWrittenFrom(byTextIn[locale] ?? {}, card, key) ?? entryOrWrittenFrom(byText, card, key)) as Impetus | undefined) ??
    impetusOf(card, reversed)
  );
}
