import { arcanaOf, cardLean, impetusOf, toneOfLean, type Impetus, type Lean, type Tone } from '../arcana';
import { isMajor, type CardId } from '../deck';
import { chooser, type Choose } from '../random';
import { contracted } from '../locale-settings';
import type { Locale } from '../../i18n/routing';
import { cleanQuestion, readingSlots, readingTheme, type Reading, type ReadingSlot } from '../reading';
import type { QuestionTheme } from '../question-themes';
import { isYesNo, ownPlaceIn, readsAnother, type PositionKind } from '../spreads';
import {
  compose,
  echoes,
  escapeRegExp,
  forDrawn,
  forPerson,
  lowerArticles,
  nameAsDrawn,
  sayDrawnTogether,
  sayDrawn,
  withoutArticle,
  type TarotText,
  forLove,
} from '../text';
import { careText, kindText, kindTextKey, outOfElement, ownText, textAt, type TextKey } from './card-texts';
import { frightens } from '../safety/frightening';
import { ownLean, textLean } from './text-leans';
import { textImpetus } from './impetus';
import { paceCards, paceOf } from './pace';
import { asksIfBetter, asksTheCards, fearsNoOneCares, saysWantsToDie, seesNoPoint, type Concern } from '../safety/concern';
import {
  afterAQuarrel,
  asksAboutAFamilyHome,
  asksToSell,
  asksIfItIsTime,
  asksHowItWillGo,
  asksReturn,
  asksHowTo,
  asksWhatTheyFeel,
  openFocus,
  personAsked,
  personGender,
} from './question';
import { arcSentence, deckFact, everyday, knotSentence, looksAhead } from './synthesis';
import { careAsSaid } from './care-words';
import { situationOf } from './text-fit';
import { speaksOfAnotherArea } from './areas';
import type { Matter } from './matters';
import {
  aboutTheirFeelings,
  cardAhead,
  darkAsDrawn,
  darkHeartOf,
  walkingAway,
  darkCrossing,
  heartHeldBack,
  heldBackLight,
  isVisitorsOwn,
  darkEndBeside,
  givesVerdict,
  describesSetting,
  heartfeltLean,
  speaksForTheirHeart,
  isAhead,
  isBehind,
  leanTone,
  leaningCard,
  polesOf,
  slotTone,
  troubles,
  verdictOf,
  fallAhead,
  type LeanOptions,
  type Verdict,
} from './verdict';

type Frames = TarotText['TemplateReading'];

const readingChooser = (reading: Reading) => chooser(`${reading.cards.join()}|${reading.type}`);

function headingName(slot: ReadingSlot, t: Frames): string {
  return nameAsDrawn(slot, t.reversedName).name;
}

/** A care reading heads each card with one quiet mark: a position's emoji (a wilted rose, a storm) could wound. */
const CARE_MARK = '🃏';

/** The matter a reading answers in its own terms; an ex's return or feelings have frames of their own. */
function ownMatter(reading: Reading): Matter | undefined {
  const afterAnEx = asksAfterAnEx(reading, readingTheme(reading));
  return reading.matter && !afterAnEx ? reading.matter : undefined;
}

/**
 * The answer said in the question's own terms ("On the driving test, …"), when it names a matter; in one of its ways, so the
 * same question asked over different cards does not hear the same sentence (en round 100: 6 of 8 trips "genuinely open").
 */
function matterLean(reading: Reading, t: Frames, tone: Tone): string | undefined {
  const matter = ownMatter(reading);
  return matter && readingChooser(reading)(t.matters[matter].lean[tone], 'lean');
}

/**
 * Asked how a matter will go ("How will I do at university?"), with nothing else answering, the lean in the matter's own
 * terms (asked what to do, "How can I improve my finances?", no lean is an answer).
 */
function howItWillGo(reading: Reading, t: Frames, answer: OpenAnswer, tone: Tone): string | undefined {
  return reading.ask === 'open' && answer.said.length === 0 && asksHowItWillGo(cleanQuestion(reading.question))
    ? matterLean(reading, t, tone)
    : undefined;
}

/** One card's lean: in the question's own terms, else why the card leans as it does. */
function oneLean(reading: Reading, t: Frames, slot: ReadingSlot, lean: Lean): string {
  return matterLean(reading, t, toneOfLean[lean]) ?? sayDrawn(oneCardLean(reading, t)[lean], { card: slot }, t.reversedName);
}

/** Why one card leans as it does; for a question about how things stand, said as such; about someone else, never hung on the visitor's choice. */
function oneCardLean(reading: Reading, t: Frames): Record<Verdict['lean'], string> {
  if (reading.aboutNow) return t.verdict.oneNow;
  return reading.subject === 'other' ? { ...t.verdict.one, unclear: t.verdict.otherUnclear } : t.verdict.one;
}

/** The answer in a few words; a question about how things stand, or how something will turn out, hears no "for now". */
function answerWords(verdict: Verdict, t: Frames, reading: Reading): string {
  if (verdict.conditional) return t.verdict.conditional;
  // An open ending tipped by where things stand is a yes or a no as things are now, not a flat one; whether a debt can be
  // paid is heard as how it will go ("It won't be easy"), never a flat "Not for now".
  const how = reading.howItGoes || reading.matter === 'DEBT';
  const words = reading.aboutNow ? t.verdict.now : how ? t.verdict.how : verdict.tipped ? t.verdict.now : t.verdict.answer;
  return words[verdict.lean];
}

/**
 * Whether a question is about someone whose heart the cards' texts for another person speak of (a
 * partner, an ex, a crush, someone unnamed): those texts are written for a bond of love, so a friend,
 * a relative, a boss or a colleague is read by the card's text for the question's theme instead.
 */
function aboutAHeart(reading: Reading): boolean {
  const theme = readingTheme(reading);
  return theme === 'LOVE' || (theme === 'GENERAL' && reading.matter !== 'FRIEND');
}

/**
 * Whether one card asked about someone close at heart ("Does she still love me?") reads that person's feelings; whether
 * they are right for the visitor is asked of the bond, not of their feelings (en round 66).
 */
function readsAsThem(reading: Reading, slots: readonly ReadingSlot[]): boolean {
  if (reading.matter === 'RIGHT_PERSON') return false;
  return slots.length === 1 && slots[0]!.position.kind === 'present' && reading.subject === 'other' && aboutAHeart(reading);
}

/**
 * The card read as their side where several cards are asked what someone close thinks of the visitor or means to do and
 * no place speaks for them: where things stand, else the people around, else where it goes. Its paragraph is their view,
 * so the answer points to it without saying it again.
 */
function theirSideOf(reading: Reading, slots: readonly ReadingSlot[]): ReadingSlot | undefined {
  if (slots.length === 1 || reading.ask !== 'open' || !cleanQuestion(reading.question)) return undefined;
  if (focusesOn(reading) !== 'other' || !aboutAHeart(reading) || hasTheirPlace(slots)) return undefined;
  return firstIn(nearTheirSide(reading), slots);
}

/**
 * Asked what a boss makes of the visitor's work, with no place for the boss, the card read as the boss's view (one card:
 * that card), in its words for that: its words about the visitor would answer otherwise (es round 134: the Three of Cups
 * reversed's "the team scatters" in «Tú», then «habla de la mirada de tu jefe: valora tu trato…»; en round 138, one card's
 * words for the visitor's career above "They think you bring energy").
 */
function bossSideOf(reading: Reading, slots: readonly ReadingSlot[]): ReadingSlot | undefined {
  if (reading.matter !== 'BOSS' || reading.ask !== 'open' || !cleanQuestion(reading.question)) return undefined;
  if (hasTheirPlace(slots)) return undefined;
  return nearTheBoss.map((kind) => slots.findLast((slot) => slot.position.kind === kind)).find(Boolean);
}

/**
 * Asked how another feels ("Do they miss me?") of several cards with no place for their heart, the card where things
 * stand is read in its words for their feelings: a text about the visitor's own love life would answer for them.
 */
function theirHeartOf(reading: Reading, slots: readonly ReadingSlot[]): ReadingSlot | undefined {
  if (slots.length === 1 || !aboutTheirFeelings(reading) || hasTheirPlace(slots)) return undefined;
  return firstIn(['present'], slots);
}

/**
 * Where things stand is read as theirs, so where they go is what they mean to do (en round 80: "Present: Expectations
 * are straining their heart", then "Future: What you want and what you believe in are coming into line"); not an ex's:
 * what they mean to do is a partner's or a crush's words. Where their side is itself a place ahead, the last place ahead
 * (es round 123, "What does he plan to do with me?" in a Celtic cross read one place of ten as his).
 */
function theirAheadOf(reading: Reading, slots: readonly ReadingSlot[]): ReadingSlot | undefined {
  const theirSide = theirSideOf(reading, slots);
  if (!(theirSide || theirHeartOf(reading, slots)) || asksAfterAnEx(reading, readingTheme(reading))) return undefined;
  return theirSide?.position.kind === 'future'
    ? slots.findLast((slot) => slot.position.kind === 'future' && slot !== theirSide)
    : firstIn(['future'], slots);
}

/** The places a card speaks of a friendship from, asked about a friend: where things stand, and the friend's heart. */
const FRIENDSHIP_PLACES: readonly PositionKind[] = ['present', 'feelings', 'thoughts', 'intent'];

/**
 * The places a friend asked about reads by the card's words for a bond with someone close; never the visitor's own stance
 * (a family's words there tell of grandparents, es round 115).
 */
const FRIENDSHIP_BOND_PLACES: readonly PositionKind[] = ['obstacle', 'future', 'advice', 'around'];

/**
 * Which text each card is read by: for a question about a crisis or a wound, none (what the card offers to hold on to
 * is its paragraph); otherwise the card's own text for its position's kind and orientation (a question about someone
 * else reads that person's feelings). Why one card answers yes or no is the guidance's.
 */
function readBy(reading: Reading, text: TarotText, slots: readonly ReadingSlot[]): (TextKey | undefined)[] {
  const theme = readingTheme(reading);
  const asked = Boolean(cleanQuestion(reading.question));
  const theirSide = theirSideOf(reading, slots);
  const theirHeart = theirHeartOf(reading, slots);
  const theirAhead = theirAheadOf(reading, slots);
  const bossSide = bossSideOf(reading, slots);
  // So is what lies behind, in a spread with no place of the visitor's own (it round 110: "Hai portato un peso" in the past
  // of a past–present–future, then "Questa persona guarda al rapporto" where things stand).
  const theirPast = (theirSide || theirHeart) && !slots.some(isVisitorsOwn) ? firstIn(['past'], slots) : undefined;
  // And what they mean to do read ahead, where things stand is how they feel now (en round 120: "Trust the quiet knowing of
  // your heart" between their past and their intent).
  // (So it is beside a place of the visitor's own, asked what they mean to do: es round 123, the heart of the matter read
  // as the visitor's debts and grievances.)
  const theirNow =
    theirSide && theirSide.position.kind !== 'present' && (!slots.some(isVisitorsOwn) || reading.matter === 'INTENT')
      ? firstIn(['present'], slots)
      : undefined;
  const situation = situationIn(reading);
  const facingATest = reading.matter === 'DRIVING' || reading.matter === 'EXAM';
  const familyHome = asksAboutAFamilyHome(cleanQuestion(reading.question));
  const { locale } = reading;
  // One card asked why the wrong people keep coming is read by its words for that pattern: its words for love at large
  // may court where the pattern warns (es round 134: "Déjate cortejar", then "you give your heart to those who court well").
  const patterned = slots.length === 1 && asked && reading.ask === 'open' && focusesOn(reading) === 'why';
  return slots.map((slot) => {
    if (reading.concern) return undefined;
    if (patterned) return slot.reversed ? 'reversed.pattern' : 'stances.pattern';
    if (slot === theirSide)
      return kindTextKey(text, slot, reading.matter === 'INTENT' ? 'intent' : 'thoughts', theme, { asked, situation, locale });
    if (slot === bossSide) return slot.reversed ? 'reversed.workView' : 'stances.workView';
    if (slot === theirHeart) return kindTextKey(text, slot, 'feelings', theme, { asked, situation, locale });
    if (slot === theirAhead) return kindTextKey(text, slot, 'intent', theme, { asked, situation, locale });
    if (slot === theirPast) return slot.reversed ? 'reversed.theirPast' : 'stances.theirPast';
    if (slot === theirNow) return kindTextKey(text, slot, 'feelings', theme, { asked, situation, locale });
    // A friend asked about is read, where things stand and in any place for their heart, by the card's words for the friendship.
    if (reading.matter === 'FRIEND' && asked && FRIENDSHIP_PLACES.includes(slot.position.kind))
      return slot.reversed ? 'reversed.friend' : 'stances.friend';
    // (Read as where things stand there: the place's own words would advise where to go.)
    if (placeChosen(reading, slot))
      return kindTextKey(text, { ...slot, position: { ...slot.position, own: undefined } }, 'present', theme, { asked, situation, locale });
    // One card asked about someone else ("Does she still love me?") reads that person's feelings.
    // (What they intend, asked of one card, is read by its text for their intentions.)
    // One card asked whether something will happen, on no area of life of its own (a driving test, happiness), is read
    // by its text for where things go: its theme's text would speak of growth at large.
    const willItHappen =
      slots.length === 1 && reading.ask === 'yes-no' && !reading.aboutNow && (theme === 'GENERAL' || theme === 'PERSONAL_GROWTH');
    // Asked whether they will come back, what they mean to do answers, not how they feel; asked how a trip will go (it is
    // planned), when is no question: that place reads as where it goes.
    // Asked what they think of the visitor (not what they feel), their words for that.
    const asOther = readsAsThem(reading, slots)
      ? reading.matter === 'INTENT' || asksReturn(cleanQuestion(reading.question))
        ? 'intent'
        : reading.matter === 'FEELINGS' && !asksWhatTheyFeel(cleanQuestion(reading.question))
          ? 'thoughts'
          : 'feelings'
      : (willItHappen && slot.position.kind === 'present') || (reading.matter === 'TRIP' && slot.position.kind === 'timing')
        ? 'future'
        : slot.position.kind;
    // An ex's feelings are read as what they feel apart, never as a partner's, a yes or no too (en round 102: "They feel
    // content and happy with you" for an ex); the lean is drawn from those words.
    const kind = asOther === 'feelings' && asksAfterAnEx(reading, theme) ? 'apart' : asOther;
    // A friendship's way, future, advice and people around are read by the card's words for a bond with someone close, as a
    // family's are (en round 113: "a plant that will never thrive both waste your resources" against a friend's honesty).
    const area = reading.matter === 'FRIEND' && asked && theme === 'GENERAL' && FRIENDSHIP_BOND_PLACES.includes(kind) ? 'FAMILY' : theme;
    return kindTextKey(text, slot, kind, area, { single: reading.single, asked, situation, facingATest, locale, familyHome });
  });
}

/**
 * The situation a question was asked from (none asked, none, except the come-back spread's, a bond that ended: it round 90,
 * "work side by side with the other person" after a break-up): a card text written for another gives way.
 */
function situationIn(reading: Reading) {
  const theme = readingTheme(reading);
  if (unaskedReturn(reading)) return situationOf({ theme, afterAnEx: true });
  return cleanQuestion(reading.question)
    ? situationOf({ matter: reading.matter, theme, single: reading.single, afterAnEx: asksAfterAnEx(reading, theme) })
    : undefined;
}

/**
 * Whether a card's text was written for one area or situation (its love, work or travel words, a bond's advice, what a
 * return makes possible); a test's are any test's.
 */
const writtenForAnArea = (key: TextKey) =>
  /^(meanings\.(LOVE|CAREER|FINANCE|FAMILY|TRAVEL|HEALTH|SPIRITUAL)|(stances|reversed)\.(love|work|money|travel|home|single|place|return|possible|\w+(Work|Money|Bond)))$/u.test(
    key,
  );

/** A card's paragraph: the text it is read by, or for a crisis or a wound what it offers to hold on to. */
function paragraphs(reading: Reading, text: TarotText, slots: readonly ReadingSlot[], keys = readBy(reading, text, slots)): string[] {
  const choose = readingChooser(reading);
  return slots.map((slot, index) => {
    const key = keys[index];
    if (!key) return careText(text, slot, reading);
    const own = textAt(text.Cards[slot.card], key);
    // An upright card read by its reversed words (the Nine of Pentacles in the way: doubting your worth) says so first,
    // or it reads as mislabelled; so does a major upright in the way that is not dark, whose words there are its shadow (es round
    // 89: the Emperor's "sobra disciplina" with no sign it was not drawn reversed).
    const notDarkInTheWay = slot.position.kind === 'obstacle' && isMajor(slot.card) && arcanaOf(slot.card).tone !== 'shadow';
    // (Not where its words there name it as tested already: "Strength here is the quality being tested", en round 91.)
    const namesItself = namedIn(own, text.Cards[slot.card].name, true);
    const shadowRead = notDarkInTheWay && key.startsWith('stances.obstacle') && !namesItself;
    // (A minor's harder words there read as the place's difficulty without it: the lead-in was a stock line on 22 of 52
    // upright cards in the way, en round 115.)
    if (slot.reversed || !((key.startsWith('reversed.') && isMajor(slot.card)) || shadowRead)) return own;
    const t = text.TemplateReading;
    return `${sayDrawn(choose(t.shadowSide, 'shadowSide', index), { card: slot }, t.reversedName)} ${own}`;
  });
}

/**
 * Matters that ask whether something hoped for happens or holds: a wedding, a job, a trip, their love, being on the right
 * path (es round 83: "un sí prudente" on the Ten of Swords, its text "the worst has passed"), studies going well (es round
 * 84: "Tus estudios van por buen camino" over a rest and a recovery).
 */
