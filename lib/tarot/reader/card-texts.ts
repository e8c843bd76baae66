import { arcanaOf } from '../arcana';
import { cardById, type CardId } from '../deck';
import type { Reading, ReadingSlot } from '../reading';
import type { Locale } from '../../i18n/routing';
import { wounded } from '../safety/frightening';
import { ownPlaceIn, type PositionKind } from '../spreads';
import type { QuestionTheme } from '../question-themes';
import type { TarotText } from '../text';
import { speaksOfAnotherArea, speaksOfArea } from './areas';
import { outOfPlace, type Situation } from './text-fit';

type CardTexts = TarotText['Cards'][CardId];

/**
 * Where a card's text lies in its messages: a theme's meaning, a position's text upright (`stances`) or reversed
 * (`reversed.meaning` read cut short, as long as a position's own text), or its words for someone left (`heartbreak`).
 */
export type TextKey =
  | `meanings.${QuestionTheme}`
  | `stances.${keyof CardTexts['stances']}`
  | `reversed.${Exclude<keyof CardTexts['reversed'], 'keywords'>}`
  | 'heartbreak';

/** A card's text at a key. */
export function textAt(own: CardTexts, key: TextKey): string {
  if (key === 'heartbreak') return own.heartbreak;
  const [group, field] = key.split('.') as ['meanings' | 'stances' | 'reversed', string];
  if (key === 'reversed.meaning') return brief(own.reversed.meaning);
  return (own[group] as Record<string, string>)[field]!;
}

/**
 * Which of a card's texts it is read by in the kind of position it lies in, upright or reversed: each text was written
 * for that place, so nothing needs a frame that could contradict it.
 */
const byKind = {
  // Where things stand: its meaning for the theme, or its reversed text for it; someone single, its words for meeting
  // someone, upright or reversed (a reversed love text speaks of a couple).
  present: {
    upright: (_, theme, single) => (single ? 'stances.single' : `meanings.${theme}`),
    reversed: (_, theme, single) => (single ? 'reversed.single' : `reversed.${reversedKey(theme)}`),
  },
  // The visitor's own stance, whatever the theme: the card's growth text speaks of the person (a theme's, of events around them).
  self: { upright: () => 'meanings.PERSONAL_GROWTH', reversed: () => 'reversed.meaning' },
  past: { upright: () => 'stances.past', reversed: () => 'reversed.past' },
  // Where a family bond, work or money is heading is read by the card's words for it there.
  future: {
    upright: (_, theme) => `stances.${areaText('future', theme)}`,
    reversed: (_, theme) => `reversed.${areaText('future', theme)}`,
  },
  // What blocks a family bond, work or money is read by the card's words for the way there.
  obstacle: {
    upright: (_, theme) => `stances.${areaText('obstacle', theme)}`,
    reversed: (_, theme) => `reversed.${areaText('obstacle', theme)}`,
  },
  favour: { upright: () => 'stances.favour', reversed: () => 'reversed.favour' },
  // Advice for a bond or for work is written for it: a card's own advice speaks of its own sphere. Someone single has no bond to tend.
  advice: {
    upright: (own, theme, single) => `stances.${single ? 'advice' : adviceIn(own.stances, theme)}`,
    reversed: (own, theme, single) => `reversed.${single ? 'advice' : adviceIn(own.reversed, theme)}`,
  },
  // The people around, asked about a bond (a partner, an ex, a sister), as they bear on it: their mood at large speaks of
  // no question (en round 102: "someone may have a promising lead" beside "Does he still love me?").
  // (Someone single has no bond yet: es round 103, «este vínculo» to someone looking for love.)
  around: {
    upright: (_, theme, single) => `stances.${aroundIn(theme, single)}`,
    reversed: (_, theme, single) => `reversed.${aroundIn(theme, single)}`,
  },
  hopes: { upright: () => 'stances.hopes', reversed: () => 'reversed.hopes' },
  possible: { upright: () => 'stances.possible', reversed: () => 'reversed.possible' },
  ended: { upright: () => 'stances.ended', reversed: () => 'reversed.ended' },
  timing: { upright: () => 'stances.timing', reversed: () => 'reversed.timing' },
  thoughts: { upright: () => 'stances.thoughts', reversed: () => 'reversed.thoughts' },
  feelings: { upright: () => 'stances.other', reversed: () => 'reversed.other' },
  apart: { upright: () => 'stances.apart', reversed: () => 'reversed.apart' },
  intent: { upright: () => 'stances.intent', reversed: () => 'reversed.intent' },
} as const satisfies Record<PositionKind, Record<'upright' | 'reversed', ReadBy>>;

