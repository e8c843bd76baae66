import { cardLean, type Lean } from '../arcana';
import type { CardId } from '../deck';
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
  'the-magician': 'PERSONAL_GROWTH:unclear single:unclear rev.travel:unclear rev.other:unclear',
  'the-high-priestess':
    'PERSONAL_GROWTH:yes single:yes future:yes other:yes intent:no rev.love:unclear rev.travel:unclear rev.other:unclear',
  'the-empress': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.travel:unclear rev.other:unclear',
  'the-emperor':
    'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear single:unclear rev.travel:unclear rev.other:unclear',
  'the-hierophant': 'LOVE:yes CAREER:yes FAMILY:yes TRAVEL:yes single:yes future:yes other:yes intent:yes rev.love:no rev.work:no',
  'the-lovers': 'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear rev.travel:unclear rev.other:unclear',
  'the-chariot': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no',
  strength: 'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear rev.meaning:no rev.other:yes rev.intent:no',
  'the-hermit': 'PERSONAL_GROWTH:yes single:no other:yes rev.meaning:unclear rev.travel:unclear rev.future:unclear rev.other:unclear',
  'wheel-of-fortune': 'PERSONAL_GROWTH:unclear FAMILY:unclear other:unclear intent:unclear rev.travel:unclear',
  justice: 'CAREER:yes GENERAL:yes single:yes future:yes other:yes rev.travel:unclear rev.other:unclear',
  'the-hanged-man':
    'LOVE:unclear CAREER:unclear FINANCE:unclear PERSONAL_GROWTH:unclear FAMILY:unclear TRAVEL:unclear DECISION:unclear GENERAL:unclear other:unclear rev.meaning:yes rev.work:yes rev.other:yes rev.intent:yes',
  death:
    'LOVE:unclear CAREER:unclear FINANCE:unclear PERSONAL_GROWTH:yes FAMILY:yes TRAVEL:unclear DECISION:unclear GENERAL:unclear future:unclear other:yes intent:unclear rev.travel:unclear',
  temperance:
    'FINANCE:unclear DECISION:unclear GENERAL:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.intent:no',
  'the-devil':
    'FINANCE:unclear PERSONAL_GROWTH:unclear TRAVEL:unclear DECISION:unclear GENERAL:unclear future:unclear other:unclear intent:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes',
  'the-tower':
    'PERSONAL_GROWTH:yes FAMILY:yes DECISION:unclear GENERAL:unclear single:unclear other:unclear intent:unclear rev.meaning:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes',
  'the-star': 'rev.travel:unclear',
  'the-moon':
    'LOVE:unclear CAREER:unclear PERSONAL_GROWTH:unclear TRAVEL:unclear DECISION:unclear GENERAL:unclear single:unclear future:unclear other:unclear intent:unclear rev.meaning:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes',
  'the-sun': 'rev.future:yes rev.other:yes rev.intent:yes',
  judgement: 'FINANCE:unclear TRAVEL:unclear DECISION:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.intent:no',
  'the-world': 'rev.other:unclear',
  'ace-of-wands': 'DECISION:unclear rev.travel:unclear rev.other:unclear',
  'two-of-wands': 'FINANCE:yes TRAVEL:yes other:yes rev.travel:unclear rev.future:unclear rev.other:unclear',
  'four-of-wands': 'DECISION:unclear rev.other:unclear',
  'five-of-wands': 'TRAVEL:no rev.travel:unclear',
  'six-of-wands': 'DECISION:unclear rev.love:no rev.work:no rev.future:yes rev.other:yes',
  'seven-of-wands': 'TRAVEL:no rev.travel:unclear',
  'eight-of-wands': 'FAMILY:unclear DECISION:unclear',
  'nine-of-wands': 'CAREER:yes FINANCE:yes TRAVEL:no intent:yes rev.travel:unclear',
  'ten-of-wands':
    'LOVE:unclear PERSONAL_GROWTH:unclear FAMILY:unclear DECISION:unclear single:unclear other:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes',
  'page-of-wands': 'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear rev.travel:unclear',
  'knight-of-wands': 'LOVE:yes CAREER:yes FAMILY:no TRAVEL:yes GENERAL:yes single:yes intent:yes rev.travel:unclear rev.intent:unclear',
  'queen-of-wands': 'DECISION:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.other:no rev.intent:no',
  'king-of-wands': 'DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.other:no rev.intent:no',
  'ace-of-cups': 'DECISION:unclear rev.work:no rev.other:yes',
  'two-of-cups': 'PERSONAL_GROWTH:unclear DECISION:unclear',
  'three-of-cups': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.intent:no',
  'four-of-cups': 'LOVE:no future:no other:no intent:no rev.travel:unclear',
  'five-of-cups':
    'PERSONAL_GROWTH:unclear DECISION:yes single:unclear other:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes',
  'six-of-cups': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no',
  'seven-of-cups': 'FINANCE:no intent:no rev.love:unclear rev.travel:unclear rev.intent:unclear',
  'eight-of-cups': 'LOVE:no CAREER:no PERSONAL_GROWTH:yes TRAVEL:yes other:no intent:no rev.work:unclear rev.travel:unclear',
  'nine-of-cups': 'DECISION:unclear single:unclear rev.travel:unclear rev.intent:unclear',
  'ten-of-cups': 'DECISION:unclear single:unclear rev.travel:unclear',
  'page-of-cups': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.other:yes rev.intent:no',
  'knight-of-cups': 'PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no',
  'queen-of-cups':
    'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear GENERAL:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.other:yes rev.intent:no',
  'king-of-cups': 'FINANCE:unclear DECISION:unclear future:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.intent:no',
  'ace-of-swords': 'DECISION:unclear single:unclear future:unclear other:unclear intent:unclear rev.travel:unclear rev.other:unclear',
  'two-of-swords': 'LOVE:no single:no intent:no rev.work:unclear rev.travel:unclear rev.intent:unclear',
  'three-of-swords':
    'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes',
  'four-of-swords': 'LOVE:no FINANCE:no FAMILY:yes single:no other:no intent:no rev.travel:unclear',
  'five-of-swords':
    'FINANCE:unclear PERSONAL_GROWTH:unclear DECISION:unclear single:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes',
  'six-of-swords': 'LOVE:yes FINANCE:yes FAMILY:yes TRAVEL:yes GENERAL:yes future:yes other:yes rev.travel:unclear',
  'seven-of-swords':
    'CAREER:unclear FINANCE:unclear PERSONAL_GROWTH:unclear TRAVEL:unclear DECISION:unclear single:unclear rev.love:yes rev.other:yes rev.intent:yes',
  'eight-of-swords':
    'LOVE:unclear CAREER:unclear FINANCE:unclear PERSONAL_GROWTH:unclear FAMILY:unclear TRAVEL:unclear DECISION:unclear GENERAL:unclear future:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes',
  'nine-of-swords':
    'LOVE:unclear CAREER:unclear FINANCE:unclear PERSONAL_GROWTH:unclear FAMILY:unclear TRAVEL:unclear DECISION:unclear GENERAL:unclear single:unclear future:unclear other:unclear rev.love:unclear rev.travel:unclear rev.future:unclear rev.other:unclear',
  'ten-of-swords':
    'PERSONAL_GROWTH:unclear GENERAL:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes',
  'page-of-swords': 'single:yes intent:yes rev.travel:unclear',
  'knight-of-swords':
    'LOVE:yes CAREER:yes PERSONAL_GROWTH:yes FAMILY:no GENERAL:yes other:yes intent:yes rev.travel:unclear rev.other:unclear rev.intent:unclear',
  'queen-of-swords': 'CAREER:yes other:yes rev.meaning:no rev.love:no rev.intent:no',
  'king-of-swords': 'TRAVEL:yes other:yes rev.travel:unclear',
  'ace-of-pentacles': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.travel:unclear',
  'two-of-pentacles': 'intent:yes rev.travel:unclear',
  'three-of-pentacles': 'PERSONAL_GROWTH:unclear DECISION:unclear',
  'four-of-pentacles': 'FINANCE:yes single:no intent:no rev.work:unclear rev.travel:unclear rev.other:unclear rev.intent:unclear',
  'five-of-pentacles':
    'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:yes rev.love:yes rev.work:yes rev.future:yes rev.other:yes rev.intent:yes',
  'six-of-pentacles':
    'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.other:no rev.intent:no',
  'seven-of-pentacles': 'TRAVEL:yes single:no other:yes rev.travel:unclear',
  'eight-of-pentacles':
    'PERSONAL_GROWTH:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.other:no rev.intent:no',
  'nine-of-pentacles': 'LOVE:unclear DECISION:unclear single:no other:unclear rev.meaning:no rev.love:no rev.future:no rev.intent:no',
  'ten-of-pentacles': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.other:unclear',
  'page-of-pentacles': 'PERSONAL_GROWTH:unclear FAMILY:unclear DECISION:unclear single:unclear rev.travel:unclear',
  'knight-of-pentacles': 'FAMILY:unclear DECISION:unclear GENERAL:unclear single:unclear rev.travel:unclear',
  'queen-of-pentacles': 'PERSONAL_GROWTH:unclear DECISION:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.other:no',
  'king-of-pentacles':
    'PERSONAL_GROWTH:unclear FAMILY:unclear DECISION:unclear single:unclear rev.meaning:no rev.love:no rev.work:no rev.future:no rev.intent:no',
};

/** How the text a card is read by answers a yes or no, where that differs from its card's lean. */
export const ownLean = (card: CardId, key: TextKey): Lean | undefined => entryFor(byText, card, key) as Lean | undefined;

/** How the text a card is read by answers a yes or no: its own way where it differs from the card's, else the card's. */
export const textLean = (card: CardId, reversed: boolean, key: TextKey): Lean => ownLean(card, key) ?? cardLean(card, reversed);