const HOPED_FOR: ReadonlySet<Matter> = new Set<Matter>([
  'PATH',
  'STUDY',
  'MISS',
  'STILL_LOVES',
  'MARRY',
  'RIGHT_PERSON',
  'MAKE_UP',
  'NEW_BOND',
  'MEET',
  'DRIVING',
  'EXAM',
  'PAY_RISE',
  'JOB',
  'OFFER',
  'BUSINESS',
  'HOUSE',
  'MOVE',
  'TRIP',
]);

/** Cards whose upright picture is learning a craft: the apprentice, the mason's guidance, the bench. */
const LEARNING: ReadonlySet<CardId> = new Set(['page-of-pentacles', 'three-of-pentacles', 'eight-of-pentacles', 'page-of-swords']);

/** Cards whose upright picture is a home celebrated: the housewarming garland, the family estate. */
const HOMECOMING: ReadonlySet<CardId> = new Set(['four-of-wands', 'ten-of-pentacles']);

/** A dark card reversed whose grip loosens: a hardship easing, not a gift. */
const relief = (slot: ReadingSlot) => slot.reversed && arcanaOf(slot.card).tone === 'shadow' && arcanaOf(slot.card).reversed === 'release';

/**
 * A card read by its words for a trip's destination or its coming home: it describes the place, no omen for where the
 * spread goes (the Devil's nightlife, a quiet return), so it weighs on no yes or no, no arc and no card named the brightest
 * (a reading in pain reads no place's words).
 */
const describesPlace = (reading: Reading, slot: ReadingSlot) => {
  const own = !reading.concern && !placeChosen(reading, slot) && ownPlaceIn(slot.position, readingTheme(reading));
  return own === 'place' || own === 'return';
};

/**
 * A destination asked about once chosen ("Will the trip to Lisbon go well?"): its place is read as how the trip goes
 * there, never as advice on where to go.
 */
const placeChosen = (reading: Reading, slot: ReadingSlot) => reading.matter === 'TRIP' && slot.position.own === 'place';

/** Cards whose upright picture speaks of deceit: the Moon's illusions, the Seven of Swords stealing away. */
const DECEIT: ReadonlySet<CardId> = new Set(['the-moon', 'seven-of-swords']);
/** Cards whose upright picture is something unseen, though no deceit: a secret kept, an image taken for the real thing. */
const VEILED: ReadonlySet<CardId> = new Set(['the-high-priestess', 'seven-of-cups']);
/** Knights whose upright picture is a rush: passion or a charge that has yet to show staying power. */
const RUSHING: ReadonlySet<CardId> = new Set(['knight-of-wands', 'knight-of-swords']);
/**
 * Cards of both sides whose upright picture is itself a brake: the clash, the guard, the weary stand, the untouched cup,
 * the clouds of choices, the blindfold, the rest, the juggling, the clutch.
 */
const BRAKES: ReadonlySet<CardId> = new Set([
  'five-of-wands',
  'seven-of-wands',
  'nine-of-wands',
  'four-of-cups',
  'seven-of-cups',
  'two-of-swords',
  'four-of-swords',
  'two-of-pentacles',
  'four-of-pentacles',
]);
/** Cards of a quarrel: sharp words in haste, a fight to win, a clash of wills. */
const QUARREL: ReadonlySet<CardId> = new Set(['knight-of-swords', 'five-of-swords', 'five-of-wands']);

/**
 * Cards whose picture, upright, is setting off on a new road (the Fool's leap, the Six of Swords' crossing, a calling
 * followed, a chapter closed): no sign of more where the visitor already is (a pay rise).
 */
const ELSEWHERE: ReadonlySet<CardId> = new Set(['the-fool', 'six-of-swords', 'page-of-cups', 'eight-of-cups', 'death']);

/** Dark majors whose upright picture is a bind: the Devil's chain, the Moon's fog, the Tower's fall. */
const BINDING: ReadonlySet<CardId> = new Set(['the-devil', 'the-moon', 'the-tower']);

/** Hard cards whose reversed picture is a turning back: in from the cold (the Five of Pentacles), to the cups still standing (the Five of Cups). */
const TURNING_BACK: ReadonlySet<CardId> = new Set(['five-of-pentacles', 'five-of-cups']);

/** A card that warns against trusting as drawn: deceit upright, the Five of Swords' hollow win, or the Knight of Cups reversed's grand promises. */
const untrusty = (slot: ReadingSlot) =>
  (!slot.reversed && (DECEIT.has(slot.card) || slot.card === 'five-of-swords')) || (slot.reversed && slot.card === 'knight-of-cups');

/** Whether the visitor hopes a love comes back or holds: a return, or whether they still love them (making up after a quarrel, still together, is no return). */
const awaitsAReturn = (reading: Reading) =>
  // (No question awaits one but the spread for a return: a Death ahead in an unasked past–present–future is no "not back".)
  (((Boolean(cleanQuestion(reading.question)) && asksReturn(cleanQuestion(reading.question))) || unaskedReturn(reading)) &&
    !(reading.matter === 'MAKE_UP' && !asksAfterAnEx(reading, readingTheme(reading)))) ||
  reading.matter === 'STILL_LOVES';

/** The spread for a return drawn with no question: read after an ex. */
const unaskedReturn = (reading: Reading) => !cleanQuestion(reading.question) && reading.type === 'come-back';

/**
 * How each card answers a yes or no, as the text it is read by does (the Ace of Swords' words for an ex cut things
 * short); a text that leans as its card does keeps the card's lean (one card read as another's feelings, the heartfelt way).
 */
function leansOf(reading: Reading, slots: readonly ReadingSlot[], keys: readonly (TextKey | undefined)[]): (slot: ReadingSlot) => Lean {
  const keyOf = new Map(slots.map((slot, index) => [slot, keys[index]]));
  // Whether they still love the visitor hopes a bond holds, as a return hopes it mends: the same words answer both
  // (Death ahead, something has had its time, is no to either).
  // (Making up after a quarrel, still together, is no return: a return's cautious words for what lies ahead do not apply.)
  const asked = awaitsAReturn(reading) ? 'return' : undefined;
  // Whether someone can be trusted is never a yes on a card of deceit, whichever way up (the Seven of Swords' secret).
  const trust = reading.matter === 'FRIEND' || reading.matter === 'RIGHT_PERSON';
  // Whether an ex comes back is hoped for too.
  const hopedFor = asked === 'return' || (reading.matter !== undefined && HOPED_FOR.has(reading.matter));
  return (slot) => {
    const key = keyOf.get(slot);
    const own = key && ownLean(slot.card, key, reading.locale, asked);
    // Asked whether they are on the right path, a bright card's words that only encourage (Strength: "you can handle more
    // than you imagine") are the yes: they forecast nothing, and nothing is asked to happen (es round 69).
    // So are one upright bright card's asked whether someone new turns up (es round 96: the Ten of Cups' "busca a alguien
    // con valores afines" left open); among several, the others weigh too.
    const meets = reading.matter === 'MEET' && slots.length === 1 && !slot.reversed && !frightens(slot.card);
    const encourages = (reading.matter === 'PATH' || meets) && own === 'unclear' && cardLean(slot.card, slot.reversed) === 'yes';
    const lean =
      (encourages ? 'yes' : own) ||
      (describesPlace(reading, slot) ? 'unclear' : slots.length === 1 ? heartfeltLean(reading, slot) : cardLean(slot.card, slot.reversed));
    // Its reversed words for their heart or intent that say they turn back are that sign, however dark the card (it round
    // 113: the Ten of Swords reversed's "may get back in touch, carefully", the Ten of Wands reversed's "wants to be there
    // again", both left open); a bind's lifting is not (the Moon reversed's straight answer is no return).
    const turnsBack = slot.reversed && saysAHeart(key) && own === 'yes' && !BINDING.has(slot.card);
    // No yes on trust from a card of deceit, whichever way up. None on something hoped for (a job, a wedding, their
    // love) from one upright (the Moon reversed, their feelings coming clear, is a sign of it), from a frightening card,
    // from one walking away (the Eight of Cups upright), or from a dark card's relief where it answers (one card, or the
    // end: the worst passing is not the thing hoped for, unless its picture is a turning back, asked of a return). The Hierophant reversed, the rite turned away from, is no yes
    // to a wedding, however freeing its words.
    const noYes =
      (trust && (DECEIT.has(slot.card) || untrusty(slot))) ||
      // A text not written for love says nothing of a return (es round 83: "la puerta no está cerrada" on the Queen of
      // Pentacles' general words, "ocuparte de los tuyos").
      (asked === 'return' && key !== undefined && key.startsWith('meanings.') && key !== 'meanings.LOVE') ||
      (hopedFor && DECEIT.has(slot.card) && !slot.reversed) ||
      ((trust || hopedFor) &&
        !(asked === 'return' && TURNING_BACK.has(slot.card)) &&
        // (A quarrel laid down is what making up hopes for: en round 83, the Five of Swords reversed's olive branch.)
        !(reading.matter === 'MAKE_UP' && QUARREL.has(slot.card)) &&
        // (Asked whether they are on the right path, the way out of a trap is the path found: es round 88, the Eight of
        // Swords reversed's "you can decide again" read as "not clear yet".)
        reading.matter !== 'PATH' &&
        !turnsBack &&
        relief(slot) &&
        (slots.length === 1 || slot === cardAhead(slots))) ||
      (hopedFor && slot.card === 'eight-of-cups' && !slot.reversed) ||
      (hopedFor && frightens(slot.card) && !turnsBack) ||
      (reading.matter === 'MARRY' && slot.card === 'the-hierophant' && slot.reversed) ||
      // Nor from a knight's rush upright: the Knight of Wands' passion checked for staying power, the Knight of Swords'
      // headlong charge (en round 73, it round 76: "Probabilmente sì" to a wedding).
      (reading.matter === 'MARRY' && RUSHING.has(slot.card) && !slot.reversed) ||
      // Making up after a quarrel hears no yes from a card of the quarrel itself, upright (the Knight of Swords' haste).
      (reading.matter === 'MAKE_UP' && QUARREL.has(slot.card) && !slot.reversed) ||
      // A pay rise or one's own business hears no yes from a card of a new road, upright (the Fool's new role is elsewhere;
      // en round 128, the Six of Swords' crossing as a business's success); whether someone
      // misses the visitor, comes back or makes up, none from the Six of Swords' crossing away (es round 67), nor from the
      // Fool's leap into something new, "un plan, un lugar, una persona" (es round 127).
      ((reading.matter === 'PAY_RISE' || reading.matter === 'BUSINESS') && ELSEWHERE.has(slot.card) && !slot.reversed) ||
      ((slot.card === 'six-of-swords' || slot.card === 'the-fool') &&
        !slot.reversed &&
        (asked === 'return' || reading.matter === 'MISS' || reading.matter === 'MAKE_UP')) ||
      // (Nor, asked whether someone is the right person, from the Six of Swords' crossing towards calmer days among other
      // cards: it round 138, "Sembra di sì" on it alone past the Queen of Cups in the way; one card alone is its own words.)
      (slot.card === 'six-of-swords' && !slot.reversed && reading.matter === 'RIGHT_PERSON' && slots.length > 1);
    // Asked whether they miss or still love the visitor, a heart that hurts and feels deeply (the Three of Swords upright
    // as their feelings: "they are hurting… they feel deeply") is no sign against (en round 74: named against, twice).
    const hurting =
      aboutTheirFeelings(reading) && HURTING.has(slot.card) && !slot.reversed && (slots.length === 1 || speaksForTheirHeart(slot));
    // Asked whether they miss the visitor, the Six of Cups in their heart is missing itself, upright or looking back (es
    // round 128: «quizá añora una versión antigua del vínculo, o de ti», then "not yet a yes").
    if (reading.matter === 'MISS' && slot.card === 'six-of-cups' && speaksForTheirHeart(slot)) return 'yes';
    // A heart content on its own, upright (the Nine of Cups' serene pleasures, the Nine of Pentacles' self-sufficiency), is
    // no one missing the visitor, however warm its words (it round 133: "Sembra di sì" on the Nine of Cups' "serena… un
    // po' compiaciuta").
    const theirs = slots.length === 1 || speaksForTheirHeart(slot);
    if (reading.matter === 'MISS' && CONTENT.has(slot.card) && !slot.reversed && theirs) return 'no';
    return (lean === 'yes' && noYes) || (lean === 'no' && hurting) ? 'unclear' : lean;
  };
}

/** Places whose card urges no pace on the visitor: what blocks, the people around, what is hoped or feared. */
const URGE_NOTHING: readonly PositionKind[] = ['obstacle', 'around', 'hopes'];

/** Cards whose upright picture is someone content on their own. */
const CONTENT: ReadonlySet<CardId> = new Set(['nine-of-cups', 'nine-of-pentacles']);

/** Cards whose words for another's feelings say they hurt and feel deeply. */
const HURTING: ReadonlySet<CardId> = new Set(['three-of-swords']);

/** Every card's paragraph, for the revealed cards to show one by one. */
export function cardParagraphs(reading: Reading, text: TarotText): string[] {
  const slots = readingSlots(reading, text);
  return paragraphs(reading, text, slots).map((paragraph) => personal(reading, lowerArticles(paragraph, slots)));
}

/** A yes-or-no reading's answer in a few words, for the revealed cards; none when the question is not a yes or no. */
export function yesNoAnswer(reading: Reading, text: TarotText): string | undefined {
  const slots = readingSlots(reading, text);
  const leanOf = leansOf(reading, slots, readBy(reading, text, slots));
  const verdict = verdictOf(reading, slots, leanOf);
  // Whether a friend is honest hears no yes or no, but on a yes-or-no spread its answer says so: the cards cannot see into
  // a person (all three readers, round 92: a missing answer read as an omission), and time will show it ("Not clear yet"
  // beside "nothing speaks against trust" read as a contradiction: it rounds 120–122).
  // (Where the cards lean bright, that nothing suggests otherwise: it round 124, "Lo dirà il tempo" beside "the reading
  // finds no reason to doubt it".)
  if (!verdict && reading.matter === 'FRIEND' && givesVerdict({ ...reading, matter: undefined })) {
    const bright = spreadTone(reading, slots, leanOf) === 'light';
    return bright ? text.TemplateReading.verdict.friendBright : text.TemplateReading.verdict.friend;
  }
  return verdict && personal(reading, answerWords(verdict, text.TemplateReading, reading));
}

/**
 * Text as the visitor reads it: "he" or "she" for the person asked about when the question says which, "the card" for
 * one, and the name the visitor gave ("Giulia") for "this person".
 */
const personal = (reading: Reading, text: string) =>
  contracted(
    forDrawn(byName(forPerson(inLove(reading, text), personGender(cleanQuestion(reading.question))), reading), reading.cards.length),
    reading.locale,
  );

/** A bond's words said for a love bond where the reading is about one (its person as the question names them). */
export const inLove = (reading: Reading, text: string) =>
  forLove(text, readingTheme(reading) === 'LOVE' && !reading.single, personAsked(cleanQuestion(reading.question)));

/** Each language's words for someone unnamed, as a sentence says them. */
const thisPerson: Record<Locale, RegExp> = { en: /\b[Tt]his person\b/gu, es: /\b[Ee]sta persona\b/gu, it: /\b[Qq]uesta persona\b/gu };

/** "This person" said by the name the question gives them, where it gives one ("What does Giulia feel for me?"). */
function byName(text: string, reading: Reading): string {
  const asked = personAsked(cleanQuestion(reading.question));
  return asked && /^\p{Lu}\p{Ll}+$/u.test(asked) ? text.replace(thisPerson[reading.locale], asked) : text;
}

/**
 * A card's tone where a spread's arc is told: a card of both sides by the text it is read by (the King of Cups
 * reversed ahead, "control hardening into coldness", is no steady end), a dark one easing as neither side.
 */
const arcTone = (reading: Reading, leanOf: (slot: ReadingSlot) => Lean) => (slot: ReadingSlot) => {
  const tone = slotTone(slot);
  // A hardship easing (the Tower reversed, the Five of Pentacles reversed) neither opens brightly nor ends in light; a
  // place described is neither.
  // (A hardship easing ahead whose words there say so, "things are likely to improve", ends in light: never "the ending
  // is still open", en round 94.)
  if (relief(slot) && looksAhead(slot) && leanOf(slot) === 'yes') return 'light';
  if (relief(slot) || describesPlace(reading, slot)) return 'mixed';
  // A dark card ahead whose words there are no warning (the Eight of Wands reversed as a pause, Death as a close that
  // makes room) ends a spread neither heavier nor harder (en, es round 85: "grows more serious" for a delay); a dark
  // start stays dark, whatever its words (it round 86: "più seria verso la fine" after the Ten of Swords).
  // A dark major whose upright picture is a bind (the Devil's chain, the Moon's fog, the Tower's fall) ahead upright is
  // a warning whatever its words (es round 92: "the extremes do not settle the end" from the Three of Swords to the Devil).
  if (tone === 'shadow' && looksAhead(slot) && leanOf(slot) !== 'no' && !(BINDING.has(slot.card) && !slot.reversed)) return 'mixed';
  // A bright card reversed, its light held back (the Six of Wands reversed's praise come late), neither opens nor ends a
  // spread in light (es round 120: "tanto el comienzo como el final son favorables"; it round 119, «nella luce»).
  if (tone === 'mixed' && slot.reversed && arcanaOf(slot.card).tone === 'light' && leanOf(slot) === 'yes') return 'mixed';
  return tone === 'mixed' ? toneOfLean[leanOf(slot)] : tone;
};

/**
 * How a spread runs from its first card to its last, each by its tone there; none where the last describes a place (the
 * homecoming's Ten of Cups "leaves the outcome open", it round 93: its tone there is neither by design).
 */
function readingArc(
  reading: Reading,
  slots: readonly ReadingSlot[],
  text: TarotText,
  choose: Choose,
  leanOf: (slot: ReadingSlot) => Lean,
): string | undefined {
  const last = slots.at(-1);
  return last && describesPlace(reading, last) ? undefined : arcSentence(slots, text, choose, arcTone(reading, leanOf));
}