/** The people around: as they bear on a bond asked about, else at large. */
function aroundIn(theme: QuestionTheme, single: boolean) {
  return areaOf(theme) === 'bond' && !single ? 'aroundBond' : 'around';
}

/** How a position's kind chooses a card's text, for the theme and someone single. */
type ReadBy = (own: CardTexts, theme: QuestionTheme, single: boolean) => TextKey;

/**
 * A card's own text as drawn, upright or reversed, whatever the theme: its words for the way, for another's thoughts
 * or intentions, or for what a boss or a colleague makes of the visitor's work (no position has that kind).
 */
export function ownText(text: TarotText, slot: ReadingSlot, kind: 'obstacle' | 'thoughts' | 'intent' | 'workView'): string {
  const own = text.Cards[slot.card];
  if (kind === 'workView') return slot.reversed ? own.reversed.workView : own.stances.workView;
  return textAt(own, (byKind[kind][slot.reversed ? 'reversed' : 'upright'] as ReadBy)(own, 'GENERAL', false));
}

/** The area of life a theme's advice is written for: a bond with someone, work, money, or the card's own. */
type Area = 'bond' | 'work' | 'money' | 'own';
const areaOf = (theme: QuestionTheme): Area =>
  theme === 'LOVE' || theme === 'FAMILY' ? 'bond' : theme === 'CAREER' ? 'work' : theme === 'FINANCE' ? 'money' : 'own';
const adviceFor = { bond: 'adviceBond', work: 'adviceWork', money: 'adviceMoney', own: 'advice' } as const satisfies Record<Area, string>;

/**
 * A kind's text in a theme's area, where a card has one: a family's or a friendship's, a job's, money's (what lies ahead:
 * work's and money's alike), else the card's own. Love keeps the card's own: words written for anyone close read as a
 * stranger beside a partner (es round 71: «alguien cercano» for the person asked about).
 */
const areaText = <K extends 'obstacle' | 'future'>(kind: K, theme: QuestionTheme) =>
  theme === 'FAMILY'
    ? (`${kind}Bond` as const)
    : theme === 'CAREER' || (theme === 'FINANCE' && kind === 'future')
      ? (`${kind}Work` as const)
      : theme === 'FINANCE'
        ? 'obstacleMoney'
        : kind;

/**
 * The advice for a theme's area; a money question (a house, a debt, savings) takes the card's advice for money (it
 * round 73: «esprimi ciò che senti» for finances), else, where that strays into work, its own.
 */
function adviceIn(texts: Record<(typeof adviceFor)[Area], string>, theme: QuestionTheme): (typeof adviceFor)[Area] {
  const written = adviceFor[areaOf(theme)];
  return theme === 'FINANCE' && speaksOfArea(texts[written], 'work') ? 'advice' : written;
}

/** Which of a card's reversed texts a theme reads: its love, work, travel or money text, else its meaning. */
export type ReversedKey = 'meaning' | 'love' | 'work' | 'travel' | 'money';

/** The themes whose reversed card has words of its own: love, work, a trip, money (a house, a debt); any other, its reversed meaning. */
const reversedOfTheme: Partial<Record<QuestionTheme, ReversedKey>> = { LOVE: 'love', TRAVEL: 'travel', CAREER: 'work', FINANCE: 'money' };

/** A reversed card's text for a theme: its words for the theme where it has them, else its reversed meaning. */
export const reversedKey = (theme: QuestionTheme): ReversedKey => reversedOfTheme[theme] ?? 'meaning';

