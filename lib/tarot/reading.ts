import type { Locale } from '../i18n/routing';
import type { CardId } from './deck';
import { signalsSingle } from './keywords';
import { reversedByTheme } from './reader/card-texts';
import { matterOf, themeWithMatter, type Matter } from './reader/matters';
import {
  askKind,
  asksAboutAFriend,
  asksAboutAMove,
  afterAQuarrel,
  asksAboutLife,
  asksAboutTheDay,
  asksWhereToGo,
  asksAboutLiveBond,
  asksHowItGoes,
  asksSinceAnEnd,
  asksAboutNow,
  asksWhatToDo,
  asksReturn,
  speaksOfGoing,
  subjectOf,
  type AskKind,
  type Subject,
} from './reader/question';
import { concernOf, type Concern } from './safety/concern';
import type { ReadingAsk } from './reading-contract';
import type { QuestionTheme } from './question-themes';
import { hasGenericReading, positionsFor } from './generic-positions';
import { meaningThemeFor, readsAnother, silentYesNo, type Position, type ReadingType } from './spreads';
import { cardName, positionLabel, type Grammar, type TarotText } from './text';

/** What a reading is made of: the cards in the order picked, the type, the question and its theme. */
export interface Reading {
  cards: readonly CardId[];
  type: ReadingType;
  question?: string;
  theme: QuestionTheme;
  locale: Locale;
  /** A love question from someone not in a relationship: no couple advice. */
  single?: boolean;
  /** Read for whoever opens a shared link, not for the person who drew the cards. */
  shared?: boolean;
  /** A question about a crisis or a wound (self-harm, grief, illness, betrayal, violence…): no verdict, only care. */
  concern?: Concern;
  /** What the question asks for: only a yes-or-no question hears a verdict. */
  ask?: AskKind;
  /** Whether the question is about another person. */
  subject?: Subject;
  /** The question's own theme (general when it names none). */
  topic?: QuestionTheme;
  /** Position by position, whether the card lies upside down. */
  reversed?: readonly boolean[];
  /** A question off the spread's own subject: its positions are read by their generic kinds and labels. */
  offSubject?: boolean;
  /** A yes or no about how things stand, not how they will go: answered without "for now". */
  aboutNow?: boolean;
  /** A yes or no about how something will turn out: answered "it looks good", "not easily". */
  howItGoes?: boolean;
  /** What the question is about in its own terms (the driving test, missing someone): answered in them. */
  matter?: Matter;
}

export interface ReadingSlot {
  card: CardId;
  position: Position;
  positionLabel: string;
  name: string;
  grammar: Grammar;
  /** Drawn upside down: read by its reversed texts. */
  reversed: boolean;
  /** The card's meaning for the theme it is read with (reversed: its reversed love, work or travel text, else its reversed meaning). */
  meaning: string;
}

/**
 * The theme the template reads the cards with: the question's own when it names one (a love
 * question in a travel spread is read for love), else the spread's subject; general for a concern.
 */
export function readingTheme(reading: Pick<Reading, 'type' | 'theme' | 'topic' | 'concern' | 'offSubject'>): QuestionTheme {
  if (reading.concern) return 'GENERAL';
  const asked = reading.topic && reading.topic !== 'GENERAL' ? reading.topic : reading.theme;
  return asked === 'GENERAL' && !reading.offSubject ? meaningThemeFor(reading.type, asked) : asked;
}

/** Themes a question about someone else can be read by in a spread about a lover (a decision about them, a doubt, none named). */
const aboutAPerson: readonly QuestionTheme[] = ['LOVE', 'GENERAL', 'DECISION', 'PERSONAL_GROWTH', 'SPIRITUAL'];

/** Matters of a bond that goes on (a wedding, whether someone is right, what they intend about "us"): never read as one that ended. */
const livingBond: readonly Matter[] = ['MARRY', 'RIGHT_PERSON', 'NEW_BOND', 'STILL_LOVES', 'CRUSH', 'MAKE_UP', 'INTENT', 'MEET'];

/** Matters about another person's heart: the question is about them (whether they like the visitor too: it round 115, «Piaccio al mio collega?» read as the visitor's own). */
const aboutTheirHeart: readonly Matter[] = ['INTENT', 'MISS', 'STILL_LOVES', 'CRUSH'];

/**
 * Whether a question lies off the spread's own subject, so its positions are read by their generic
 * kinds and labels. A spread about work or travel fits a question on its theme (work and money
 * count as one) or one naming none about the visitor. A spread about a lover fits a love question,
 * or one naming no other theme about someone who is not a friend (the come-back spread: any
 * question about a return); never a single person's, and the come-back spread never one about a
 * bond that has not ended (just begun, or weighed as the right one).
 */