/** The kind of question a spread answers, for its opening (a statement reads as an open question). */
const askFrame = { 'yes-no': 'yesNo', should: 'should', timing: 'timing', open: 'open', none: 'open' } as const;

/**
 * A card's tone as the text it is read by answers a yes or no; in the way, or in what helps, its card's own (a text
 * there is the difficulty or the help by its place, whichever card lies there).
 */
const textTone = (leanOf: (slot: ReadingSlot) => Lean) => (slot: ReadingSlot) =>
  readByPlace(slot) ? slotTone(slot) : toneOfLean[leanOf(slot)];

/** A card in the way or in what helps, whose text there is the difficulty or the help by its place. */
const readByPlace = (slot: ReadingSlot) => slot.position.kind === 'obstacle' || slot.position.kind === 'favour';

/** How a spread of several cards leans on a yes or no; how another person feels now, where the spread speaks for them. */
function spreadLean(reading: Reading, slots: readonly ReadingSlot[], leanOf: (slot: ReadingSlot) => Lean): Tone {
  // (A card describing a trip's destination or its coming home is no card of the spread's weight: en round 128, "Either
  // outcome is still possible" on the Ace of Pentacles' rewarding trip, four cards counted where two weigh.)
  const weighing = slots.filter((slot) => !describesPlace(reading, slot));
  return leanTone(weighing, leanOptions(reading, weighing, leanOf));
}

/** How a spread's cards weigh on a yes or no: each by the text it is read by, their heart's where the question asks it. */
const leanOptions = (reading: Reading, slots: readonly ReadingSlot[], leanOf: (slot: ReadingSlot) => Lean): LeanOptions => ({
  theirFeelingsNow: theirFeelingsNow(reading),
  heartAsked: aboutTheirFeelings(reading),
  toneOf: textTone(leanOf),
  standIn: theirHeartOf(reading, slots),
  aboutThem: reading.subject === 'other',
  trip: readingTheme(reading) === 'TRAVEL',
  wholeHeart: reading.matter === 'RIGHT_PERSON' || reading.matter === 'MARRY',
});

/** Whether a question asks how another person feels now, answered where the spread speaks for their heart (whether they are right for the visitor is no feeling of theirs). */
const theirFeelingsNow = (reading: Reading) =>
  aboutTheirFeelings(reading) || (reading.subject === 'other' && reading.aboutNow === true && reading.matter !== 'RIGHT_PERSON');

/**
 * The overview: what the cards are about to do for this kind of question (the question itself is
 * on the page above it), then the one thing the table says as a whole, if anything stands out.
 */
function opening(
  reading: Reading,
  text: TarotText,
  slots: readonly ReadingSlot[],
  { verdict, answer, leanOf }: { verdict: Verdict | undefined; answer: OpenAnswer; leanOf: (slot: ReadingSlot) => Lean },
  choose: Choose,
): string {
  // What the table says stands in for the introduction where that would only announce the guidance (a yes or no, an
  // open question), followed by what the cards bring: a count alone says nothing of this reading.
  const frame = askFrame[reading.ask ?? 'open'];
  const announces = Boolean(cleanQuestion(reading.question)) && (frame === 'yesNo' || frame === 'open');
  // An answer by where things stand says that card's few words itself: the overview leaves them to it.
  // A place described (a trip's destination or return) brings no theme of the spread's: its card's few words would
  // contradict its words there (the Nine of Swords' "worries that grow in the dark" on a calm homecoming).
  // So does an answer that says a card's few words (an unsettled view: it round 78, 7 readings said them twice).
  const answered = answer.said.join(' ');
  const bearing = slots.filter((slot) => !describesPlace(reading, slot) && !answered.includes(essenceOf(slot, text)));
  const brought = verdict?.standing ? bearing.filter((slot) => slot !== slots[0]) : bearing;
  // (Where one card brings light and another shadow, the two are set against each other, by name: a list links nothing.)
  // The cards a lean will name in the guidance are those set against each other here (en round 80: the overview's harder
  // note the Hanged Man, the guidance's one to watch the Ten of Swords).
  const options = leanOptions(reading, slots, leanOf);
  // (Else, asked a yes or no, the spread's poles, which its guidance names "the most hopeful" and "the most testing": en
  // round 96, one pair in the overview and another in the guidance.)
  const leaning =
    !verdict && reading.ask === 'yes-no' ? (['light', 'shadow'] as const).map((tone) => leaningCard(slots, tone, options)) : [];
  const { light: brightest, shadow: hardest } = polesOf(slots, options);
  const named = reading.ask === 'yes-no' ? [...leaning, brightest, hardest] : [];
  const contrast = announces ? contrastSentence(brought, text, choose, named) : undefined;
  // One card's few words alone in an overview of several is said with its place: a bare "X brings…" reads as a list cut
  // short (en round 123: "The Queen of Wands brings a presence that lights up the room", the other two unnamed).
  const shown = broughtShown(brought);
  const thin = shown.length === 1 && slots.length > 1;
  // What the cards bring (the contrast, else each card's few words) follows what the table says: a card it names is counted
  // there, never named twice.
  const after = [contrast ?? essenceSentence(brought, text, thin ? 'placed' : undefined)].flat().join(' ');
  const namedAfter = (slot: ReadingSlot) => namedIn(after, text.Cards[slot.card].name);
  const fact = reading.cards.length === 1 ? undefined : deckFact(slots, reading, text, choose, namedAfter);
  if (fact && announces) return `${fact} ${after}`.trim();
  // Nothing on the table stands out: how the spread runs, first card to last, says more than an announcement
  // (where the guidance does not say it: an open question it cannot point to a card for).
  const arcInGuidance = frame === 'open' && !answer.pointed;
  // An answer decided by where things stand, not by the end, would stand beside an arc saying the end leaves it open.
  // Likewise a lean that is not the end card's own (a dark end past a bright way: yes).
  const end = cardAhead(slots);
  const leansOtherwise = !verdict && reading.ask === 'yes-no' && end !== undefined && spreadLean(reading, slots, leanOf) !== slotTone(end);
  // And an end said to bring light beside an answer it leaves open (the Three of Cups' reunion, read as neither).
  const endDisagrees = verdict !== undefined && end !== undefined && arcTone(reading, leanOf)(end) !== toneOfLean[verdict.lean];
  const decidedElsewhere = Boolean(verdict?.tipped || verdict?.standing) || leansOtherwise || endDisagrees;
  const arc =
    announces && !fact && slots.length >= 3 && !arcInGuidance && !decidedElsewhere
      ? readingArc(reading, slots, text, choose, leanOf)
      : undefined;
  // The arc speaks of its two ends: what the cards between bring follows, where there are a few (a verdict's reason
  // says what its card brings already).
  const between = slots.slice(1, -1).filter((slot) => bearing.includes(slot));
  if (arc) return [arc, ...(verdict || between.length < 2 ? [] : essenceSentence(between, text, 'between'))].join(' ');
  // One card asked a question (not a choice, which is the visitor's) is said with what it brings: a sentence on how one
  // card reads a question would say nothing of this one.
  const [only] = slots;
  if (only && slots.length === 1 && reading.ask !== 'should' && cleanQuestion(reading.question)) {
    const brings = choose(text.TemplateReading.opening.brings, 'opening').replace('{essence}', essenceOf(only, text));
    return sayDrawn(brings, { card: only }, text.TemplateReading.reversedName);
  }
  // Asked a yes or no or an open question, what the cards bring says more than a sentence on how cards answer one; but
  // one card left to bring beside an answer by where things stand, pulling the other way, is said as one of the cards
  // that pull (es round 85: the Six of Cups reversed's nostalgia alone under "It seems so").
  const [lone] = shown;
  const against = verdict?.standing && shown.length === 1 && lone && arcTone(reading, leanOf)(lone) !== toneOfLean[verdict.lean];
  // Nor is one card's few words alone an overview of several (it round 88: "Il Mondo porta un cerchio che si chiude.").
  if (announces && after) return against || thin ? `${introduction(reading, text, choose)} ${after}` : after;
  // An introduction alone says nothing of the cards: it is followed by what the table says, if anything stands out, and
  // by what the cards bring, a few words each.
  return [introduction(reading, text, choose), ...(fact ? [fact] : []), ...(after ? [after] : [])].join(' ');
}

/**
 * The places whose card's essence says what a spread brings: where things stand and where they go, else (a spread
 * about another's heart) any place but what blocks, what helps and the advice.
 */
const bringing: readonly PositionKind[] = ['present', 'self', 'future'];
const neverBringing: readonly PositionKind[] = ['obstacle', 'favour', 'advice'];

/** The cards whose few words say what a spread brings: those of now and ahead, else any but the way, the help and the advice. */
function bringers(slots: readonly ReadingSlot[]): readonly ReadingSlot[] {
  const brings = slots.filter((slot) => bringing.includes(slot.position.kind));
  return brings.length >= 2 ? brings : slots.filter((slot) => !neverBringing.includes(slot.position.kind));
}

/** The cards whose few words an overview says: one card alone, else up to three of those that bring. */
const broughtShown = (slots: readonly ReadingSlot[]) => (slots.length === 1 ? slots : bringers(slots).slice(0, 3));

/**
 * What the cards bring, each named with its few words (a spread's, from two or three places of where it stands and
 * goes): a list of few words after a colon links nothing to the cards on the table, and reads as a catalogue (en round
 * 70: 96 of 173 overviews ended "Taken together: …"; it round 77: 50 of 169 "Nel complesso: …"). One card said after an
 * arc that named both ends is said as lying between them (it round 88: "Il Re di Bastoni rovesciato mostra…" tacked on).
 */
function essenceSentence(slots: readonly ReadingSlot[], text: TarotText, alone?: 'between' | 'placed'): string[] {
  const frames = text.TemplateReading.opening.essence;
  const [first, second, third] = broughtShown(slots) as [ReadingSlot?, ReadingSlot?, ReadingSlot?];
  // (One card of several left to bring is said alone: an overview naming none says nothing, it round 80.)
  if (!first) return [];
  // A card reversed shows what it names ("the Eight of Swords, reversed, shows the bindings coming loose"): it brings
  // no such thing (en round 73: 13 overviews).
  const said = first.reversed ? frames.namedReversed : frames.named;
  const frame = (!second ? said[alone ?? 'one'] : third ? said.three : said.two)
    .replace('{position}', first.positionLabel)
    .replace('{firstEssence}', essenceOf(first, text))
    .replace('{secondEssence}', second ? essenceOf(second, text) : '')
    .replace('{thirdEssence}', third ? essenceOf(third, text) : '');
  const named = { first, ...(second ? { second } : {}), ...(third ? { third } : {}) };
  return [sayDrawn(frame, named, text.TemplateReading.reversedName)];
}

/**
 * Of the cards whose few words say what a spread brings, the first of light and the first of shadow, each named with its
 * few words, set against each other; none unless both are there.
 */
function contrastSentence(
  slots: readonly ReadingSlot[],
  text: TarotText,
  choose: Choose,
  preferred: readonly (ReadingSlot | undefined)[] = [],
): string | undefined {
  const shown = bringers(slots);
  const first = (fits: (slot: ReadingSlot) => boolean) =>
    preferred.find((slot) => slot && shown.includes(slot) && fits(slot)) ?? shown.find(fits);
  const light = first((slot) => slotTone(slot) === 'light' && !relief(slot));
  const shadow = first((slot) => slotTone(slot) === 'shadow');
  if (!light || !shadow) return undefined;
  const frame = choose(text.TemplateReading.opening.contrast, 'contrast')
    .replace('{lightEssence}', essenceOf(light, text))
    .replace('{shadowEssence}', essenceOf(shadow, text));
  return sayDrawn(frame, { light, shadow }, text.TemplateReading.reversedName);
}

/**
 * What a card brings as drawn, in a few words ("a leap into something new"); in the way, its few words for what its
 * paragraph there names as the difficulty, upright or reversed (the Ace of Cups upright in the way is "feelings either
 * dammed up or spilling everywhere", never its reversed "a guard kept up"); as advice, its counsel in a few words (the Fool
 * reversed: "look before you leap", never its "jump made with eyes shut"); read for another's heart, what it shows of theirs.
 */
function essenceOf(slot: ReadingSlot, text: TarotText, place?: keyof typeof essenceIn): string {
  const own = text.Cards[slot.card];
  const side = slot.reversed ? own.reversed : own;
  return side[place ? essenceIn[place] : 'essence'];
}

/** Which few words a card is said by in each place. */
const essenceIn = { inTheWay: 'wayEssence', advice: 'adviceEssence', heart: 'heartEssence', view: 'viewEssence' } as const;

/**
 * Whether a card's name, its article aside ("del Sol", "dal Sole" contract it), stands in a text; as a name only, with its
 * capital (the Moon, never "la luna" in a sentence).
 */
const namedIn = (words: string, name: string, asName = false) =>
  new RegExp(`(?<!\\p{L})${escapeRegExp(withoutArticle(name))}(?!\\p{L})`, asName ? 'u' : 'iu').test(words);

/** Whether a text names one of the cards drawn. */
const namesACard = (words: string, slots: readonly ReadingSlot[], text: TarotText) =>
  slots.some((slot) => namedIn(words, text.Cards[slot.card].name));

/** What a reading has written before its guidance: the overview, and the text and paragraph each card is read by. */
interface Written {
  opened: string;
  keys: readonly (TextKey | undefined)[];
  paragraphs: readonly string[];
}

/**
 * A guidance that names no card (a closing step alone) is told, before that step, which cards bring the most light and
 * the most shadow: a reader looks back at them.
 */
function withPoles(
  reading: Reading,
  text: TarotText,
  slots: readonly ReadingSlot[],
  leanOf: (slot: ReadingSlot) => Lean,
  said: string[],
  written: Written,
): string[] {
  const { opened } = written;
  // (A friend's honesty is no card's to vouch for; an overview that named the poles, setting them against each other or
  // each with its few words, has said it.)
  if (reading.matter === 'FRIEND' || namesACard(said.join(' '), slots, text)) return said;
  const poles = Object.values(polesOf(slots, leanOptions(reading, slots, leanOf))).filter(Boolean) as ReadingSlot[];
  // (A yes or no left open names them even so: the answer is the cards', never the lean alone, it round 80; so does how
  // something will go, en round 86: a new relationship's lean with no card named.)
  const leans = reading.ask === 'yes-no' || asksHowItWillGo(cleanQuestion(reading.question));
  if (!leans && poles.every((slot) => namedIn(opened, text.Cards[slot.card].name))) return said;
  // (Nor, but to a yes or no, where the overview has just set a bright card and a testing one against each other: es
  // round 96, the same pair said twice.)
  if (reading.ask !== 'yes-no' && contrastedIn(opened, slots, text)) return said;
  return [...said.slice(0, -1), ...poleSentence(reading, slots, text, leanOf, written), ...said.slice(-1)];
}

/** The one bright card and the one testing card an overview names, where it names one of each: those it set against each other. */
function contrastedIn(opened: string, slots: readonly ReadingSlot[], text: TarotText) {
  const named = (tone: Tone) =>
    slots.filter(
      (slot) => slotTone(slot) === tone && !(tone === 'light' && relief(slot)) && namedIn(opened, text.Cards[slot.card].name, true),
    );
  const [[light, ...brighter], [shadow, ...darker]] = [named('light'), named('shadow')];
  return light && shadow && brighter.length === 0 && darker.length === 0 ? { light, shadow } : undefined;
}

/** The cards that bring a spread the most light and the most shadow, named (a spread of one card has none). */
function poleSentence(
  reading: Reading,
  slots: readonly ReadingSlot[],
  text: TarotText,
  leanOf: (slot: ReadingSlot) => Lean,
  { opened, keys, paragraphs }: Written,
): string[] {
  if (slots.length < 2) return [];
  // Each card by the text it is read by: a paragraph that reads as a warning is never named the most hopeful sign.
  // Where the overview has set a bright card and a testing one against each other, those are the poles named (en round
  // 96: the Seven of Cups reversed and the Devil there, the Queen of Cups and the Page of Swords reversed here).
  const { light, shadow } = contrastedIn(opened, slots, text) ?? polesOf(slots, leanOptions(reading, slots, leanOf));
  // Of two cards, one is the more hopeful, never "the most hopeful in this spread" (en round 102).
  // Each is named with its few words (in the way, those for the difficulty) where neither the overview nor its paragraph
  // has said them, unless its paragraph was written for one person or situation (es round 117: «La carta que pide más
  // atención es el Cinco de Copas.» and nothing more, 7 readings).
  const why = (slot: ReadingSlot | undefined) => {
    const at = slot ? slots.indexOf(slot) : -1;
    if (!slot || readForOne(keys[at])) return undefined;
    const words = essenceOf(slot, text, slot.position.kind === 'obstacle' ? 'inTheWay' : undefined);
    const lower = (said: string) => said.toLocaleLowerCase(reading.locale);
    return opened.includes(words) || lower(paragraphs[at] ?? '').includes(lower(words)) ? undefined : words;
  };
  const [lightEssence, shadowEssence] = [why(light), why(shadow)];
  const withWhy = slots.length > 2 && (light ? lightEssence : true) && (shadow ? shadowEssence : true);
  const { opening } = text.TemplateReading;
  const frames = slots.length === 2 ? opening.polesOfTwo : withWhy ? opening.polesWhy : opening.poles;
  const said = (frame: string, cards: Record<string, ReadingSlot>) => [
    sayDrawn(
      frame.replace('{lightEssence}', lightEssence ?? '').replace('{shadowEssence}', shadowEssence ?? ''),
      cards,
      text.TemplateReading.reversedName,
    ),
  ];
  if (light && shadow) return said(frames.both, { light, shadow });
  if (light) return said(frames.light, { light });
  return shadow ? said(frames.shadow, { shadow }) : [];
}