export const reversedByTheme = (own: CardTexts, theme: QuestionTheme): string => textAt(own, `reversed.${reversedKey(theme)}`);

/** "Capovolto, …", "Invertido, …": a card page's reversed text saying what its heading says. */
const REVERSED_LEAD = /(^|[.!?…]\s+)(?:Capovolt[oaie]|Rovesciat[oaie]|Invertid[oa]s?|Reversed),\s+(\p{L})/gu;

/** Words a card's paragraph keeps when its text is the long one of its card page. */
const BRIEF_WORDS = 45;
const LEAD_IN_WORDS = 8;
const words = (text: string) => text.split(/\s+/).length;

/**
 * A card page's long reversed meaning cut to its first sentences, as long as a position's own
 * text (about thirty words): beside a short card it would read three times as long.
 */
export function brief(text: string): string {
  // Any sentence: the same text is read for an upright card in the way, where "Reversed, …" would be untrue.
  const unsaid = text.replace(REVERSED_LEAD, (_, before: string, first: string) => before + first.toLocaleUpperCase());
  const sentences = unsaid.match(/[^.!?…]+[.!?…]+(?:["»”’)]+)?(?:\s+|$)/g) ?? [unsaid];
  const kept = [sentences[0]!];
  for (const sentence of sentences.slice(1)) {
    if (words(kept.join('')) >= 15 && words(kept.join('') + sentence) > BRIEF_WORDS) {
      // A short last sentence before the cut announces the next one ("There is a double edge, though."): it goes too.
      if (kept.length > 1 && words(kept.at(-1)!) < LEAD_IN_WORDS) kept.pop();
      break;
    }
    kept.push(sentence);
  }
  return kept.join('').trim();
}

/**
 * Kinds written for one subject, and what they read as when the question is about another: why a
 * love ended, what an ex feels now and what it could become are a bond's, a travel timing a trip's.
 */
const subjectOfKind: Partial<Record<PositionKind, { themes: readonly QuestionTheme[]; otherwise: PositionKind }>> = {
  ended: { themes: ['LOVE', 'GENERAL'], otherwise: 'past' },
  possible: { themes: ['LOVE', 'GENERAL'], otherwise: 'future' },
  apart: { themes: ['LOVE', 'GENERAL'], otherwise: 'feelings' },
  timing: { themes: ['TRAVEL', 'GENERAL'], otherwise: 'future' },
};

/** The kind a position is read as for the reading's theme. */
export function kindFor(kind: PositionKind, theme: QuestionTheme): PositionKind {
  const subject = subjectOfKind[kind];
  return subject && !subject.themes.includes(theme) ? subject.otherwise : kind;
}

/**
 * A suit read outside its element: Cups (feelings) in a reading about work or money, Pentacles
 * (money and work) in one about love or family. Their position texts speak of their own sphere, so where
 * things lead and what helps are read from the card's text for the reading's theme, where no words of its own for
 * the theme's area are read (the advice, what blocks and where things lead have such words for a family, a job, money).
 */
export function outOfElement(card: CardId, theme: QuestionTheme): boolean {
  const drawn = cardById(card);
  if (drawn.arcana === 'major') return false;
  return drawn.suit === 'cups'
    ? theme === 'CAREER' || theme === 'FINANCE'
    : drawn.suit === 'pentacles' && (theme === 'LOVE' || theme === 'FAMILY');
}

const isPentacle = (card: CardId) => {
  const drawn = cardById(card);
  return drawn.arcana === 'minor' && drawn.suit === 'pentacles';
};

const inTheme = {
  // The visitor's own stance whose growth text names another area ("open the savings account" in love) is the theme's.
  self: { upright: byKind.present.upright, reversed: byKind.self.reversed },
  future: { upright: byKind.present.upright, reversed: byKind.present.reversed },
  favour: { upright: byKind.present.upright, reversed: byKind.favour.reversed },
} as const satisfies Partial<Record<PositionKind, Record<'upright' | 'reversed', ReadBy>>>;

/**
 * A trip reads what lies ahead, what helps and how to prepare by the card's words for travel (upright its travel
 * meaning, reversed its reversed travel text, both written as a traveller's advice): its general words for those places
 * speak of callings and efforts, not of the journey.
 */
const onATrip = {
  future: inTheme.future,
  favour: inTheme.favour,
  advice: { upright: byKind.present.upright, reversed: byKind.present.reversed },
} as const satisfies Partial<Record<PositionKind, Record<'upright' | 'reversed', ReadBy>>>;

/**
 * Someone facing a test (a driving test, an exam; not a course of study) hears each card's words for a test where things
 * stand and lead and in the advice: its words for those places speak of life at large. (What helps keeps its own: a
 * card's warning for the test would stand under a heading that promises help.)
 */
const onATest: readonly PositionKind[] = ['present', 'future', 'advice'];

/**
 * Which of its words a card in the way is read by where a theme or a situation has its own: a dark card's upright ones
 * (its difficulty), any other's reversed ones (its gift held back); none for a card whose reversal is an easing (the
 * Tower's, the Five of Wands'): it keeps its words for the way, reversed or not.
 */
function inTheWay(slot: ReadingSlot): 'upright' | 'reversed' | undefined {
  const { tone, reversed } = arcanaOf(slot.card);
  if (!slot.reversed && tone === 'shadow') return 'upright';
  return reversed === 'release' ? undefined : 'reversed';
}

/**
 * What crosses a test, in the card's words for a test's difficulty (en round 77: a love text's "fairy-tale ending" in a
 * driving test); a card upright, not dark, by its own words for the way, its gift overdone, where they name no other area
 * (en round 138: the Eight of Wands upright read as "Expect delays", its reversed words, where its words say haste).
 */
function testInTheWay(slot: ReadingSlot, ownWay: string, theme: QuestionTheme): TextKey | undefined {
  const way = inTheWay(slot);
  if (way === 'reversed' && !slot.reversed && !speaksOfAnotherArea(ownWay, theme)) return 'stances.obstacle';
  return way && (way === 'upright' ? 'stances.test' : 'reversed.test');
}

/**
 * A family home to sell or keep (the grandparents', an inherited flat) is read where things stand and lead, in what helps
 * and in what crosses it by the card's words for a home: its words for money speak of savings, debts and nights out (es
 * round 116: «una vida social que agota» for the grandparents' house). In the way, as for a test: a dark card's upright
 * words, another's reversed ones, a card whose reversal eases keeps its own words for the way (`inTheWay`). (A house to buy
 * keeps its words for money: those for a home speak of relatives and memories, en round 118.)
 */
function homeIn(slot: ReadingSlot, read: PositionKind): TextKey | undefined {
  if (read === 'present' || read === 'future') return slot.reversed ? 'reversed.home' : 'stances.home';
  // (A reversed card in favour keeps its words for a gift held back.)
  if (read === 'favour') return slot.reversed ? undefined : 'stances.home';
  const way = read === 'obstacle' ? inTheWay(slot) : undefined;
  return way && (way === 'upright' ? 'stances.home' : 'reversed.home');
}

/** Texts a card can be read by next, where those before read as written for another situation than the question's. */
const general: ReadBy = () => 'meanings.GENERAL';
const reversedMeaning: ReadBy = () => 'reversed.meaning';
const otherwise = {
  present: { upright: [general, () => 'meanings.PERSONAL_GROWTH'], reversed: [reversedMeaning] },
  future: { upright: [general], reversed: [reversedMeaning] },
  // A theme's text in the way that reads out of place gives way to the card's own words for the way (en round 113: "Ask for
  // one concrete sign of commitment" to someone with a crush).
  obstacle: { upright: [() => 'stances.obstacle'], reversed: [() => 'reversed.obstacle'] },
  // (So do the people around a bond that has ended: en round 115, "enjoy this bond as it is" to someone whose ex left.)
  around: { upright: [() => 'stances.around'], reversed: [() => 'reversed.around'] },
  // A reversed card in favour keeps its words for a gift held back: its other reversed texts are warnings under a heading that promises help.
  favour: { upright: [general], reversed: [] },
  advice: {
    upright: [() => 'stances.advice', () => 'stances.adviceBond', () => 'stances.adviceWork'],
    reversed: [() => 'reversed.advice', () => 'reversed.adviceBond', () => 'reversed.adviceWork'],
  },
  // What another thinks and feels are close; what an ex means to do, what could come back; what an ex thinks, what they
  // feel apart (it round 117: a crush's curiosity, «dove potrebbe portare conoscerti», for an ex).
  thoughts: { upright: [() => 'stances.other', () => 'stances.apart'], reversed: [() => 'reversed.other', () => 'reversed.apart'] },
  feelings: { upright: [() => 'stances.thoughts'], reversed: [() => 'reversed.thoughts'] },
  intent: { upright: [() => 'stances.possible'], reversed: [() => 'reversed.possible'] },
} as const satisfies Partial<Record<PositionKind, Record<'upright' | 'reversed', readonly ReadBy[]>>>;

/** What the reader knows of the question beyond its theme: asked by someone single (in love), asked at all, from where, before a test. */
export interface Asked {
  single?: boolean;
  asked?: boolean;
  situation?: Situation;
  facingATest?: boolean;
  /** The reading's language: its own texts may misfit where the English do not. */
  locale?: Locale;
  /** Asked about a family home (the grandparents', an inherited flat): its sale or keeping. */
  familyHome?: boolean;
}

/**
 * Which text a card is read by for a position's kind and the reading's theme. Where things lead, what helps and
 * (outside a family, a job and money) what blocks are read from the card's text for the theme when the suit lies outside its element,
 * or when a question was asked and the position's text speaks of another area of life (a job in a
 * question about a sister, a trip in one about love). A text read as written for another situation than the
 * question's (a shared home for an ex, a manager for a trip) gives way to the next that is not.
 */
export function kindTextKey(
  text: TarotText,
  slot: ReadingSlot,
  kind: PositionKind,
  theme: QuestionTheme,
  { single, asked, situation, facingATest, locale, familyHome }: Asked = {},
): TextKey {
  // After an ex, the visitor's own stance upright is read by the card's words for someone left (es round 117: «Tú» read as
  // «un momento de plenitud emocional» to someone asking whether their ex comes back).
  if (situation === 'X' && (kind === 'self' || slot.position.visitor === true) && !slot.reversed) return 'heartbreak';
  const read = kindFor(kind, theme);
  const orientation = slot.reversed ? 'reversed' : 'upright';
  const own = text.Cards[slot.card];
  const singleInLove = single === true && theme === 'LOVE';
  const keyOf = (by: ReadBy) => by(own, theme, singleInLove);
  // A place of the spread's own (where to go, the coming home, who the person asked about is, the bond) is read by the
  // card's words for it; someone single has no bond to read.
  const place = ownPlaceIn(slot.position, theme);
  if (place && !(place === 'bond' && singleInLove)) return slot.reversed ? `reversed.${place}` : `stances.${place}`;
  // A work text that speaks of money answers no job question, nor one of the office a question about money: the card's
  // own words stand instead (it round 71: spending and debts for a job interview).
  const offArea = theme === 'CAREER' ? 'money' : theme === 'FINANCE' ? 'work' : undefined;
  const byArea = read === 'obstacle' || read === 'future';
  const general = `${slot.reversed ? 'reversed' : 'stances'}.${read as 'obstacle' | 'future'}` as const;
  const areaWritten = keyOf(byKind[read][orientation] as ReadBy);
  const strayed = byArea && offArea !== undefined && speaksOfArea(textAt(own, areaWritten), offArea);
  const written = strayed ? general : areaWritten;
  // A dark card in favour keeps its words for that place: its others (a love text for the Five of Pentacles) are the hardship.
  if (read === 'favour' && !slot.reversed && arcanaOf(slot.card).tone === 'shadow') return written;
  // (A card's words for the way or for what lies ahead in a family, a job or money are written for it: only its own
  // general words give way to the theme's.)
  const inArea = byArea && written !== general;
  const themedBy = inArea
    ? undefined
    : read === 'obstacle'
      ? obstacleInTheme(slot)
      : read in inTheme
        ? inTheme[read as keyof typeof inTheme][orientation]
        : undefined;
  const themed = themedBy && keyOf(themedBy);
  // (A Pentacle's words for what helps hold in love and family unless they name another area: its love text is what money
  // or control costs a bond, es round 80: the Four of Pentacles' guarded heart under «Lo que te favorece».)
  const outOfSuit = outOfElement(slot.card, theme) && !(read === 'favour' && isPentacle(slot.card));
  const elsewhere = outOfSuit || Boolean(asked && speaksOfAnotherArea(textAt(own, written), theme));
  // (What crosses a trip is read by the card's words for travel too, as for any theme: its words for the way speak of
  // running from hardship, it round 92.)
  const tripWay = theme === 'TRAVEL' && read === 'obstacle' ? obstacleInTheme(slot) : undefined;
  const trip =
    theme === 'TRAVEL' && read in onATrip ? keyOf(onATrip[read as keyof typeof onATrip][orientation]) : tripWay && keyOf(tripWay);
  const test = !facingATest
    ? undefined
    : onATest.includes(read)
      ? slot.reversed
        ? 'reversed.test'
        : 'stances.test'
      : read === 'obstacle'
        ? testInTheWay(slot, textAt(own, 'stances.obstacle'), theme)
        : undefined;
  const home = situation === 'H' && familyHome ? homeIn(slot, read) : undefined;
  const kept = trip ?? test ?? home ?? (themed && elsewhere ? themed : written);
  if (situation === undefined) return kept;
  // Out of place in the question's situation, an area's text gives way to the card's own for the kind, then the theme's
  // text comes next, then the kind's others; else it stays.
  const next = (read in otherwise ? otherwise[read as keyof typeof otherwise][orientation] : []) as readonly ReadBy[];
  const candidates = [kept, ...(inArea ? [general] : []), ...(themed ? [themed] : []), ...next.map(keyOf)];
  // Where every one reads out of place, advice is the card's own, written for no one in particular (it round 90: "work
  // side by side with the other person" after a break-up).
  const fallback = read === 'advice' ? keyOf(otherwise.advice[orientation][0]) : kept;
  return candidates.find((key) => !outOfPlace(slot.card, key, situation, locale)) ?? fallback;
}

/** A card's text for a position's kind and the reading's theme (see `kindTextKey`). */
export const kindText = (text: TarotText, slot: ReadingSlot, kind: PositionKind, theme: QuestionTheme, asked: Asked = {}): string =>
  textAt(text.Cards[slot.card], kindTextKey(text, slot, kind, theme, asked));

/**
 * What blocks outside a family, a job and money, read by the theme's text: a card dark upright by its upright text (its difficulty),
 * another by its reversed one (its gift held back); a card whose reversal is a release keeps its
 * own text for the way, upright or reversed, since its reversed text for the theme is the recovery
 * (the Four of Cups reversed: motivation found again), good news in the way.
 */
function obstacleInTheme(slot: ReadingSlot): ReadBy | undefined {
  const way = inTheWay(slot);
  return way && byKind.present[way];
}

/**
 * What a card offers a person in pain: the same text upright or reversed, with no prediction in it.
 * Someone waiting for news (a pregnancy, a test result), hoped for or feared, hears the card's text
 * for waiting instead; someone betrayed, left or weighing whether to leave, its text for heartbreak. Death's, said
 * unnamed, speaks of neither change nor dying: beside a question about an illness, either would read as an answer.
 */
export function careText(text: TarotText, slot: ReadingSlot, { concern, ask }: Pick<Reading, 'concern' | 'ask'>): string {
  const card = text.Cards[slot.card];
  // (Whether to have a child is a choice, not news awaited.)
  if ((concern === 'pregnancy' || concern === 'health-result') && ask !== 'should') return card.waiting;
  // Someone betrayed, left or weighing whether to leave hears the card's words for heartbreak: their own footing, not first aid.
  return wounded.has(concern) ? card.heartbreak : card.care;
}