export function isOffSubject(
  type: ReadingType,
  {
    question,
    topic,
    subject,
    single,
    matter,
    ask,
  }: {
    question: string | undefined;
    topic: QuestionTheme;
    subject: Subject;
    single: boolean;
    matter?: Matter | undefined;
    ask?: AskKind | undefined;
  },
): boolean {
  if (silentYesNo(type, Boolean(cleanQuestion(question)))) return true;
  if (!hasGenericReading(type) || !cleanQuestion(question)) return false;
  // The yes-or-no card fits a question a yes or a no could answer, or a choice; never "how" or "when".
  if (type === 'yes-no') return ask === 'open' || ask === 'timing';
  if (type === 'morning-evening' || type === 'card-of-the-day') return !asksAboutTheDay(question);
  // A trip already chosen, asked how it will go, has no place or time left to choose: its where and when would read as
  // its timing (es round 85: «El momento» over how the trip goes).
  if (type === 'destination' && asksHowItGoes(question)) return true;
  // A job not yet held has no colleagues to read (en round 102: the Devil in "Colleagues" for the job interviewed for).
  if (type === 'work-environment' && (matter === 'JOB' || matter === 'OFFER')) return true;
  const own = meaningThemeFor(type, 'GENERAL');
  // Money is a working spread's subject too, but not one about colleagues (selling a house in "Your colleagues").
  const ownTopic = topic === own || (own === 'CAREER' && topic === 'FINANCE' && type !== 'work-environment');
  // A spread with its own subject reads it, unless the question is on another or about someone else; a trip's,
  // only a question that speaks of going (never one about life at large, "Why do I attract the wrong people?").
  // A matter of its own other than going (the right path, a test) is not a trip's either.
  const elsewhere = matter !== undefined && matter !== 'TRIP' && matter !== 'MOVE';
  const atLarge = own === 'TRAVEL' && (asksAboutLife(question) || !speaksOfGoing(question) || elsewhere);
  if (!readsAnother(type)) return !ownTopic && (topic !== 'GENERAL' || subject === 'other' || atLarge);
  // A bond that goes on (new, or after a quarrel) is not one that ended.
  const goesOn = asksAboutLiveBond(question) || (matter !== undefined && livingBond.includes(matter));
  const live = (goesOn && !asksReturn(question)) || afterAQuarrel(question);
  // A crush is no partner yet: the spread about a couple reads it by its generic places.
  if (single || (type === 'come-back' && live) || (type === 'relationship' && matter === 'CRUSH')) return true;
  // The spread for a return reads another's heart only after an ex: what someone feels, asked with no ex, no return and
  // no missing, would be read under "What Ended It" (it round 86: a breakup invented for «Cosa prova Giulia per me?»).
  const afterAnEnd = asksReturn(question) || asksSinceAnEnd(question) || matter === 'MISS' || matter === 'STILL_LOVES';
  if (type === 'come-back' && subject === 'other' && !afterAnEnd) return true;
  if (ownTopic || (type === 'come-back' && asksReturn(question))) return false;
  return subject !== 'other' || !aboutAPerson.includes(topic) || asksAboutAFriend(question);
}

/**
 * The reading plan, read once from the question: its concern (a crisis or a wound is never read
 * for predictions), what it asks for, whom it is about, its theme, and whether a love question
 * comes from someone single.
 */
export function readingFor(ask: ReadingAsk): Reading {
  const drawn = { cards: ask.cards, type: ask.type, locale: ask.locale, ...(ask.reversed ? { reversed: ask.reversed } : {}) };
  const concern = concernOf(ask.question);
  const asked = askKind(ask.question);
  if (concern) return { ...drawn, question: ask.question, theme: 'GENERAL', concern, ask: asked, subject: subjectOf(ask.question) };
  // A move to live elsewhere is a decision, never a trip.
  const matter = matterOf(ask.question);
  // What to do with an offer asks whether to take it.
  const kind = asked === 'open' && matter === 'OFFER' && asksWhatToDo(ask.question) ? 'should' : asked;
  // Where to go is a trip's question, where to live a decision's.
  const going = asksWhereToGo(ask.question) ? 'TRAVEL' : themeWithMatter(ask.question, matter);
  const topic = asksAboutAMove(ask.question) ? 'DECISION' : going;
  // What someone intends, whether they miss or still love the visitor, is theirs to hold, however it is worded.
  const subject = matter && aboutTheirHeart.includes(matter) ? 'other' : subjectOf(ask.question);
  const loveAsked = topic === 'LOVE' || (topic === 'GENERAL' && meaningThemeFor(ask.type, topic) === 'LOVE');
  const single = loveAsked && signalsSingle(ask.question);
  const offSubject = isOffSubject(ask.type, { question: ask.question, topic, subject, single, matter, ask: kind });
  const theme = readingTheme({ type: ask.type, theme: topic, topic, offSubject });
  return {
    ...drawn,
    topic,
    question: ask.question,
    theme,
    single: theme === 'LOVE' && single,
    ask: kind,
    subject,
    ...(matter ? { matter } : {}),
    ...(offSubject ? { offSubject } : {}),
    ...(kind === 'yes-no' && asksAboutNow(ask.question) ? { aboutNow: true } : {}),
    ...(kind === 'yes-no' && asksHowItGoes(ask.question) ? { howItGoes: true } : {}),
  };
}

/** Pairs each card with its position, localized label, name and theme-flavoured meaning. */
export function readingSlots(reading: Reading, text: TarotText): ReadingSlot[] {
  const positions = positionsFor(reading.type, reading.offSubject);
  const theme = readingTheme(reading);
  return reading.cards.map((card, index) => {
    const position = positions[index] ?? positions[positions.length - 1]!;
    const own = text.Cards[card];
    const reversed = reading.reversed?.[index] === true;
    const love = theme === 'LOVE';
    return {
      card,
      position,
      positionLabel: positionLabel(text, reading.type, position.key, reading.offSubject),
      name: cardName(text, card),
      grammar: own.grammar,
      reversed,
      meaning: reversed ? reversedByTheme(own, theme) : love && reading.single ? own.stances.single : own.meanings[theme],
    };
  });
}

/** A question as it may appear in a prompt or a reading: one line, trimmed. */
export function cleanQuestion(question: string | undefined): string {
  return (question ?? '').replace(/\s+/g, ' ').trim();
}