/**
 * What the cards are about to do: for the question asked; asked nothing, for the question held in
 * silence (a yes-or-no spread), the person and bond in mind (a spread about another person, which
 * would otherwise tell of a break-up or a partner the visitor never named), or the subject they chose.
 */
function introduction(reading: Reading, text: TarotText, choose: Choose): string {
  const t = text.TemplateReading.opening;
  const one = reading.cards.length === 1;
  if (cleanQuestion(reading.question)) {
    // (One card asked anything else is said with what it brings, in the overview itself.)
    if (one) return t.question.oneShould;
    return choose(t.question.many[askFrame[reading.ask ?? 'open']], 'opening');
  }
  if (reading.type === 'card-of-the-day') return t.day;
  // A yes-or-no spread asked nothing says it reads the situation as it stands, and how to get a yes or no.
  if (!reading.shared && !reading.concern && isYesNo(reading.type)) return t.unspoken[one ? 'one' : 'many'];
  // (The come-back spread asked nothing reads what it was made for, a bond that came apart: en round 96, "What Ended It"
  // under "the person you have in mind" told a happy couple it was over.)
  if (!reading.shared && !reading.offSubject && unaskedReturn(reading)) return t.unspokenReturn;
  if (!reading.shared && !reading.offSubject && readsAnother(reading.type)) return t.unspokenOther;
  const general = (reading.shared ? t.shared : t.general)[one ? 'one' : 'many'];
  // Life at large is named as such ("your everyday life"): the theme's own label ("your situation") would go round in circles.
  const theme = readingTheme(reading);
  return compose(choose(general, 'opening'), { theme: theme === 'GENERAL' ? text.TemplateReading.themeAtLarge : text.Themes[theme] }, {});
}

/** What an open question asks; why, of anything but love ("Why can't I find a job?"), is what holds the visitor back. */
function focusesOn(reading: Reading) {
  const focus = openFocus(reading.question, reading.subject ?? 'self');
  return focus === 'why' && readingTheme(reading) !== 'LOVE' ? 'block' : focus;
}

/**
 * The kinds of position that answer each focus of an open question, first found first: what stands
 * in the way, else where the visitor stands or what lies behind them (the people around are no fault of theirs); why (what ended it,
 * what blocks, the visitor's own stance, what lies behind, where they stand); what the other person
 * holds (never the people around, who are not them); what to beware of (what blocks, where things
 * stand and go). What to do is answered by the advice, else where the visitor stands.
 */
const answering = {
  block: ['obstacle', 'self', 'present', 'past'],
  why: ['ended', 'obstacle', 'self', 'past', 'present'],
  watch: ['obstacle', 'present', 'self', 'future', 'around', 'advice'],
  other: ['thoughts', 'feelings', 'apart', 'intent'],
  way: ['advice', 'self', 'present'],
} as const satisfies Record<ReturnType<typeof focusesOn>, readonly PositionKind[]>;

/**
 * Where a spread with no place for the person asked about is read as their side: how things stand, the people around,
 * where it goes (never the visitor's own place); a boss, by how things stand first, then the visitor's own place (a card
 * of the people around or the workplace speaks of others, en and es round 67; the visitor's own card read as the boss's
 * view, es and it round 102).
 */
const nearThem: readonly PositionKind[] = ['present', 'around', 'future'];
/** What someone means to do lies ahead: where the spread goes first (en round 70: a bright end beside "no step your way"). */
const nearTheirIntent: readonly PositionKind[] = ['future', 'present', 'around'];
const nearTheirSide = (reading: Reading) => (reading.matter === 'INTENT' ? nearTheirIntent : nearThem);
const nearTheBoss: readonly PositionKind[] = ['present', 'self', 'future', 'around'];

/** Whether a spread has a place that speaks for the other person (what they think, feel, mean to do). */
const hasTheirPlace = (slots: readonly ReadingSlot[]) =>
  slots.some((slot) => (answering.other as readonly PositionKind[]).includes(slot.position.kind));

/** The first card in a place of these kinds, the kinds in order. */
const firstIn = (kinds: readonly PositionKind[], slots: readonly ReadingSlot[]) =>
  kinds.flatMap((kind) => slots.filter((slot) => slot.position.kind === kind))[0];

/** A frame without the card's own words it ends on (" – {shadow}", ": {advice}"), ending as a sentence. */
const withoutTail = (frame: string) =>
  frame.replace(/\s*[–—:;,]?\s*\{(?:shadow|advice|theirs)\}\.?\s*$/u, '').replace(/(?<![.!?…])$/u, '.');

/**
 * A frame whose card words were just read: its few words (its essence) stand for them after a colon or a dash
 * ("what the Tower, reversed, warns of here – a shake-up held off"), never a bare pointer; after a full stop, none.
 */
const briefly = (frame: string, essence: string) => {
  const tail = /\s*([–—:;,])\s*\{(?:shadow|advice)\}\.?\s*$/u.exec(frame);
  if (!tail) return withoutTail(frame);
  // (A few words follow a dash or a colon, never a semicolon.)
  const mark = /[–—]/u.test(tail[1]!) ? ` ${tail[1]}` : ':';
  return `${frame.slice(0, tail.index)}${mark} ${essence}.`;
};

/** A text's first sentence ("Get the worries out of your head."). */
const firstSentence = (text: string) => text.match(/^.*?[.!?…](?=\s|$)/u)?.[0] ?? text;

/** A sentence to follow a dash or a colon: "get the worries out of your head." */
const lowerFirst = (sentence: string, locale: Reading['locale']) => sentence.charAt(0).toLocaleLowerCase(locale) + sentence.slice(1);

/**
 * A card's sentence in a frame's `{key}`: as a sentence of its own after a full stop, else lower-cased after a colon or
 * a dash; one with a colon of its own after a colon becomes a sentence of its own, whole (never two colons in one
 * sentence, nor its head cut off as a list with no verb: "è il punto da cui partire: voci di corridoio, pressioni": it
 * round 73).
 */
function fillSentence(frame: string, key: string, sentence: string, locale: Reading['locale']): string {
  const at = frame.indexOf(`{${key}}`);
  if (at < 0) return frame;
  const before = frame.slice(0, at).trimEnd();
  const own = before.endsWith(':') && sentence.includes(':');
  const filled = /[.!?…]$/u.test(before) || own ? sentence : lowerFirst(sentence, locale);
  // The frame's own full stop after a sentence that already ends is not said twice.
  const after = frame.slice(at + key.length + 2);
  const start = own ? `${before.slice(0, -1)}. ` : frame.slice(0, at);
  return start + filled + (/[.!?…]$/u.test(filled) && after.startsWith('.') ? after.slice(1) : after);
}

/** An open question's answer in the guidance, and whether it points to a card. */
/** An open question's answer; `advised`: it ends on the card's own step (no stock step follows). */
type OpenAnswer = { said: string[]; pointed: boolean; advised?: boolean };

/**
 * An open question's answer, first in the guidance, in words: what holds the visitor back or why,
 * from the card in the place that answers it (by what it speaks of; a card of light upright, by its
 * shadow side); what to focus on, by what the advice speaks of; the
 * person asked about, by the card in their place, or said to have none (the people around the
 * visitor are not them). A question on something else is answered by the cards in their order.
 */
