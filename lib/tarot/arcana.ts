import { isMajor, minorParts, ranks, type CardId, type MajorId, type MinorId, type Rank, type Suit } from './deck';

export type Tone = 'light' | 'shadow' | 'mixed';
/** The Fool's journey in three rows of seven; the Fool (0) walks through all of them. */
export type ArcanaGroup = 'fool' | 'world' | 'inner' | 'cosmic';
export type Element = 'fire' | 'water' | 'air' | 'earth';
/**
 * How a card reads upside down: its quality held back (blocked), turned inward, overdone
 * (excess), or, for a hard card, its grip loosening (release).
 */
export type ReversedRule = 'blocked' | 'inward' | 'excess' | 'release';

/**
 * What a reader knows of each major beyond its texts: whether it lights or shadows a spread, its
 * element (the Golden Dawn's attributions) and how it reads reversed.
 */
const majors = {
  'the-fool': { tone: 'light', element: 'air', reversed: 'excess' },
  'the-magician': { tone: 'light', element: 'air', reversed: 'blocked' },
  'the-high-priestess': { tone: 'mixed', element: 'water', reversed: 'blocked' },
  'the-empress': { tone: 'light', element: 'earth', reversed: 'blocked' },
  'the-emperor': { tone: 'light', element: 'fire', reversed: 'blocked' },
  'the-hierophant': { tone: 'mixed', element: 'earth', reversed: 'inward' },
  'the-lovers': { tone: 'light', element: 'air', reversed: 'blocked' },
  'the-chariot': { tone: 'light', element: 'water', reversed: 'excess' },
  strength: { tone: 'light', element: 'fire', reversed: 'inward' },
  'the-hermit': { tone: 'mixed', element: 'earth', reversed: 'excess' },
  'wheel-of-fortune': { tone: 'light', element: 'fire', reversed: 'blocked' },
  justice: { tone: 'mixed', element: 'air', reversed: 'blocked' },
  'the-hanged-man': { tone: 'shadow', element: 'water', reversed: 'release' },
  death: { tone: 'shadow', element: 'water', reversed: 'blocked' },
  temperance: { tone: 'light', element: 'fire', reversed: 'inward' },
  'the-devil': { tone: 'shadow', element: 'earth', reversed: 'release' },
  'the-tower': { tone: 'shadow', element: 'fire', reversed: 'release' },
  'the-star': { tone: 'light', element: 'air', reversed: 'blocked' },
  'the-moon': { tone: 'shadow', element: 'water', reversed: 'release' },
  'the-sun': { tone: 'light', element: 'fire', reversed: 'inward' },
  judgement: { tone: 'light', element: 'fire', reversed: 'inward' },
  'the-world': { tone: 'light', element: 'earth', reversed: 'blocked' },
} as const satisfies Record<MajorId, { tone: Tone; element: Element; reversed: ReversedRule }>;

const suitElements = { wands: 'fire', cups: 'water', swords: 'air', pentacles: 'earth' } as const satisfies Record<Suit, Element>;

/** Each suit's tones, ace to king: how each minor card lights or shadows a spread. */
const suitTones: Record<Suit, Record<Rank, Tone>> = {
  wands: byRank('light mixed light light mixed light mixed light mixed shadow light mixed light light'),
  cups: byRank('light light light mixed shadow light mixed mixed light light light light light light'),
  swords: byRank('light mixed shadow mixed shadow mixed shadow shadow shadow shadow mixed mixed mixed mixed'),
  pentacles: byRank('light mixed light mixed shadow light mixed light light light light light light light'),
};

/** Each suit's reversed rules, ace to king: how the card's texts read it upside down. */
const suitRules: Record<Suit, Record<Rank, ReversedRule>> = {
  wands: byRank('blocked blocked blocked blocked release inward excess blocked excess release blocked excess inward excess'),
  cups: byRank('inward blocked excess release release excess release blocked blocked blocked inward excess inward excess'),
  swords: byRank('blocked release release blocked release blocked release release inward release excess excess inward excess'),
  pentacles: byRank('blocked excess blocked excess release excess blocked excess inward blocked blocked blocked excess excess'),
};

function byRank<T extends string>(list: string): Record<Rank, T> {
  const values = list.split(' ') as T[];
  return Object.fromEntries(ranks.map((rank, index) => [rank, values[index]!])) as Record<Rank, T>;
}

/** A card's tone, element and reversed rule; a minor card's element is its suit's. */
export function arcanaOf(id: CardId): { tone: Tone; element: Element; reversed: ReversedRule } {
  if (isMajor(id)) return majors[id];
  const { rank, suit } = minorParts(id as MinorId);
  return { tone: suitTones[suit][rank], element: suitElements[suit], reversed: suitRules[suit][rank] };
}