function openAnswer(
  reading: Reading,
  text: TarotText,
  slots: readonly ReadingSlot[],
  leanOf: (slot: ReadingSlot) => Lean,
  choose: Choose,
  shown: readonly string[],
): OpenAnswer {
  const none = { said: [], pointed: false };
  if (reading.ask !== 'open' || !cleanQuestion(reading.question)) return none;
  const focus = focusesOn(reading);
  const intent = reading.matter === 'INTENT';
  // What someone intends is read first where the spread has a place for it.
  // What someone feels, where the spread has a place for what they feel, before what they think.
  const feels = focus === 'other' && asksWhatTheyFeel(cleanQuestion(reading.question));
  const kinds: readonly PositionKind[] =
    focus === 'other' && intent ? ['intent', ...answering.other] : feels ? ['feelings', ...answering.other] : answering[focus];
  // Every card in a place that answers, in the order of those places; a portrait of the person (who they are) after
  // any place that speaks of how they see or feel for the visitor.
  const theme = readingTheme(reading);
  const portrait = (slot: ReadingSlot) => (ownPlaceIn(slot.position, theme) === 'portrait' ? 1 : 0);
  const placed = kinds.flatMap((kind) => slots.filter((slot) => slot.position.kind === kind)).sort((a, b) => portrait(a) - portrait(b));
  const found = placed[0];
  const t = text.TemplateReading;
  // What someone means to do is said in the card's own words for intentions; what a boss makes of the visitor's work, in its
  // words for that; what anyone else thinks of the visitor, in its words for thoughts.
  const theirsKind = reading.matter === 'BOSS' ? 'workView' : intent ? 'intent' : 'thoughts';
  const fit = { situation: situationIn(reading), locale: reading.locale };
  // A card's own first words for how it stands in the way.
  // (In the question's area, as its paragraph in the way would read: a job's words never stray into money.)
  const shadowOf = (card: ReadingSlot) =>
    firstSentence(
      kindText(text, { ...card, position: { ...card.position, own: undefined } }, 'obstacle', readingTheme(reading), {
        single: reading.single,
        ...fit,
      }),
    );
  const said = (
    frame: string,
    card: ReadingSlot,
    adviceFor: QuestionTheme = 'GENERAL',
    readAlready = false,
    stepIn?: QuestionTheme,
    stepOf: ReadingSlot = card,
  ) => {
    // Its first words in the way, its advice (for a bond, to someone close), and what another thinks of the visitor.
    const shadow = shadowOf(card);
    const adviceKey = kindTextKey(text, card, 'advice', adviceFor, fit);
    const advised = textAt(text.Cards[card.card], adviceKey);
    const advice = firstSentence(advised);
    const theirs = firstSentence(ownText(text, card, theirsKind));
    // Words its paragraph has just opened on are pointed to, not said again.
    const opened = firstSentence(shown[slots.indexOf(card)] ?? '');
    // (So are shadow words its paragraph has just said in other words: it round 113, "un isolamento diventato abitudine"
    // above, then "L'isolamento è diventato abitudine".)
    const echoed = frame.includes('{shadow}') && echoes(shadow, shown[slots.indexOf(card)] ?? '', reading.locale);
    const repeatsOpening =
      readAlready ||
      echoed ||
      Object.entries({ shadow, advice, theirs }).some(([key, words]) => frame.includes(`{${key}}`) && words === opened);
    // (Its few words for its advice stand for its advice: its general few words, reversed, name the danger.)
    const place = frame.includes('{shadow}') ? 'inTheWay' : frame.includes('{advice}') ? 'advice' : undefined;
    // Few words its paragraph has just said word for word are not said again either: the frame points, and ends (en
    // round 72: "warns of here – the guilty urge to take back every burden" after the same words).
    const wayEssence = essenceOf(card, text, 'inTheWay');
    const essence = place === 'inTheWay' ? wayEssence : essenceOf(card, text, place);
    const paragraph = (shown[slots.indexOf(card)] ?? '').toLocaleLowerCase(reading.locale);
    const wayAbove = paragraph.includes(wayEssence.toLocaleLowerCase(reading.locale));
    const saidAbove = place === 'inTheWay' && wayAbove;
    // A card that troubles as drawn is then named by its first words, never left a bare pointer ("Il Nove di Spade è il
    // punto da cui partire.": it round 73, 3 of 9 career blocks).
    // (An advice is pointed to: a troubled card's few words there would name the danger it advises against.)
    const above = troubles(card) && place !== 'advice' ? briefly(frame, essenceOf(card, text)) : withoutTail(frame);
    // Its few words for advice are general: after its advice for a bond, work or money, the frame points (es round 82: "celebra
    // con tu gente lo que has logrado" after its advice on a budget).
    const areaAdvice = place === 'advice' && adviceKey !== 'stances.advice' && adviceKey !== 'reversed.advice';
    const pointer = repeatsOpening ? (saidAbove || areaAdvice ? above : briefly(frame, essence)) : frame;
    // (Whether it points to the card with none of its words: they were all just read.)
    const bare = pointer === withoutTail(frame);
    const placed = pointer
      .replace('{position}', card.positionLabel)
      // (Its few words, never its keywords: it round 82, "mostra sogni e inconscio".)
      .replace('{gist}', essenceOf(card, text))
      // What weighs between two people is named as its paragraph there names the difficulty (never Death's "endings that
      // make room": en round 73).
      .replace(/:\s*\{wayEssence\}/u, (tail) => (wayAbove ? '' : tail))
      .replace('{wayEssence}', wayEssence);
    const filled = (
      [
        ['shadow', shadow],
        ['advice', advice],
        ['theirs', theirs],
      ] as const
    )
      .reduce((sentence, [key, words]) => fillSentence(sentence, key, words, reading.locale), placed)
      .replace('{pattern}', text.Cards[card.card][card.reversed ? 'reversed' : 'stances'].pattern);
    // A card's counsel said as the answer goes on with its own step (the Empress: "Rest without hurry, make something with
    // your hands…"), never a stock one after it (en round 73: "The Sun points the way: step into the light. Go through a
    // few weeks of bank statements…"); where its paragraph has just said it all, a closing step still follows (en round
    // 74: a guidance of one line reads as cut off).
    // What holds the visitor back, or what to watch, is followed by that card's own advice in the question's area (it
    // round 75: "Aggiorna il curriculum" after the Hermit reversed's isolation).
    const gives = frame.includes('{advice}');
    // (Never after a card untroubled as drawn, named by its harder edge: its own advice would feed that edge, es and it
    // round 95: the Four of Pentacles' clinging, then "consolidate and keep a reserve"; the Four of Swords' rest turned
    // stillness, then "stop and sleep more".)
    const edged = (frame.includes('{shadow}') || frame.includes('{wayEssence}')) && !troubles(stepOf);
    const given =
      gives && !repeatsOpening
        ? advised.slice(advice.length).trim()
        : stepIn && !edged
          ? kindText(text, stepOf, 'advice', stepIn, { single: reading.single, ...fit })
          : '';
    // A step whose first words echo what was just said goes on from its second sentence (it round 79: "…tenere in vita
    // ciò che è già finito. Lascia andare ciò che è già finito.").
    const firstStep = firstSentence(given);
    const step = firstStep && echoes(firstStep, filled, reading.locale) ? given.slice(firstStep.length).trim() : given;
    return { said: [sayDrawn(filled, { card }, t.reversedName), ...(step ? [step] : [])], pointed: true, advised: Boolean(step), bare };
  };
  const one = slots.length === 1;
  // A card troubles as drawn unless its text here is hopeful (Death as a welcome change), or as that text reads (the Two
  // of Pentacles reversed ahead: overcommitment catching up); in the way or in what helps, as drawn (its text there is
  // the difficulty or the help by its place, and a bright card's words for its shadow are not its keywords).
  const troubled = (slot: ReadingSlot) =>
    readByPlace(slot) ? troubles(slot) : (troubles(slot) && leanOf(slot) !== 'yes') || leanOf(slot) === 'no';
  if (focus === 'block' || focus === 'why') {
    // Asked what holds the visitor back, a card whose upright picture is itself a brake troubles there (es round 129: "No
    // card here shows a wall" beside the Four of Pentacles' clinging to what is safe).
    const holds = (slot: ReadingSlot) => troubled(slot) || (!slot.reversed && BRAKES.has(slot.card) && leanOf(slot) !== 'yes');
    // What is in the way answers (its text is written as the difficulty); elsewhere the first card of shadow among the
    // places that could, else the first that troubles, else one that troubles anywhere but the advice or what helps (a hard evening is
    // no "fixed barrier" to wave away), else the first upright (a card reversed into light is a recovery, with no gift
    // "taken too far"), else the first of them.
    const inTheWay = found?.position.kind === 'obstacle' ? found : undefined;
    const upright = placed.find((slot) => !slot.reversed);
    // Never the advice, nor what helps: its text there is the help; nor the people around: their words are no fault of the visitor's.
    const elsewhere = slots.filter((slot) => !(['advice', 'favour', 'around'] as PositionKind[]).includes(slot.position.kind));
    const card = one
      ? slots[0]
      : (inTheWay ??
        placed.find((slot) => slotTone(slot) === 'shadow') ??
        placed.find(holds) ??
        elsewhere.find((slot) => slotTone(slot) === 'shadow') ??
        elsewhere.find(holds) ??
        upright ??
        placed[0]);
    if (!card) return none;
    // Asked why love keeps bringing the wrong people, the card gives its own clue to the pattern (the Seven of Cups:
    // falling for the promise more than the person), whichever way it lies.
    // (One card's paragraph is already its words for the pattern: its frames point to it.)
    if (focus === 'why') return said(choose(t.openAnswers.why[one ? 'one' : 'placed'], 'why'), card);
    const frames = t.openAnswers.block;
    // A card in the way needs no "what holds you back lies in what stands in the way": it is said as one card's.
    const alone = one || card === inTheWay;
    // A reversed card's words, or a dark one's, name what troubles ("domineering and arrogance"); a bright card in the
    // way, by its harder edge; bright cards elsewhere blame nothing (their paragraphs have just praised them).
    const hard = holds(card);
    // (One card of both sides is read by its harder edge: its words have just named a brake, it round 91: the Four of
    // Pentacles' "refusing any change" then "shows nothing barring your way".)
    const clearOne = one && !hard && slotTone(card) === 'light';
    if (clearOne) return { said: [sayDrawn(frames.clear.one, { card }, t.reversedName)], pointed: false };
    // No troubled card of the visitor's own but one among the people around: what weighs is around them, not in them.
    const around = slots.find((slot) => slot.position.kind === 'around' && (slotTone(slot) === 'shadow' || troubled(slot)));
    if (!hard && !alone && around) return said(frames.around, around);
    // A spread with no troubled card anywhere shows no wall: the answer says so, and where to begin: by the advice's
    // counsel (en round 96: "the High Priestess… keep your plans to yourself" left unsaid), else by the brightest card
    // not behind the visitor (never "the Three of Cups in “What Led Here” shows what you can move towards").
    // (Never one whose words there describe holding back.)
    if (!hard && !alone) {
      const advice = slots.find((slot) => slot.position.kind === 'advice');
      if (advice) return said(frames.clear.advice, advice);
      const ahead = slots.filter((slot) => !isBehind(slot));
      const begin = polesOf(ahead, leanOptions(reading, ahead, leanOf), { withAround: true }).light;
      return said(frames.clear.placed, begin ?? ahead[0] ?? card);
    }
    // (A bright card's harder edge is said only of the card in the way: elsewhere, no troubled card shows no wall.)
    // (One upright card of both sides, its paragraph read kindly, shows no wall: what may hold the visitor back is its other
    // side, to check, never a fault found (en round 113: Justice's "integrity is rewarded", then "an imbalance may be unsettling
    // your plans"; es: the Knight of Wands' courage, then the brake.)
    // (Only where its words there read kindly: the Two of Swords' indecision is its meaning, not its other side, en round 116.)
    // (So is one upright card of both sides whose paragraph has not spoken of that edge: en round 127, the Hermit's
    // "independent work is rewarded", then "working alone may have hardened into isolation" as the thing to look at.)
    const edgeUnsaid =
      slotTone(card) === 'mixed' &&
      !BRAKES.has(card.card) &&
      leanOf(card) !== 'no' &&
      !echoes(shadowOf(card), shown[0] ?? '', reading.locale);
    const kindOne = one && !card.reversed && (leanOf(card) === 'yes' ? !hard : edgeUnsaid);
    const frame = kindOne ? frames.edgeOne : hard || one ? frames.shadow[alone ? 'one' : 'placed'] : frames.other.one;
    // A card in the way has just been read by those words: the answer points to it without saying them twice.
    // (One card's guidance gives its advice itself; a bright card read by its harder edge has advice for its bright side:
    // en round 76, "suggest a lunch with colleagues" after the Three of Cups' party noise as the block.)
    // A card untroubled as drawn named by its harder edge is followed by a step for that edge, never its own advice (which
    // feeds it) nor its reversed one (a reversal is seldom the excess: en round 98, the Eight of Wands' haste, then "chase
    // the delayed approval"), nor a stock step (it round 87: "Aggiorna il curriculum" after the Six of Wands' hunger for applause).
    if (!hard && !one) {
      const named = said(frame, card, 'GENERAL', true);
      return { ...named, said: [...named.said, frames.edgeStep], advised: true };
    }
    return said(frame, card, 'GENERAL', card.position.kind === 'obstacle', one || !hard ? undefined : readingTheme(reading));
  }
  if (focus === 'watch') {
    // What to beware of: a troubled card (dark, or reversed) in the place for it, else the first where it could lie but
    // the advice (its words there are counsel), else the card in the place for it by its edge, else the advice, else the
    // brightest card's own edge.
    const counsel = (slot: ReadingSlot) => slot.position.kind === 'advice';
    const inTheWay = (slot: ReadingSlot) => slot.position.kind === 'obstacle';
    const warned =
      placed.find((slot) => inTheWay(slot) && troubled(slot)) ??
      placed.find((slot) => troubled(slot) && !counsel(slot)) ??
      placed.find(inTheWay) ??
      placed.find(troubled) ??
      placed.find((slot) => !slot.reversed) ??
      placed[0];
    if (!warned) return none;
    const frame = t.openAnswers.watch[troubled(warned) ? 'shadow' : 'other'][one ? 'one' : 'placed'];
    // A card in the way has just been read by its words for its shadow: the answer does not say them twice.
    // (Its advice follows, unless its paragraph was that advice, one card's guidance gives it, or it is a bright card's.)
    const step = one || counsel(warned) || !troubled(warned) ? undefined : readingTheme(reading);
    return said(frame, warned, 'GENERAL', warned.position.kind === 'obstacle', step);
  }
  if (focus === 'way') {
    // How to get on with someone close: the card that weighs between them, else the one that can bring them closer.
    const close = personAsked(reading.question);
    if (close && (reading.matter === 'FAMILY' || reading.matter === 'FRIEND')) {
      // What weighs now (never what lies behind or ahead), and never a card of deceit: no sister is accused by a card.
      const between = slots.filter(
        (slot) => (['present', 'self', 'obstacle'] as PositionKind[]).includes(slot.position.kind) && !DECEIT.has(slot.card),
      );
      // (A dark card whose words here are hopeful weighs on nothing: en round 85, the Tower's air cleared at home.)
      const weighs = between.find((slot) => slotTone(slot) === 'shadow' && leanOf(slot) !== 'yes') ?? between.find(troubled);
      // (A card in the way is no clue to getting closer: its words there are the difficulty; nor, where another is drawn,
      // one behind or of the setting: es round 88, the Nine of Pentacles at the root, "cultiva tu propio jardín", for a sister.)
      const upright = slots.filter((slot) => !slot.reversed && slot.position.kind !== 'obstacle');
      const clue = upright.find((slot) => !isBehind(slot) && !describesSetting(slot)) ?? upright[0];
      const card = weighs ?? slots.find((slot) => slot.position.kind === 'advice') ?? clue ?? slots[0]!;
      // What weighs is pointed to in its place (its words there were just read, and its words for work would not fit
      // a sister); what brings them closer is its advice for a bond, or where the advice was just read, pointed to.
      const frames = t.openAnswers.close;
      const frame = weighs ? frames.weighs[one ? 'one' : 'placed'] : frames.nears[card.position.kind === 'advice' ? 'advice' : 'other'];
      return said(frame.replace('{person}', close), card, 'FAMILY');
    }
    // What to focus on, or what to do about a matter ("How can I improve my finances?"): the advice answers, in its
    // words for the matter's area of life.
    const toDo = asksHowTo(cleanQuestion(reading.question));
    if (reading.matter !== 'FOCUS' && !toDo) return none;
    const card = found ?? slots[0]!;
    const area = toDo ? readingTheme(reading) : 'GENERAL';
    // The advice card is itself the answer; another card says where to start in its advice's first words.
    if (card.position.kind === 'advice') {
      const pointed = said(t.openAnswers.focus.advice, card, area);
      // Its advice for the question's area, read in full just above, leaves the pointer bare: it is said to be that step,
      // never followed by a stock one (en rounds 96–97: "The most direct answer comes from the Six of Cups in “Advice for
      // You”. Set up a small automatic transfer into savings…").
      // (Its counsel in a few words is said with the pointer, unless it speaks of another area or of its suit's own sphere,
      // a Cup's heart in money, es round 82: "celebra con tu gente lo que has logrado" after a budget; the pointer alone
      // said nothing, en rounds 117–119: five finance questions of eight.)
      if (!pointed.bare || pointed.advised) return pointed;
      const counsel = essenceOf(card, text, 'advice');
      const strays = speaksOfAnotherArea(counsel, area) || outOfElement(card.card, area);
      const frame = strays ? t.openAnswers.focus.adviceAbove : t.openAnswers.focus.adviceAboveSaid.replace('{adviceEssence}', counsel);
      return { said: [sayDrawn(at(frame, card), { card }, t.reversedName)], pointed: true, advised: true };
    }
    return said(choose(t.openAnswers.focus.other, 'focus'), card, area);
  }
  // Which way someone's view of the visitor leans, said in one of a few ways (a crush asked about in every reading hears
  // no one stock line); someone getting over the worst (the Ten of Swords reversed) is mending, not yet warm to anyone.
  const viewLine = (slot: ReadingSlot, lean: Lean) =>
    lean === 'yes' && relief(slot)
      ? t.theirMendingView
      : // An unsettled view is said as such, never left to "the card's own words" (it round 73: 5 of 16) nor said in its
        // few words, which the overview has just said and which describe no way of seeing someone (it round 78: 7).
        choose(t.theirView[lean], 'their view');
  // One card read as the person asked about has just said their view in its words: the answer says which way it leans.
  if (one && readsAsThem(reading, slots)) {
    const lean = leanOf(slots[0]!);
    return { said: [intent ? t.theirIntentView[lean] : viewLine(slots[0]!, lean)], pointed: false };
  }
  // The person asked about as the visitor named them ("your boss"), else "the other person".
  const who = personAsked(reading.question) ?? t.otherPerson;
  // Which way their card leans, said of them: a warm card before a dark end (the Ten of Swords by evening) is no clear yes.
  const darkAhead = (slot: ReadingSlot) => (leanOf(slot) === 'yes' ? darkEndBeside(slots, [slot], textTone(leanOf)) : undefined);
  // (Nor is a card that troubles as drawn, warm as its words may be: the Devil's "thinks of you almost obsessively" is no
  // sincere liking, it round 91.)
  const viewOf = (slot: ReadingSlot): Lean => (darkAhead(slot) || (leanOf(slot) === 'yes' && darkAsDrawn(slot)) ? 'unclear' : leanOf(slot));
  // A step their card leans towards before a dark end is said as a step, with that end named as the caution (es round 111:
  // "más una actitud que un plan concreto" after the Ten of Pentacles' "compromisos formales").
  const intentView = (slot: ReadingSlot) => {
    const ahead = darkAhead(slot);
    return ahead && !darkAsDrawn(slot) ? sayDrawn(t.theirIntentAhead, { ahead }, t.reversedName) : t.theirIntentView[viewOf(slot)];
  };
  if (found && !one && intent) {
    // What they mean to do, in the card's words for intentions; where their card is read by those words already, which way it leans.
    const view = found.position.kind === 'intent' ? intentView(found) : undefined;
    const frame = t.openAnswerIntent.placed.replace('{person}', who);
    return said(view ? frame.replace('{theirs}', view) : frame, found);
  }
  // Their place's paragraph says their view in the card's words: the answer says which way it leans; a troubled card
  // there is a weight of the moment, never a label for the person ("recklessness and aggression").
  if (found && !one && troubles(found)) return said(t.openAnswerAboutTroubled.replace('{person}', who), found);
  // A warm heart before a dark end is said warm, with that end named as the caution (never a consolation under the Sun).
  // (A card dark as drawn whose words there are warm is a pull, never care: it round 129, the Devil's "almost obsessively…
  // to have you all to themselves" read as "un affetto sincero".)
  const theirView = (slot: ReadingSlot) => {
    if (darkAsDrawn(slot) && leanOf(slot) === 'yes') return t.theirDarkView;
    const ahead = darkAhead(slot);
    return ahead ? sayDrawn(t.theirWarmView, { ahead }, t.reversedName) : viewLine(slot, viewOf(slot));
  };
  if (found && !one) return said(t.openAnswerTheirs.placed.replace('{person}', who).replace('{theirs}', theirView(found)), found);
  // No place speaks for them: the cards are read as their side of things, where the spread shows others, else where things stand.
  // What they mean to do is answered where their intent leads, the last place read by its words for it, where that leans
  // towards the visitor and their side does not (es round 127: "no parece inclinada a dar un paso hacia ti" from the Four
  // of Pentacles' caution, past the Six of Wands' pride in the visitor at the end).
  const ahead = intent ? theirAheadOf(reading, slots) : undefined;
  const side = theirSideOf(reading, slots);
  const intentAhead = ahead && leanOf(ahead) === 'yes' && !troubles(ahead) && (!side || leanOf(side) !== 'yes') ? ahead : undefined;
  const bossSide = bossSideOf(reading, slots);
  const near = one ? slots[0] : (intentAhead ?? (reading.matter === 'BOSS' ? bossSide : firstIn(nearTheirSide(reading), slots)));
  const theirs = (intent ? t.openAnswerIntent : t.openAnswerTheirs)[one ? 'one' : 'placed'].replace('{person}', who);
  // Their side's paragraph already says their view in the card's words: the answer says which way it leans.
  const view = near && (intent ? intentView(near) : theirView(near));
  const pointing = view && (near === side || near === intentAhead) ? theirs.replace('{theirs}', view) : theirs;
  // A card's words for what someone thinks of the visitor are a heart's: a boss, a colleague or a friend is not read by them.
  if (near && aboutAHeart(reading)) return said(pointing, near);
  // A boss with no place of their own is read through the card where things stand at work: the climate they see the visitor in.
  if (near && reading.matter === 'BOSS') {
    const frame = t.openAnswerWork[one ? 'one' : 'placed'].replace('{person}', who);
    if (near !== bossSide) return said(frame, near);
    // (Its paragraph is already its words for the boss's view: the answer points to it and sums that view up in the card's
    // few words for it, es and it round 138: "Lo que describe es, a grandes rasgos, cómo te ve" said nothing; never a way
    // of its own: the picture can disagree with those words, es round 137: "luces y sombras" over the Devil reversed's
    // glad boss.)
    // (One card's paragraph stands just above: summed up again, it is said twice, it round 139.)
    const pointer = sayDrawn(at(withoutTail(frame), near), { card: near }, t.reversedName);
    if (one) return { said: [pointer], pointed: true };
    return { said: [pointer, t.bossView.replace('{person}', who).replace('{view}', essenceOf(near, text, 'view'))], pointed: true };
  }
  return { said: [t.openAnswerNone.replace('{person}', who)], pointed: false };
}

/**
 * Whose yes a spread's lean speaks of: an ex's return, meeting someone, another person's doing
 * (never "as long as you do your part"), else the reading's theme.
 */
function leanSubject(reading: Reading, theme: QuestionTheme): keyof Frames['lean'] {
  if (asksAfterAnEx(reading, theme)) return 'COME_BACK';
  if (reading.single && theme === 'LOVE') return 'SINGLE';
  return reading.subject === 'other' && theme === 'GENERAL' ? 'OTHER' : theme;
}

/** Whom the closing line speaks of: someone hoping an ex comes back, someone single, else the question's subject. */
function closingSubject(reading: Reading, asked: QuestionTheme): keyof Frames['closing'] {
  // (en round 85: the unasked spread for a return closed on "how you feel after time together".)
  if (unaskedReturn(reading) || asksAfterAnEx(reading, asked)) return 'RETURN';
  return reading.single && asked === 'LOVE' ? 'SINGLE' : asked;
}

/** A love (or unthemed) question after an ex: a return, or what they feel now (making up after a quarrel is not one). */
const asksAfterAnEx = (reading: Reading, theme: QuestionTheme) =>
  (theme === 'LOVE' || theme === 'GENERAL') &&
  Boolean(cleanQuestion(reading.question)) &&
  asksReturn(reading.question) &&
  !afterAQuarrel(reading.question);

/** How a major ahead that urges neither way leans on a choice, by its light. */
const endPush = { light: 'act', shadow: 'wait', mixed: 'open' } as const satisfies Record<Tone, Impetus>;

/**
 * Which way the cards point on a choice ("Should I…?", "Is it a good time to…?"), never a yes or no, by which way
 * each card pushes a step (its impetus, not its brightness): one card by its own; a spread by its advice, else by
 * the card it ends on ahead (said instead of the arc, which would name it again), else by the card that tips the
 * balance. An advice and an end that pull opposite ways are both named (a hard card ahead warns against a go-ahead even
 * where it pushes neither way); an end that urges the step past a dark way there warns of a hard start.
 */
function shouldLean(
  reading: Reading,
  text: TarotText,
  slots: readonly ReadingSlot[],
  keys: readonly (TextKey | undefined)[],
  choose: Choose,
): { said: string[]; named: boolean; way: Impetus | 'split' } {
  if (reading.ask !== 'should' || !cleanQuestion(reading.question)) return { said: [], named: false, way: 'open' };
  const t = text.TemplateReading;
  const frames = t.shouldLean;
  // A card pushes as the text it is read by does (the Knight of Wands' money text says pause).
  // Asked whether to study, the cards of learning a craft, upright, speak for it; whether to buy a home, the cards of a
  // home celebrated.
  // Whether to sell one, Death's farewell speaks for letting it go, either way up (es round 119: its "close what is already
  // closed inside" read as "wait"; en round 121: reversed, "holding on is keeping everyone stuck… make the call and act").
  const selling = reading.matter === 'HOUSE' && asksToSell(cleanQuestion(reading.question));
  const pictures = (slot: ReadingSlot) =>
    (selling && slot.card === 'death') ||
    (!slot.reversed &&
      ((reading.matter === 'STUDY' && LEARNING.has(slot.card)) || (reading.matter === 'HOUSE' && !selling && HOMECOMING.has(slot.card))));
  const urges = (slot: ReadingSlot): Impetus => {
    if (pictures(slot)) return 'act';
    const key = keys[slots.indexOf(slot)];
    return key ? textImpetus(slot.card, slot.reversed, key, reading.locale) : impetusOf(slot.card, slot.reversed);
  };
  const [only] = slots;
  if (slots.length === 1 && only) {
    // A troubled or dark card urging the step (Death reversed: an ending put off) backs it only once what it names is faced.
    // (What it names is said in its few words for the difficulty, never "what it names above": en round 77.)
    // A dark card reversed by its release (the Hanged Man's waiting over) is no such trouble (en round 77).
    // An upright card of light that urges the step at large (the Magician) speaks for it where its text there leaves the
    // choice open: "either way" for every upright card reads as no reading at all (en round 77: 3 of 3).
    const released = only.reversed && arcanaOf(only.card).reversed === 'release';
    const own = urges(only);
    const push = own === 'open' && !only.reversed && slotTone(only) === 'light' && impetusOf(only.card) === 'act' ? 'act' : own;
    // A dark card upright that urges neither way is a warning, never a choice left open (en round 113: the Tower "leaves the
    // choice open" on a job offer).
    const guarded = push === 'act' && (troubles(only) || (arcanaOf(only.card).tone === 'shadow' && !released));
    const warns = push === 'open' && !only.reversed && slotTone(only) === 'shadow';
    const frame = guarded
      ? frames.guarded.replace('{wayEssence}', essenceOf(only, text, 'inTheWay'))
      : warns
        ? frames.hardOne
        : choose(frames.one[push], 'should');
    // (A warning, or a step held until what a card names is faced, is no go-ahead now.)
    return { said: [sayDrawn(frame, { card: only }, t.reversedName)], named: true, way: guarded || warns ? 'wait' : push };
  }
  const outcome = cardAhead(slots);
  // A major ahead that urges neither way still leans by its light: a hopeful end (the Star) speaks for the step, a dark
  // one (or a frightening minor's, the Nine of Swords) for waiting (a minor's quiet end, the Four of Wands at home,
  // leaves it open).
  const push = (slot: ReadingSlot): Impetus => {
    const own = urges(slot);
    // A card in the way never speaks for the step, nor one in what helps against it.
    if (slot.position.kind === 'obstacle' && own === 'act') return 'open';
    if (slot.position.kind === 'favour' && own === 'wait') return 'open';
    // (Whether to sell a home, a hopeful end is no side taken: en round 123, the Empress's "whether it stays in the family
    // or passes to someone new" read as "urges you to take the step".)
    if (slot !== outcome || own !== 'open' || selling || !(isMajor(slot.card) || frightens(slot.card))) return own;
    // (Never against the card's own push at large: Temperance's calm ahead is no go-ahead, it round 90.)
    const byLight = endPush[slotTone(slot)];
    const atLarge = impetusOf(slot.card, slot.reversed);
    return atLarge !== 'open' && atLarge !== byLight ? 'open' : byLight;
  };
  // A card whose light fits its push (the Ten of Cups ahead pulling forward, never the Four of Cups' advice) says it best.
  const fits = (slot: ReadingSlot) => slotTone(slot) === (push(slot) === 'act' ? 'light' : 'shadow');
  // A card backs its push where its light fits it, where its picture is the matter's, where the card at large pushes so
  // too (the Eight of Swords reversed's way out), or, urging patience, where it troubles as drawn (Strength reversed's doubt).
  const backs = (slot: ReadingSlot) =>
    fits(slot) || pictures(slot) || impetusOf(slot.card, slot.reversed) === push(slot) || (push(slot) === 'wait' && troubles(slot));
  const clear = (slot: ReadingSlot | undefined) => (slot && push(slot) !== 'open' ? slot : undefined);
  const advice = clear(slots.find((slot) => slot.position.kind === 'advice'));
  // An end that does not back its push is no clear end (en round 91: the Two of Swords' stalemate "ends it on a brighter
  // note"); an advice that does not is said as no easy card.
  // (Nor a troubled card urging the step: the Six of Wands reversed's unseen success "pushes you to take it", es round 93;
  // the Page of Pentacles reversed's delays ahead, en round 94.)
  const urgesTroubled = (slot: ReadingSlot) => push(slot) === 'act' && troubles(slot) && !pictures(slot);
  const end = outcome && clear(outcome) && backs(outcome) && !urgesTroubled(outcome) ? outcome : undefined;
  const ahead = slots.filter((slot) => !isBehind(slot));
  // Every card ahead weighs, but the people around, hopes and fears and when are never named as what a choice rests on.
  const nameable = (slot: ReadingSlot) => isVisitorsOwn(slot) || !describesSetting(slot);
  // A hard card ahead that pushes neither way still warns against an advice urging the step; so does the hardest card
  // of a way there far darker than light (the Ten of Swords and the Sun reversed against a hopeful Page of Cups).
  const onTheWay = ahead.filter((slot) => slot !== advice && slot !== outcome);
  const hard = onTheWay.filter(troubles);
  const darkWay = hard.length - onTheWay.filter((slot) => !troubles(slot) && slotTone(slot) === 'light').length >= CLEAR_PUSH;
  const named = hard.filter(nameable);
  const hardest = darkWay ? (named.find((slot) => isMajor(slot.card) || frightens(slot.card)) ?? named[0]) : undefined;
  // An end is a clear warning only where its words there warn (Death ahead, "the sun already between the towers", is none).
  const endKey = outcome && keys[slots.indexOf(outcome)];
  const endWarns = outcome && troubles(outcome) && (!endKey || textLean(outcome.card, outcome.reversed, endKey, reading.locale) === 'no');
  const warning = outcome && !end && endWarns ? outcome : hardest;
  // Where the end is silent, the cards ahead that clearly push the other way stand against the advice (the Sun,
  // the Magician and the Ten of Pentacles against a cautious Seven of Swords), by the one that pushes first (a major first).
  const others = ahead.filter((slot) => slot !== advice);
  const othersScore = others.reduce((sum, slot) => sum + impetusScore[push(slot)], 0);
  const opposite = advice && othersScore * impetusScore[push(advice)] < 0 && Math.abs(othersScore) >= CLEAR_PUSH;
  const opposing = opposite ? others.filter((slot) => nameable(slot) && push(slot) !== push(advice) && push(slot) !== 'open') : [];
  // An advice that urges the step though it troubles as drawn is outweighed by any card ahead that counsels patience and
  // backs it (en round 119: Strength reversed's "face your money worries" read as a go-ahead past the King of Cups
  // reversed's "make no big commitment while emotions run high").
  const uneasy = advice && push(advice) === 'act' && (troubles(advice) || slotTone(advice) === 'shadow');
  const cautions = uneasy ? others.filter((slot) => nameable(slot) && push(slot) === 'wait' && backs(slot)) : [];
  const against =
    end ??
    (advice && push(advice) === 'act' ? warning : undefined) ??
    opposing.find((slot) => isMajor(slot.card)) ??
    opposing[0] ??
    cautions.find((slot) => isMajor(slot.card)) ??
    cautions[0];
  if (advice && against && push(advice) !== (against === warning ? 'wait' : push(against))) {
    const frame = at(at(frames.split[push(advice) as 'act' | 'wait'], advice), against, 'otherPosition');
    // (Its timing is a split's: "set yourself a date" is no "either moment", nor "nothing asks you to wait" beside a card
    // counselling caution, it round 121.)
    return { said: [sayDrawn(frame, { card: advice, other: against }, t.reversedName)], named: true, way: 'split' };
  }
  // With no advice, where things stand or what helps urging the other way from the end is named beside it ("don't decide
  // yet" before the King of Wands ahead; it round 138: the King of Wands' "take the situation in hand now" in what helps,
  // unsaid, under "the cards counsel braking" on the Page of Swords' news to check at the end).
  // (Never a card that does not back its push: the Three of Wands' pause on money "counsels caution", en round 91.)
  // (Nor a troubled card urging the step, as for the end.)
  const standing =
    end &&
    slots.find(
      (slot) =>
        (slot.position.kind === 'present' || slot.position.kind === 'favour') &&
        slot !== outcome &&
        push(slot) !== 'open' &&
        push(slot) !== push(end) &&
        backs(slot) &&
        !urgesTroubled(slot),
    );
  if (!advice && end && standing) {
    const frame = at(at(frames.split[push(end) as 'act' | 'wait'], end), standing, 'otherPosition');
    return { said: [sayDrawn(frame, { card: end, other: standing }, t.reversedName)], named: true, way: 'split' };
  }
  // An end urging the step past a dark way there (never a card behind), on a spread that leans neither way, is told as
  // both, by name.
  const [way] = named;
  if (!advice && end && push(end) === 'act' && way && leanTone(slots) === 'mixed') {
    return { said: [sayDrawn(frames.torn, { way, outcome: end }, t.reversedName)], named: true, way: 'open' };
  }
  // Where neither the advice nor the end pushes, the cards on the way do (not the people around, hopes or when); pushing
  // neither way, the end leaves it open.
  const pushing = ahead.filter(nameable).reduce((sum, slot) => sum + impetusScore[push(slot)], 0);
  // One card's push it does not back (the Two of Swords' blindfold, "you will need to commit") tips no balance: the end
  // speaks instead (en round 90: "The cards point towards going ahead" on it alone).
  const leaning = ahead.filter((slot) => nameable(slot) && push(slot) === (pushing > 0 ? 'act' : 'wait'));
  const faint = Math.abs(pushing) < CLEAR_PUSH && !leaning.some(backs);
  const score = faint && outcome ? 0 : pushing;
  // The balance is said by the card that tips it most (a major first), so the answer names what it rests on.
  const tipping = score === 0 ? [] : [...leaning.filter(fits), ...leaning.filter((slot) => !fits(slot))];
  const said = advice && end && push(end) === push(advice) && !fits(advice) && fits(end) ? end : advice;
  const carrier = said ?? end ?? (score === 0 ? outcome : (tipping.find((slot) => isMajor(slot.card)) ?? tipping[0]));
  // A hard end that pushes neither way is never outweighed into a go-ahead: it is said as the warning it is (the Ten of
  // Swords as the outcome of a house purchase).
  if (!advice && !end && outcome && endWarns && score > 0) {
    return { said: [sayDrawn(at(frames.warned, outcome), { card: outcome }, t.reversedName)], named: true, way: 'wait' };
  }
  // Nor is a bright end that pushes neither way (the Six of Wands' success ahead) outweighed into a pause: the card that
  // counsels it and the end are said both (es round 92: "aconsejan no precipitarse" on the Devil, the outcome unsaid).
  // (Whether to sell a home, a bright end takes no side: en round 123, the Empress's care "whichever way" read as a go-ahead.)
  const promising =
    !selling &&
    outcome &&
    !outcome.reversed &&
    !troubles(outcome) &&
    slotTone(outcome) === 'light' &&
    push(outcome) === 'open' &&
    endKey !== undefined &&
    textLean(outcome.card, false, endKey, reading.locale) === 'yes';
  if (!advice && !end && promising && score < 0 && carrier && carrier !== outcome) {
    const frame = at(at(frames.split.wait, carrier), outcome, 'otherPosition');
    return { said: [sayDrawn(frame, { card: carrier, other: outcome }, t.reversedName)], named: true, way: 'split' };
  }
  if (carrier) {
    // A card whose light does not fit its push (the Eight of Swords urging a step) is said to urge it "even" so.
    // (An end that does not back its push, said for want of any other, pushes no way: en round 91.)
    const pushed = carrier === outcome && !end && score === 0 ? 'open' : push(carrier);
    // A bright card that urges neither way (the Ace of Cups ahead) is said to promise well, never to push nowhere.
    const bright = pushed === 'open' && slotTone(carrier) === 'light' && !troubles(carrier);
    // A dark card that urges neither way (the Eight of Swords ahead) is said to name something hard, never to tip nothing.
    const hard = pushed === 'open' && slotTone(carrier) === 'shadow';
    // (Elsewhere only a dark card urging the step: a calm one asking for time is no surprise.)
    // (Said a bright card urging patience only where it is one: the Four of Swords is none, it round 92.)
    // (An advice of both sides urging the step is no hard card: en round 113, the King of Swords "isn't an easy card".)
    const despite =
      carrier === advice
        ? pushed === 'act'
          ? slotTone(carrier) === 'shadow' || troubles(carrier)
          : pushed === 'wait' && slotTone(carrier) === 'light'
        : pushed === 'act' && slotTone(carrier) === 'shadow';
    const open = bright ? frames.bright : hard ? frames.hard : choose(frames.placed[pushed], 'should');
    const frame = despite && pushed !== 'open' ? frames.despite[pushed] : open;
    return { said: [sayDrawn(at(frame, carrier), { card: carrier }, t.reversedName)], named: true, way: bright || hard ? 'open' : pushed };
  }
  const balance = score > 0 ? 'act' : score < 0 ? 'wait' : 'open';
  return { said: [frames.balance[balance]], named: false, way: balance };
}

const impetusScore = { act: 1, wait: -1, open: 0 } as const satisfies Record<Impetus, number>;
/** How many more cards ahead must push one way than the other to stand against the advice. */
const CLEAR_PUSH = 2;

/** A frame with a card's place filled in ({position}, or another key such as {otherPosition}). */
const at = (frame: string, slot: ReadingSlot, key = 'position') => frame.replace(`{${key}}`, slot.positionLabel);

/**
 * The card that carries a spread's lean, named: the clearest sign of a yes, what weighs most against one; an open lean,
 * the card that speaks for it beside the one against.
 */
function leanCarried(
  reading: Reading,
  t: Frames,
  slots: readonly ReadingSlot[],
  tone: Tone,
  leanOf: (slot: ReadingSlot) => Lean,
  choose: Choose,
  heartOf: (slot: ReadingSlot) => string | undefined = () => undefined,
  wordsOf: (slot: ReadingSlot) => string | undefined = () => undefined,
): string[] {
  // Named by the same weights as the lean: each card by the text it is read by.
  const options = leanOptions(reading, slots, leanOf);
  // A bright card upright whose words tell someone single their life is full as it is weighs against meeting someone soon,
  // but holds nothing back (en round 118: "What still holds this back is the Nine of Pentacles").
  const content = (card: ReadingSlot) =>
    reading.single === true && !card.reversed && cardLean(card.card) === 'yes' && leanOf(card) === 'no';
  // A card read for their heart is named with what it shows of it (es round 119: "the clearest sign of a yes is the King
  // of Swords", whose words say he thinks before he feels).
  // Any other card is named with its few words there, where a frame with no colon can take them (en round 132: "deserves a
  // closer look", "marks where the real difficulty lies", and nothing said of it).
  const glossed = (named: string, words: string) => named.replace(/\.$/u, `: ${words}.`);
  const withWords = (named: string, card: ReadingSlot) => {
    const words = wordsOf(card);
    return words && !named.includes(':') ? glossed(named, words) : named;
  };
  const said = (frame: string, card: ReadingSlot) => {
    const heart = content(card) ? undefined : heartOf(card);
    const named = at(content(card) ? t.leanCarrier.content : frame, card);
    return [sayDrawn(heart ? glossed(named, heart) : withWords(named, card), { card }, t.reversedName)];
  };
  if (tone !== 'mixed') {
    const card = leaningCard(slots, tone, options);
    // A no past a bright heart of the matter names that card beside the one against (en round 120: "A pass doesn't look
    // within reach… the main reservation comes from the Tower", the World's "well within your grasp" unsaid).
    const brightNow =
      tone === 'shadow' && card !== undefined
        ? slots.find((slot) => slot.position.kind === 'present' && leanOf(slot) === 'yes' && slotTone(slot) === 'light' && !troubles(slot))
        : undefined;
    // (Only where the no rests on that one card: a way dark throughout has no strongest card.)
    const alone = slots.every((slot) => slot === card || slot === brightNow || isBehind(slot) || leanOf(slot) !== 'no');
    if (brightNow && card && brightNow !== card && alone) {
      const frame = at(at(choose(t.leanCarrier.mixed, 'carrier'), brightNow), card, 'otherPosition');
      return [sayDrawn(withWords(frame, card), { card: brightNow, other: card }, t.reversedName)];
    }
    // A heart held back in every place is no card against the visitor: its card shows the reserve (it round 111: "A remare
    // contro" before the Eight of Swords' "vorrebbe avvicinarsi, ma paure la frenano").
    const held = tone === 'shadow' && card !== undefined && card === heartHeldBack(slots, options);
    // A card dark as drawn whose words there lean no way, or Death upright (a door to close before someone new), is a step
    // before a yes, never what weighs against it (it round 123: «Contro il sì pesa soprattutto la Morte» past its hopeful
    // words).
    // (Never a bond's fall at the end, asked whether someone is right for the visitor: that is the no itself.)
    const fall = reading.matter === 'RIGHT_PERSON' && card === fallAhead(slots);
    const before =
      tone === 'shadow' && card !== undefined && !held && !fall && (leanOf(card) !== 'no' || (card.card === 'death' && !card.reversed));
    // A dark card whose words there lean yes (the Five of Cups' "they miss you") is a sign in favour, never
    // the best reason to hope (it round 125).
    const faint = tone === 'light' && card !== undefined && slotTone(card) === 'shadow';
    const frame = before ? t.leanCarrier.before : faint ? t.leanCarrier.faint : choose(t.leanCarrier[held ? 'heldBack' : tone], 'carrier');
    return card ? said(frame, card) : [];
  }
  // Where only one card on the way or ahead pulls, that one is named as what speaks for it, or against it, so far
  // (never a card behind or a describing place).
  // (A heart dark as drawn that holds back a yes is what weighs against it, whatever its words there.)
  // (The one for it is bright as drawn: a light held back, the Six of Wands reversed, is no light on the visitor's side.)
  const bright = leaningCard(slots, 'light', options);
  const [card, other] = [
    bright && !heldBackLight(bright) ? bright : undefined,
    // (Nor is an end walking away left unsaid beside the light: es round 120, the Eight of Cups ahead of a wedding.)
    leaningCard(slots, 'shadow', options) ?? darkHeartOf(slots) ?? walkingAway(slots) ?? darkCrossing(slots),
  ];
  if (!card || !other) {
    const pulling = card ?? other;
    const frame = choose(t.leanCarrier[card ? 'openLight' : 'openShadow'], 'carrier');
    return pulling ? said(frame, pulling) : [];
  }
  const frame = at(at(choose(t.leanCarrier.mixed, 'carrier'), card), other, 'otherPosition');
  return [sayDrawn(withWords(frame, other), { card, other }, t.reversedName)];
}

/** A "when" answer: the pace the cards keep, never a date, said by the cards that keep it. */
function timing(reading: Reading, t: Frames, slots: readonly ReadingSlot[]): string {
  const pace = paceOf(slots);
  const cards = paceCards(slots, pace);
  const frame = t.pace[pace];
  // A pace of its own, or a delay, is no one card's.
  return cards.length > 0 ? sayDrawnTogether(frame, cards, reading.locale, t.reversedName) : frame;
}