/**
 * How each rule weighs a reversed card: held back, a card's light is not there for now (a yes
 * becomes "not for now"); overdone, it loses its light; either way a double-edged one darkens;
 * turned inward, it keeps to the middle; released, a hard card's grip loosens and a double-edged
 * one clears.
 */
const reversedTones = {
  blocked: { light: 'shadow', mixed: 'shadow', shadow: 'shadow' },
  excess: { light: 'mixed', mixed: 'shadow', shadow: 'shadow' },
  inward: { light: 'mixed', mixed: 'mixed', shadow: 'shadow' },
  release: { light: 'light', mixed: 'light', shadow: 'mixed' },
} as const satisfies Record<ReversedRule, Record<Tone, Tone>>;

/** The tone a card brings to a spread, upright or reversed (by its rule). */
export function toneOf(id: CardId, reversed = false): Tone {
  const card = arcanaOf(id);
  return reversed ? reversedTones[card.reversed][card.tone] : card.tone;
}

/**
 * Which way a card pushes someone weighing a step (a move, an offer, a course), upright and reversed, as its texts
 * read: towards taking it, towards waiting (rest, prepare, not yet), or neither. Brightness is another matter: the
 * Four of Wands is bright and roots you where you are, the Eight of Swords dark and asks for one step out.
 */
export type Impetus = 'act' | 'wait' | 'open';

const majorImpetus = {
  'the-fool': 'act wait',
  'the-magician': 'act open',
  'the-high-priestess': 'wait wait',
  'the-empress': 'open wait',
  'the-emperor': 'act open',
  'the-hierophant': 'wait open',
  'the-lovers': 'act open',
  'the-chariot': 'act wait',
  strength: 'act open',
  'the-hermit': 'wait act',
  'wheel-of-fortune': 'act wait',
  justice: 'open wait',
  'the-hanged-man': 'wait act',
  death: 'act act',
  temperance: 'wait wait',
  'the-devil': 'wait open',
  'the-tower': 'wait act',
  'the-star': 'open open',
  'the-moon': 'wait act',
  'the-sun': 'act open',
  judgement: 'act act',
  'the-world': 'act wait',
} as const satisfies Record<MajorId, `${Impetus} ${Impetus}`>;

/** Each suit's impetus, ace to king, upright then reversed. */
const suitImpetus: Record<'upright' | 'reversed', Record<Suit, Record<Rank, Impetus>>> = {
  upright: {
    wands: byRank('act act act open open act open act wait wait act act act act'),
    cups: byRank('act act open open wait open wait act open open act act open open'),
    swords: byRank('act open wait wait wait act wait open wait wait wait act open open'),
    pentacles: byRank('act open open wait wait open wait open open open act open open open'),
  },
  reversed: {
    wands: byRank('wait act wait wait open act wait wait wait wait wait wait wait wait'),
    cups: byRank('wait wait wait act act open act act wait wait wait wait wait open'),
    swords: byRank('wait act wait wait open wait open act wait wait wait wait open open'),
    pentacles: byRank('wait wait wait open act wait wait wait open wait act open wait open'),
  },
};

/** Which way a card pushes a choice, upright or reversed. */
export function impetusOf(id: CardId, reversed = false): Impetus {
  if (isMajor(id)) return majorImpetus[id].split(' ')[reversed ? 1 : 0] as Impetus;
  const { rank, suit } = minorParts(id as MinorId);
  return suitImpetus[reversed ? 'reversed' : 'upright'][suit][rank];
}

const groupOrder = ['world', 'inner', 'cosmic'] as const;

/** I–VII the world, VIII–XIV the inner path, XV–XXI the great forces; the Fool apart (majors' numbers only). */
export function arcanaGroup(number: number): ArcanaGroup {
  return number === 0 ? 'fool' : groupOrder[Math.floor((number - 1) / 7)]!;
}

export type Lean = 'yes' | 'no' | 'unclear';

const leanOfTone = { light: 'yes', shadow: 'no', mixed: 'unclear' } as const satisfies Record<Tone, Lean>;

/** A lean as the tone it is drawn from. */
export const toneOfLean = { yes: 'light', no: 'shadow', unclear: 'mixed' } as const satisfies Record<Lean, Tone>;

/** A card of light answers yes, one of shadow no (or not yet); the mixed ones lean neither way. Reversed, by its reversed tone. */
export function cardLean(id: CardId, reversed = false): Lean {
  return leanOfTone[toneOf(id, reversed)];
}

/** A balance of tones as a lean: more light than shadow is a yes. */
export function leanOfScore(score: number, threshold = 1): Lean {
  return score >= threshold ? 'yes' : score <= -threshold ? 'no' : 'unclear';
}