/** Whether a card is read by its words for another person's heart: what they think, feel, mean to do, feel apart. */
const saysAHeart = (key: TextKey | undefined) => ['thoughts', 'other', 'intent', 'apart'].includes(key?.split('.')[1] ?? '');

/**
 * Whether a card's text was written for one person or situation: another's heart, a friendship, a test, a home, a portrait,
 * a bond, their past.
 */
const readForOne = (key: TextKey | undefined) =>
  saysAHeart(key) || ['friend', 'test', 'home', 'portrait', 'bond', 'theirPast'].includes(key?.split('.')[1] ?? '');

/**
 * How a spread leans on a yes-or-no question, as said: a friend's honesty is never vouched for beside a card of deceit upright
 * (the Moon's illusions, the Seven of Swords), nor where any card troubles, the High Priestess keeps a secret or the Seven
 * of Cups shows an image taken for the real thing ("nothing speaks against trust" would be untrue, en round 88), nor past a
 * card in the way, whose paragraph there is a difficulty (en round 133: "Nothing in this reading sounds a warning" under
 * the Lovers' "sounds a warning worth heeding" there). The advice and the visitor's own stance are the visitor's (es round
 * 128: "La balanza no se inclina" over five warm cards, the Queen of Swords reversed only as the advice).
 */
function spreadTone(reading: Reading, slots: readonly ReadingSlot[], leanOf: (slot: ReadingSlot) => Lean): Tone {
  const leaning = spreadLean(reading, slots, leanOf);
  if (reading.matter !== 'FRIEND' || leaning !== 'light') return leaning;
  const doubted = (slot: ReadingSlot) =>
    untrusty(slot) ||
    (slot.position.kind !== 'advice' &&
      !isVisitorsOwn(slot) &&
      (troubles(slot) || slot.position.kind === 'obstacle' || (!slot.reversed && VEILED.has(slot.card))));
  return slots.some(doubted) ? 'mixed' : leaning;
}

/** The guidance: what the cards say together, the answer when one was asked for, then a closing line. */
function guidance(
  reading: Reading,
  text: TarotText,
  slots: readonly ReadingSlot[],
  {
    verdict,
    leanOf,
    keys,
    answer,
    opened,
  }: {
    verdict: Verdict | undefined;
    leanOf: (slot: ReadingSlot) => Lean;
    keys: readonly (TextKey | undefined)[];
    answer: OpenAnswer;
    /** The overview, whose arc is not said again. */
    opened: string;
  },
  choose: Choose,
): string[] {
  const t = text.TemplateReading;
  // The day's card asked a question closes on that question's subject, like any one card.
  const day = reading.type === 'card-of-the-day' && !cleanQuestion(reading.question);
  const theme = readingTheme(reading);
  // The closing speaks to the question's own subject, even in a spread read with another one.
  const asked = reading.topic && reading.topic !== 'GENERAL' ? reading.topic : theme;
  // A question's own matter closes on a step for it (a mock test, a valuation of the house).
  const matter = ownMatter(reading);
  // (Leaning to a no on whether they miss the visitor, the step is the visitor's own, never a message to them: es round
  // 85, "propónselo de nuevo" after a desire gone out.)
  const own = matter && t.matters[matter];
  const leansNo = () => reading.ask === 'yes-no' && (verdict ? verdict.lean === 'no' : spreadLean(reading, slots, leanOf) === 'shadow');
  // (Asked what to watch, the step is for catching what the card warned of, never a step to focus: it round 88, "Punta su
  // una sola cosa" after the Seven of Wands' siege.)
  const watching = own !== undefined && 'closingWatch' in own && focusesOn(reading) === 'watch';
  // (A house that has been in the family is more than a sale: its step speaks of the others who share it and what it holds,
  // it round 90: 0 of 9 readings on the grandparents' house named either.)
  const heirloom = own !== undefined && 'closingHeirloom' in own && asksAboutAFamilyHome(cleanQuestion(reading.question));
  const ownStep =
    own && ('closingNo' in own && leansNo() ? own.closingNo : watching ? own.closingWatch : heirloom ? own.closingHeirloom : own.closing);
  // (A step never names the person asked about: the answer before it has, and "your sister" twice reads as a form.)
  // A card's advice given as the answer is the step: a stock one after it would not follow from the card (en round 73:
  // "The Sun points the way: step into the light. Go through a few weeks of bank statements…").
  // Of the closing's ways, the first that echoes no card's paragraph nor what the guidance has said before it (it round 77:
  // "Smetti di aspettare il momento perfetto" after "aspetti il momento perfetto"; round 100: "Porta a termine quel
  // compito" after the Magician's "porta a termine una cosa"); where each does, the one chosen.
  // (Nor, leaning to a yes, is the step one written for a no: it round 107, "avoid checking their profiles for a week" after
  // "they seem to miss you".)
  const leansYes = () => reading.ask === 'yes-no' && (verdict ? verdict.lean === 'yes' : spreadLean(reading, slots, leanOf) === 'light');
  const forANo = new Set(own && 'closingNo' in own ? Object.values(own.closingNo) : []);
  const closingLine = (before: readonly string[]) => {
    const written = [...keys.flatMap((key, i) => (key ? [textAt(text.Cards[slots[i]!.card], key)] : [])), ...before].join(' ');
    const step =
      ownStep && forANo.size > 0 && leansYes()
        ? Object.fromEntries(Object.entries(ownStep).filter(([, way]) => !forANo.has(way)))
        : ownStep;
    const ways = step || (day ? t.day.closing : t.closing[closingSubject(reading, asked)]);
    const fresh = Object.keys(ways)
      .map((_, offset) => choose(ways, 'closing', offset))
      .find((way) => !echoes(way, written, reading.locale));
    return fresh ?? choose(ways, 'closing');
  };
  const closingAfter = (before: readonly string[]) => (answer.advised && !day ? [] : [closingLine(before)]);
  /** Whether a card's paragraph has just said these few words. */
  const paragraphSays = (slot: ReadingSlot, words: string) => {
    const key = keys[slots.indexOf(slot)];
    return key !== undefined && textAt(text.Cards[slot.card], key).toLocaleLowerCase(reading.locale).includes(words);
  };
  // A "when" question hears the pace the cards keep, never a date; one asking whether now is the moment, whether the
  // choice's lean says now or later (en round 119: "Is it a good time to move abroad?" answered as "Should I move?", 7 of
  // 8; round 120: a pace beside the lean, "counsels a pause… think in weeks").
  const pace = reading.ask === 'timing' ? [timing(reading, t, slots)] : [];
  const asksNow = reading.ask === 'should' && asksIfItIsTime(cleanQuestion(reading.question));
  // (A go-ahead beside a card on the way whose words ask to wait is no "nothing asks you to wait": it round 135, beside the
  // Moon's "wait for the fog to lift before deciding". The people around and what is hoped or feared urge nothing: it
  // round 138, the High Priestess's discreet people around as a reason to wait.)
  const asksToWait = slots.some((slot, index) => {
    const key = keys[index];
    const urged = key ? textImpetus(slot.card, slot.reversed, key, reading.locale) : impetusOf(slot.card, slot.reversed);
    return !isBehind(slot) && !URGE_NOTHING.includes(slot.position.kind) && urged === 'wait';
  });
  const when = (choice: { way: Impetus | 'split' }) =>
    asksNow ? [t.shouldLean.now[choice.way === 'act' && asksToWait ? 'split' : choice.way]] : pace;
  /** What a card read for their heart shows of it, where the overview has not said it. */
  const heartWords = (slot: ReadingSlot) => {
    const heart = saysAHeart(keys[slots.indexOf(slot)]) ? essenceOf(slot, text, 'heart') : undefined;
    return heart && !opened.includes(heart) ? heart : undefined;
  };
  // The card that carries a lean on their heart is said by its few words for a heart only where its paragraph was its words
  // for their feelings: they sum up those, never what they think, mean to do or feel apart (en round 136: a hurt pride
  // summed up as "admiration kept private", the World's intentions as "mature, settled affection").
  const feltWords = (slot: ReadingSlot) => (keys[slots.indexOf(slot)]?.split('.')[1] === 'other' ? heartWords(slot) : undefined);
  // A card that carries a lean says its few words there, where they are its own in that place and not yet said: never
  // words for one person, nor an upright card's general words after its words for one area, which could contradict them
  // (a card in the way says its words for the way; one reversed, its reversed words, whatever the area).
  const carrierWords = (slot: ReadingSlot) => {
    const key = keys[slots.indexOf(slot)];
    const inTheWay = slot.position.kind === 'obstacle';
    if (key === undefined || readForOne(key) || (writtenForAnArea(key) && !slot.reversed && !inTheWay)) return undefined;
    const words = essenceOf(slot, text, inTheWay ? 'inTheWay' : undefined);
    return paragraphSays(slot, words) || opened.includes(words) ? undefined : words;
  };
  if (slots.length === 1) {
    // A single card ends on its advice only where the closing is the day's or a general one; a step for the question's
    // own subject or matter (a test, a trip, money) would stand beside it as a second tip, often echoing the card.
    // A card read as the other person is theirs: its advice would turn their traits into the visitor's faults.
    // (What to watch or focus on is answered by the card: its own advice follows, never a stock step beside it, it round
    // 87: "Punta su una sola cosa" after the Queen of Cups' shadow.)
    const focus = reading.matter === 'FOCUS';
    // (Nor after the edge of a card untroubled as drawn, asked what to watch: its advice would feed that edge, it round 95:
    // the Four of Swords' rest turned stillness, then "stop, sleep more".)
    const edgeWatched = focusesOn(reading) === 'watch' && slots[0] !== undefined && !troubles(slots[0]);
    const ownClosing = (Boolean(ownStep) && !focus) || (!day && asked !== 'GENERAL') || readsAsThem(reading, slots) || edgeWatched;
    // (Nor where the answer has just said it: es round 89, a one-sentence advice said in the answer and again after it.)
    const advice =
      ownClosing || answer.advised
        ? []
        : [
            kindText(text, slots[0]!, 'advice', theme, { single: reading.single, situation: situationIn(reading), locale: reading.locale }),
          ].filter((cardAdvice) => !echoes(cardAdvice, answer.said.join(' '), reading.locale));
    // A yes or no asked of one card says why the card answers as it does (the answer itself stands beside the card);
    // asked of another single card (the card of the day), its lean, with no answer beside it.
    const [card] = slots;
    // An open question on a matter of its own ("How will my new relationship develop?") that nothing else answers hears
    // how the card leans in the matter's terms, not a closing step alone.
    const howItGoes = card && howItWillGo(reading, t, answer, toneOfLean[leanOf(card)]);
    const lean =
      card && (verdict || reading.ask === 'yes-no')
        ? [oneLean(reading, t, card, verdict?.lean ?? leanOf(card))]
        : howItGoes
          ? [howItGoes]
          : [];
    const choice = shouldLean(reading, text, slots, keys, choose);
    const body = [...answer.said, ...lean, ...choice.said, ...advice, ...when(choice)];
    return [...body, ...(focus && (advice.length > 0 || answer.advised) ? [] : closingAfter(body))];
  }
  // Another spread answers a yes-or-no question (never an open or "should" one) with the balance of its cards, on the question's subject.
  // How another person feels now is answered where the spread speaks for them, not by where it leads.
  const deceit = reading.matter === 'FRIEND' ? slots.find(untrusty) : undefined;
  const tone = spreadTone(reading, slots, leanOf);
  // The lean names the card that carries it, so the answer is the cards', not a stock line; a friend's honesty is no
  // card's to vouch for, so none is named for it, but a card of deceit is said for what it shows, accusing no one.
  // (Where the lean is open, the card read for the friendship is named as its picture, vouching for no one: en, es round
  // 115, a friend's honesty the only closings that named no card.)
  const friendship = slots.find((slot) => FRIENDSHIP_PLACES.includes(slot.position.kind));
  const carried = () =>
    reading.matter !== 'FRIEND'
      ? leanCarried(reading, t, slots, tone, leanOf, choose, feltWords, carrierWords)
      : deceit
        ? [sayDrawn(t.friendDeceit, { card: deceit }, t.reversedName)]
        : friendship && tone === 'mixed'
          ? [sayDrawn(at(t.friendPicture, friendship), { card: friendship }, t.reversedName)]
          : [];
  const howItGoes = howItWillGo(reading, t, answer, tone);
  // A yes or no asked of a spread that gives no verdict is answered by its lean, with the cards that carry it.
  const leans = !verdict && reading.ask === 'yes-no';
  const carriers = leans ? carried() : [];
  // A spread leaning yes whose end says no is a yes not to take for granted, said with that end (es round 113: "Este trabajo
  // pinta bien" over the Wheel reversed's delays as the outcome, unsaid).
  const end = cardAhead(slots);
  // (An end that warns: leaning no by its words there, troubled as drawn.)
  const warningEnd = tone === 'light' && end !== undefined && leanOf(end) === 'no' && troubles(end) ? end : undefined;
  const endWarns = leans ? warningEnd : undefined;
  // So is one past a hitch ahead of it, said with that card (en round 127: "the signs are good" over the Eight of Wands
  // reversed's delays in the near future).
  const hitch =
    leans && tone === 'light' && !endWarns
      ? slots.find((slot) => slot !== end && isAhead(slot) && leanOf(slot) === 'no' && troubles(slot))
      : undefined;
  const endCaution = endWarns
    ? [sayDrawn(at(t.endCaution, endWarns), { card: endWarns }, t.reversedName)]
    : hitch
      ? [sayDrawn(at(t.aheadCaution, hitch), { card: hitch }, t.reversedName)]
      : [];
  // A heart that says no now, asked how someone feels, before an end that leans yes is a no that may change, said with that
  // end (en round 127: "doesn't show them reaching back" past the King of Wands' "a clear commitment" at the end).
  const endHopes =
    leans &&
    tone === 'shadow' &&
    theirFeelingsNow(reading) &&
    end !== undefined &&
    !speaksForTheirHeart(end) &&
    end !== theirHeartOf(reading, slots) &&
    leanOf(end) === 'yes' &&
    !troubles(end);
  const endHope = endHopes ? [sayDrawn(t.verdict.turns, { outcome: end }, t.reversedName)] : [];
  // How it will go, said hopeful, names an end that warns (en round 129: "Signs are encouraging" over the Eight of Cups
  // reversed's "a sense of being stuck may linger" as the outcome).
  const openEndCaution = !leans && warningEnd ? [sayDrawn(at(t.endCautionOpen, warningEnd), { card: warningEnd }, t.reversedName)] : [];
  const lean = leans
    ? [matterLean(reading, t, tone) ?? choose(t.lean[leanSubject(reading, theme)][tone], 'lean'), ...carriers, ...endCaution, ...endHope]
    : howItGoes
      ? [howItGoes, ...openEndCaution]
      : [];
  if (verdict) {
    const [now, obstacle, outcome] = slots;
    // A no under "It won't be easy" says it won't come easily, never "not yet" (it round 87: each under the other's badge).
    const hard = answerWords(verdict, t, reading) === t.verdict.how.no;
    // The answer stands above the reading, as for one card: the guidance says why, and what the cards say together.
    const frame = verdict.split
      ? t.verdict.split
      : verdict.heldBack
        ? t.verdict.heldBack
        : verdict.despite
          ? t.verdict.despite[hard ? 'hard' : 'notYet']
          : verdict.standing
            ? // Read by another's heart, where things stand says their feelings: its card's few words describe none (en round
              // 78: "Temperance shows a steady middle way, and that points to a yes" to "Do they miss me?").
              (saysAHeart(keys[0]) ? t.verdict.standingHeart : t.verdict.standing)[verdict.lean]
            : verdict.tipped && verdict.lean === 'yes' && slotTone(outcome!) === 'light'
              ? // A bright end is no open last word (en round 80: "the World at the end leaves the last word open").
                t.verdict.tippedBright
              : verdict.tipped && verdict.lean !== 'unclear'
                ? t.verdict.tipped[verdict.lean]
                : hard
                  ? t.verdict.threeHard
                  : t.verdict.three[verdict.lean];
    // Where the answer rests on one card, what that card brings is said with it.
    const reason = sayDrawn(
      frame
        .replace('{nowPosition}', now!.positionLabel)
        .replace('{nowEssence}', essenceOf(now!, text))
        .replace('{outcomeEssence}', essenceOf(outcome!, text)),
      { outcome: outcome!, now: now!, obstacle: obstacle! },
      t.reversedName,
    );
    // (An end leaning the other way from where things stand, asked how things stand, is named as what to watch.)
    const turning = verdict.turns ? [sayDrawn(t.verdict.turns, { outcome: outcome! }, t.reversedName)] : [];
    // The condition is what the card in the way warns of; where that card is a hardship easing (the Devil reversed, a
    // hold breaking), what stands now if it troubles, else the easing card pointed to by its paragraph there (es round 90:
    // "hacer frente a… una travesía hacia la calma", the Six of Swords' few words, as the condition).
    const eased = relief(obstacle!);
    const watched = eased && troubles(now!) ? now! : obstacle!;
    const essence = watched === now ? essenceOf(now!, text) : essenceOf(obstacle!, text, 'inTheWay');
    // Few words its paragraph has just said are pointed to, not said again (it round 80: "la sensazione di non appartenere
    // davvero a nessun luogo" twice).
    // So are its few words for the way where its paragraph was read by words for a test, or upright by its reversed words:
    // they are the card's at large, and could contradict it (en round 86: "a coldness that leaves one right but alone" on
    // a driving test).
    // (Nor where it was read by its words for a trip: it round 97, "parole non dette tra due persone" as a trip's condition.)
    const key = keys[slots.indexOf(watched)];
    const areaWords = key?.endsWith('.test') || key?.endsWith('.home') || key?.endsWith('.travel') || key === 'meanings.TRAVEL';
    // (So are where things stand's few words where its paragraph was written for an area: it round 124, the Eight of Cups
    // reversed's "fear of leaving" as the condition for a wedding, its words there "something needs to change".)
    const ownArea =
      (watched === obstacle && (eased || areaWords || (!watched.reversed && key?.startsWith('reversed.')))) ||
      (watched === now && key !== undefined && writtenForAnArea(key));
    // (Nor are few words the overview has just said: es round 124, «un dolor que se clava» in both.)
    const shown = ownArea || paragraphSays(watched, essence) || opened.includes(essence);
    const tempered = shown ? t.verdict.temperedShown : t.verdict.tempered.replace('{essence}', essence);
    const condition = verdict.conditional ? [sayDrawn(tempered, { card: watched }, t.reversedName)] : [];
    // An open end with nothing else deciding says what the answer turns on: the difficulty in the way, pointed to where
    // its few words are not the card's there (en round 123: "It depends" over "the choices you make from here", naming no
    // condition).
    const open = frame === t.verdict.three.unclear;
    const dependsOn = watched === obstacle && !shown ? t.verdict.dependsOn.replace('{essence}', essence) : t.verdict.dependsOnShown;
    const said = open ? sayDrawn(dependsOn, { outcome: outcome!, card: obstacle! }, t.reversedName) : reason;
    return [said, ...turning, ...condition, ...closingAfter([said, ...turning, ...condition])];
  }
  // A lean or an answer says where the spread goes; the arc would say it again, perhaps otherwise.
  // Where no place speaks for the person asked about, the arc still says how the spread runs.
  const choice = shouldLean(reading, text, slots, keys, choose);
  // A lean that names no card is no answer from the cards: the arc still says how they run (it round 80: "le carte non
  // si sbilanciano" alone under the Tower and the King of Swords).
  // (A friend's honesty names no card on purpose.)
  const said = howItGoes !== undefined || carriers.length > 0 || reading.matter === 'FRIEND' || answer.pointed || choice.named;
  // The arc tells the visitor what the spread asks of them: never of another's heart, nor solemnly of a trip or a test
  // (en round 83: "what you do next counts for a lot" asked whether they miss the visitor; "the spread asks a lot of you"
  // on a holiday).
  // The arc is not told where the overview has just set its two ends against each other (es round 96: "el Tres de Bastos pone la nota
  // luminosa… el Dos de Oros invertido la más difícil", then "El Dos de Oros invertido abre la tirada en sombra…").
  const inOverview = (slot: ReadingSlot | undefined) => slot !== undefined && namedIn(opened, text.Cards[slot.card].name, true);
  const endsNamed = slots.length > 1 && inOverview(slots[0]) && inOverview(slots.at(-1));
  const arcFits = reading.subject !== 'other' && !everyday.has(reading.matter);
  const arc =
    said || !arcFits
      ? undefined
      : // (it round 81: "un primo passo rinviato in attesa del momento perfetto" in the card's paragraph and the closing.)
        // (Nor an upright card's general edge after its words for one area: it round 105, the Three of Pentacles "invisible
        // in groups" in love, then "the effort of accepting help".)
        (knotSentence(slots, text, (slot) => {
          const words = essenceOf(slot, text, 'inTheWay');
          const key = keys[slots.indexOf(slot)];
          const ownArea = !slot.reversed && key !== undefined && writtenForAnArea(key);
          return ownArea || paragraphSays(slot, words) ? '' : words;
        }) ??
        [endsNamed ? undefined : readingArc(reading, slots, text, choose, leanOf)].find(
          (sentence) => sentence && !opened.includes(sentence),
        ));
  // Where nothing else names a card (a lean left open, the overview having said how the spread runs; no question asked), the
  // card to look to is pointed to: another's heart where the question is theirs, else where things go, else where they stand
  // (never the way, the help, the setting or the past). A lean left open names the spread's poles where it has them (round
  // 84: "that is where the answer is still taking shape" said nothing: en 5, es 4, it 6); the card pointed to brings its few
  // words unless the overview said them (en round 81).
  const questioned = Boolean(cleanQuestion(reading.question));
  const poles = polesOf(slots, leanOptions(reading, slots, leanOf));
  const pointTo = !said && !arc && (questioned ? lean.length > 0 && tone === 'mixed' && !poles.light && !poles.shadow : slots.length > 1);
  // (A trip's destination or coming home describes a place: no card to look to for the answer; nor is a frightening card
  // one to watch: es round 84, Death on a trip beside the destination's emergency numbers.)
  const lookable = slots.filter((slot) => !describesPlace(reading, slot) && !(questioned && frightens(slot.card)));
  const place = (kinds: readonly PositionKind[]) => lookable.find((slot) => kinds.includes(slot.position.kind));
  const theirs = reading.subject === 'other' ? lookable.find(speaksForTheirHeart) : undefined;
  // (In that order, the first that has something to say of itself.)
  const lookTos = pointTo
    ? [...new Set([theirs, cardAhead(lookable), place(['present', 'self'])])].filter((slot) => slot !== undefined)
    : [];
  // The card looked to, with why: its few words, or where the overview said them its counsel (en round 85: "The card to
  // watch is the Hermit in “Where It Leads”." and nothing more; it round 89: "tieni a mente soprattutto…", 7 readings).
  const lookedTo = (card: ReadingSlot, frame: string, shown: string, bare: boolean) => {
    // A card read by its words for another's heart, a friendship or a test says nothing in its general few words: they may
    // speak of another area (en round 112: "small print that hides something" for an ex's feelings, "a call towards something deeper"
    // before a driving test).
    const key = keys[slots.indexOf(card)];
    const ownWords = readForOne(key);
    const words = essenceOf(card, text);
    if (!opened.includes(words) && !ownWords) return at(frame, card).replace('{essence}', words);
    const counsel = essenceOf(card, text, 'advice');
    // (A card read for another person, or the visitor's own stance, gives no counsel: its words there describe, en round
    // 94: "with its counsel: think clearly" from the ex's clarity. Nor, reversed or dark, does a card read by its words for
    // one area: its general counsel may say otherwise, en round 100: "ask before you decide for others" beside the Emperor
    // reversed's "without asking anyone's permission" on a trip. Upright and not dark, its counsel is the visitor's to
    // follow, en round 106: "make it the Emperor in “You”" and nothing of its own.)
    const cardTone = arcTone(reading, leanOf)(card);
    const plain = !card.reversed && cardTone !== 'shadow';
    // (Nor a card read by its words for their heart in another place: es round 119, the King of Swords' "a considered move"
    // for an ex, in "The outcome", turned on the visitor as "decide con criterio".)
    const describes =
      speaksForTheirHeart(card) || saysAHeart(key) || card.position.kind === 'intent' || (card.position.kind === 'self' && !plain);
    if (!describes && (plain || !(key !== undefined && writtenForAnArea(key))) && !opened.includes(counsel))
      return at(shown, card).replace('{adviceEssence}', counsel);
    // A card read for their heart says what it shows of it (es round 119: "ahí se juega buena parte de la lectura" alone).
    const heart = heartWords(card);
    if (heart) return at(t.aheadKeep, card).replace('{essence}', heart);
    // Else a card whose words here warn is watched for its harder edge, where its paragraph has not said it (en round
    // 103: "Pay most attention to the King of Swords in “You”." and nothing more, 12 readings); never a card its
    // paragraph reads kindly (it round 105: the Hermit's "not coldness but a search", then "a withdrawal that refuses
    // help"). Else another card is named, and only where none can be, this one sends the visitor back to its paragraph
    // (en round 104: "make it the Four of Pentacles, reversed, in “Outcome”." then an unrelated step, 7 of 10).
    const edge = essenceOf(card, text, 'inTheWay');
    const edgeSaid = opened.includes(edge) || paragraphSays(card, edge.toLocaleLowerCase(reading.locale));
    // (Reversed, its paragraph reads that side: its edge is the same trouble, unless the reversal is a release, it round
    // 105: the Five of Cups reversed's easing pain, then "a guilt that will not leave".)
    // (Never upright: its paragraph has read the card as drawn, and its edge reads as the reversal, en round 113: Death's
    // clean close in "You" glossed "clinging to what is already over", the Hanged Man's new view "endless limbo".)
    const warnsHere = card.reversed && troubles(card);
    if (warnsHere && !edgeSaid && !ownWords) return at(t.aheadWatch, card).replace('{essence}', edge);
    // Where no card has more to say, the one looked to still says its few words, even after the overview: a card named with
    // nothing of its own reads as empty (es round 113: "ahí se juega buena parte de la lectura" alone).
    // (Kept in mind, not watched, where its harder edge goes unsaid: es round 114, «Lo que conviene vigilar» on the Two of Wands'
    // plans.)
    if (bare && !ownWords) return at(frame === t.aheadWatch ? t.aheadKeep : frame, card).replace('{essence}', words);
    return bare ? at(frame === t.aheadWatch ? t.aheadWatchBare : t.aheadKeepBare, card) : undefined;
  };
  // (A bright card is kept in mind, not watched: "the card to watch" warns, en round 86 on the Nine of Cups.)
  // (Nor is one of both sides whose few words warn of nothing: es round 114, «Lo que conviene vigilar» on the Two of Wands'
  // horizon and the Four of Swords' rest.)
  const warns = (card: ReadingSlot) => questioned && (arcTone(reading, leanOf)(card) === 'shadow' || troubles(card));
  const lookAt = (card: ReadingSlot, bare = false) => {
    const words = warns(card) ? lookedTo(card, t.aheadWatch, t.aheadWatchShown, bare) : lookedTo(card, t.aheadKeep, t.aheadKeepShown, bare);
    return words && sayDrawn(words, { card }, t.reversedName);
  };
  const looked = lookTos.map((card) => lookAt(card)).find(Boolean) ?? (lookTos[0] && lookAt(lookTos[0], true));
  const aheadSays = looked ? [looked] : [];
  // A yes or no is answered first, before where to begin (en round 101: "Begin with the Empress in “Against You”…" ahead of
  // whether the job comes).
  const guided = [
    ...(leans ? lean : []),
    ...answer.said,
    ...(arc ? [arc] : []),
    ...(leans ? [] : lean),
    ...aheadSays,
    ...choice.said,
    ...when(choice),
  ];
  // A spread of five cards or more whose guidance and overview name no card ahead ends on where it leads, in that card's few
  // words there (it round 136: 4 of 14 Celtic closings named their outcome; en: "a 10-card guidance names 0–2 cards").
  const endUnnamed =
    slots.length >= 5 &&
    end !== undefined &&
    !describesPlace(reading, end) &&
    !inOverview(end) &&
    !namedIn(guided.join(' '), text.Cards[end.card].name, true);
  const endWords = endUnnamed ? carrierWords(end) : undefined;
  const endNote = endWords ? [sayDrawn(at(t.endNote, end!), { card: end! }, t.reversedName).replace('{essence}', endWords)] : [];
  const body = [...guided, ...endNote];
  return [...body, ...closingAfter(body)];
}

/** A care reading stays short: comfort from three cards at most, the gentlest chosen, in the order drawn (ten read the same way echo). */
const CRISIS_CARDS = 3;
const toneRank = { light: 0, mixed: 1, shadow: 2 } as const;

function gentlest(
  slots: readonly ReadingSlot[],
  concern: Concern,
  comfort: (slot: ReadingSlot) => string,
  locale: Locale,
): readonly ReadingSlot[] {
  // A frightening card (to someone betrayed, one that names the wound) is read only when nothing gentler was drawn, and then one alone.
  const calm = slots.filter((slot) => !frightens(slot.card, concern));
  const pool = calm.length ? calm : slots;
  // A card whose comfort echoes one already kept gives way to the next that does not, where one was drawn (es round 80:
  // "No tienes que entenderlo todo ahora", then "… de golpe").
  const size = calm.length ? CRISIS_CARDS : 1;
  const ranked = [...pool].sort((a, b) => toneRank[slotTone(a)] - toneRank[slotTone(b)]);
  const comforts = new Map(ranked.map((slot) => [slot, comfort(slot)]));
  const fresh = ranked.reduce<ReadingSlot[]>(
    (chosen, slot) =>
      chosen.length < size && !chosen.some((other) => echoes(comforts.get(slot)!, comforts.get(other)!, locale))
        ? [...chosen, slot]
        : chosen,
    [],
  );
  const kept = [...fresh, ...ranked.filter((slot) => !fresh.includes(slot))].slice(0, size);
  return slots.filter((slot) => kept.includes(slot));
}

/**
 * A reading for a question about a crisis or a wound, whether to leave a partner among them: its
 * own opening and closing (never a yes or no), each card what it offers, no labels that foretell.
 */
function careReading(
  reading: Reading & { concern: NonNullable<Reading['concern']> },
  text: TarotText,
  slots: readonly ReadingSlot[],
): string {
  const t = text.TemplateReading;
  const { concern } = reading;
  const care: { opening: string; closing: string; cardsUnnamed?: string } = careAsSaid(t.care[concern], reading.question);
  // Where no card's comfort can be safe (violence), the cards are set aside unnamed: a name looked up later
  // ("happy family", "reunited lovers") would read as a sign.
  // (Its first words are for the person, under a heading that says so: never "Overview" above a crisis, it round 92.)
  if (care.cardsUnnamed)
    return [`${t.careHeading}\n${care.opening}`, care.cardsUnnamed, `${t.guidanceHeading}\n${care.closing}`].join('\n\n');
  const shown = gentlest(slots, concern, (slot) => careText(text, slot, reading), reading.locale);
  // A card's comfort is the same either way up: its heading says no "reversed" the text does not read.
  // A frightening card read because nothing gentler was drawn goes unnamed: its name alone would frighten.
  const cards = shown.map(
    (slot) => `${CARE_MARK} ${frightens(slot.card, concern) ? t.careCardUnnamed : slot.name}\n${careText(text, slot, reading)}`,
  );
  // Whether to leave a partner: one card is said as one, and where help is for someone afraid of a partner (it may be why they ask).
  const separation = concern === 'separation' ? t.care.separation : undefined;
  const first = separation && slots.length === 1 ? separation.openingOne : care.opening;
  // (On a line of its own: two lists of help lines in one paragraph read as a wall.)
  const closing = separation ? `${care.closing}\n${separation.afraid}` : care.closing;
  // "Would anyone miss me?" hears that fear answered, "Is there any point?" that feeling, "Will it get better?" that hope,
  // "What do the cards say?" what they do not, "I want to die" those words; a larger spread says the other
  // cards wait for another day.
  const crisis = concern === 'crisis';
  const question = reading.question;
  // The first of them the question asks, else none.
  const answered = !crisis
    ? undefined
    : fearsNoOneCares(question)
      ? t.care.crisis.missed
      : seesNoPoint(question)
        ? t.care.crisis.pointless
        : asksIfBetter(question)
          ? t.care.crisis.better
          : asksTheCards(question)
            ? t.care.crisis.cards
            : saysWantsToDie(question)
              ? t.care.crisis.dying
              : undefined;
  const unread = slots.filter((slot) => !shown.includes(slot));
  // Never named: a card left unread (the Seven of Swords, Death) would say what the reading will not.
  // (After a crisis's company, in words of its own: "can wait for another day" read cold there, es and it round 73; said
  // nothing, three cards of ten read as a page cut short, en round 105, en and it round 106.)
  const rest = unread.length ? [crisis ? t.care.crisis.rest : t.careRest] : [];
  // What the cards are for comes after that answer: said before it, "they say nothing of how things go" would stand
  // beside "they can get better". A crisis's answer and company stand apart from the help lines, never one block (es round
  // 73: 140–162 words).
  const company = crisis ? [t.care.crisis.company] : [];
  const after = [...(answered ? [answered] : []), ...company, ...rest].join(' ');
  const opening = crisis ? [first, after].join('\n') : [first, after].filter(Boolean).join(' ');
  return [`${t.careHeading}\n${opening}`, ...cards, `${t.guidanceHeading}\n${closing}`].join('\n\n');
}

/**
 * The local reading, used whenever Gemini is absent or fails, in the AI reading's shape (emoji
 * headings, plain paragraphs): an opening, each card's text for its position, and guidance that
 * reads the cards together and answers only what was asked.
 */
export function templateReading(reading: Reading, text: TarotText): string {
  const t = text.TemplateReading;
  if (reading.cards.length === 0) return t.noCards;
  const slots = readingSlots(reading, text);
  const { concern } = reading;
  // Every language: card names inside a sentence take a lower-case article ("with the Tower").
  if (concern) return personal(reading, lowerArticles(careReading({ ...reading, concern }, text, slots), slots));
  const choose = readingChooser(reading);
  // Which text each card is read by decides both its paragraph and how it answers a yes or no.
  const keys = readBy(reading, text, slots);
  const leanOf = leansOf(reading, slots, keys);
  const verdict = verdictOf(reading, slots, leanOf);
  const texts = paragraphs(reading, text, slots, keys);
  const answer = openAnswer(reading, text, slots, leanOf, choose, texts);
  const cards = slots.map((slot, index) => `${slot.position.emoji} ${slot.positionLabel}: ${headingName(slot, t)}\n${texts[index]}`);
  const opened = opening(reading, text, slots, { verdict, answer, leanOf }, choose);
  const closing = withPoles(
    reading,
    text,
    slots,
    leanOf,
    guidance(reading, text, slots, { verdict, leanOf, keys, answer, opened }, choose),
    { opened, keys, paragraphs: texts },
  ).join(' ');
  const written = [`${t.overviewHeading}\n${opened}`, ...cards, `${t.guidanceHeading}\n${closing}`].join('\n\n');
  return personal(reading, lowerArticles(written, slots));
}

/** The template reading, or the 'unclear' text if even that cannot be written. */
export function safeTemplateReading(reading: Reading, text: TarotText): string {
  try {
    return templateReading(reading, text);
  } catch {
    return text.TemplateReading.unclear;
  }
}
