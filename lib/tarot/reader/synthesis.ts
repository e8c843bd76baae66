import { arcanaGroup, arcanaOf, type Tone } from '../arcana';
import { cardById, type Suit } from '../deck';
import { readingTheme, type Reading, type ReadingSlot } from '../reading';
import { positionKinds } from '../spreads';
import type { Choose } from '../random';
import { sayDrawn, sayDrawnTogether, sayWith, type TarotText } from '../text';
import { slotTone } from './verdict';

type Synthesis = TarotText['TemplateReading']['synthesis'];

/**
 * A sentence names three cards at most; past that it counts them ("four of the ten cards"): four names in a row read as
 * a list (it round 102: four and five court cards named in a row).
 */
const MAX_NAMED = 3;
const COURTS = new Set(['page', 'knight', 'queen', 'king']);

/** A frame said one way, or one of its variants (chosen per reading). */
type Said = string | Record<string, string>;

const pick = (frame: Said, choose: Choose, salt: string) => (typeof frame === 'string' ? frame : choose(frame, salt));

/** "{count} of the {total} cards…", in words. */
function counted(frame: string, count: number, total: number, t: Synthesis): string {
  const word = (n: number) => t.numbers[String(n) as keyof Synthesis['numbers']];
  return sayWith(frame, {}, { count: word(count), total: word(total) });
}

/**
 * A group said by its names when they are few, else by its count: every card a sentence claims is named or counted; one
 * the next sentence names is counted too (it round 83: "La Ruota della Fortuna e la Stella…" twice in two sentences).
 */
function groupSentence(
  frames: { named: Said; counted: Said },
  members: readonly ReadingSlot[],
  total: number,
  reading: Reading,
  { t, choose, namedAfter, reversedName }: Saying,
): string {
  // ("Three of the three cards" says nothing: a whole spread's group keeps its names.)
  const counts = members.length > MAX_NAMED || (members.length < total && members.some(namedAfter));
  return !counts
    ? sayDrawnTogether(pick(frames.named, choose, 'group'), members, reading.locale, reversedName)
    : counted(pick(frames.counted, choose, 'group'), members.length, total, t);
}

/** The overview's frames and how a reading picks among their variants. */
interface Saying {
  t: Synthesis;
  choose: Choose;
  /** Whether the sentence after names this card. */
  namedAfter: (slot: ReadingSlot) => boolean;
  /** A reversed card's name as drawn ("{card}, reversed"). */
  reversedName: string;
}

/** The largest group of cards sharing a key (cards with no key left out), with its members. */
function largestGroup<K>(slots: readonly ReadingSlot[], keyOf: (slot: ReadingSlot) => K | undefined): [K, ReadingSlot[]] | [] {
  const groups = new Map<K, ReadingSlot[]>();
  for (const slot of slots) {
    const key = keyOf(slot);
    if (key !== undefined) groups.set(key, [...(groups.get(key) ?? []), slot]);
  }
  return [...groups].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
}

/** The suit that rules a spread: most of a small one (two of three, three of four or five), four of ten, and no other as many. */
function dominantSuit(slots: readonly ReadingSlot[]): { suit: Suit; members: ReadingSlot[] } | undefined {
  const suitOf = (slot: ReadingSlot) => {
    const card = cardById(slot.card);
    return card.arcana === 'minor' ? card.suit : undefined;
  };
  const [suit, members] = largestGroup(slots, suitOf);
  if (!suit || !members) return undefined;
  const needed = slots.length <= 5 ? Math.floor(slots.length / 2) + 1 : Math.ceil(slots.length * 0.4);
  const tied =
    largestGroup(
      slots.filter((slot) => suitOf(slot) !== suit),
      suitOf,
    )[1]?.length === members.length;
  return members.length >= needed && !tied ? { suit, members } : undefined;
}

/** Matters that are events of everyday life, however much they matter: the weight of the major arcana is not theirs. */
export const everyday: ReadonlySet<Reading['matter']> = new Set(['TRIP', 'DRIVING', 'EXAM']);

/** What the deck itself says: the great forces against everyday life, or the suit (its element) that rules. */
function deckSentence(slots: readonly ReadingSlot[], reading: Reading, saying: Saying): string | undefined {
  const { t } = saying;
  const majors = slots.filter((slot) => cardById(slot.card).arcana === 'major');
  const total = slots.length;
  if (majors.length === total) {
    // All majors: the row of the Fool's journey most of them walk, when one does.
    // (Asked about someone else, a friend or an everyday matter, the journey's rows speak of no one in the question.)
    if (reading.subject === 'other' || reading.matter === 'FRIEND' || everyday.has(reading.matter)) return undefined;
    const [row, members] = largestGroup(majors, (slot) => arcanaGroup(cardById(slot.card).index));
    if (!row || row === 'fool' || !members || members.length < 2 || members.length * 2 <= total) return undefined;
    // (A row mostly reversed speaks of its forces held back, never of them at hand: es round 138, the Lovers and the Empress
    // reversed as «tus propias fuerzas».)
    if (members.filter((slot) => slot.reversed).length * 2 > members.length) return undefined;
    return groupSentence(t.journey[row], members, total, reading, saying);
  }
  // "Larger than the day-to-day" would overstate a trip or a test.
  // Nor are the majors counted where the sentence after names a minor beside one of them: the minor reads as one of the
  // count (es round 106: "two major arcana among the four cards. The King of Cups brings…; the Fool…", 13 readings).
  const blurred = majors.some(saying.namedAfter) && slots.some((slot) => !majors.includes(slot) && saying.namedAfter(slot));
  if (majors.length * 2 >= total && majors.length >= 2 && !everyday.has(reading.matter) && !blurred) {
    return groupSentence(t.majors, majors, total, reading, saying);
  }
  // Two cards are a pair, not a pattern.
  if (total < 3) return undefined;
  const suit = dominantSuit(slots);
  // A suit mostly reversed speaks of its element held back, never of it ruling (es round 123: «la tirada arde de impulso»
  // over three Wands of four reversed): how many lie reversed says it instead.
  const heldBack = suit !== undefined && suit.members.filter((slot) => slot.reversed).length * 2 > suit.members.length;
  // A minor card's name already says its suit: the sentence counts them instead of naming them again.
  if (suit && !heldBack) {
    // Earth in a love reading speaks of love's everyday ground, not of money and work.
    const pentaclesInLove = suit.suit === 'pentacles' && readingTheme(reading) === 'LOVE';
    const frames = pentaclesInLove ? t.suit.pentacles.inLove : t.suit[suit.suit];
    return suit.members.length === total ? frames.all : counted(frames.counted, suit.members.length, total, t);
  }
  // Three or four minors are ordinary; a larger spread without one major is worth saying.
  return majors.length === 0 && total >= 5 ? t.allMinors : undefined;
}

function courtSentence(slots: readonly ReadingSlot[], reading: Reading, saying: Saying): string | undefined {
  const courts = slots.filter((slot) => {
    const card = cardById(slot.card);
    return card.arcana === 'minor' && COURTS.has(card.rank);
  });
  // A court card in a place that speaks for the other person is that person, not "other people, or sides of you": the
  // sentence would name some courts as all.
  if (courts.some((slot) => positionKinds[slot.position.kind] === 'other')) return undefined;
  // Two courts among ten are ordinary: they count from a third of the spread. A spread of courts only says so, without
  // listing every card it drew (en round 85).
  if (courts.length < 2 || courts.length * 3 < slots.length) return undefined;
  return courts.length === slots.length ? saying.t.courts.all : groupSentence(saying.t.courts, courts, slots.length, reading, saying);
}

function reversedSentence(slots: readonly ReadingSlot[], { t, choose }: Saying): string | undefined {
  const turned = slots.filter((slot) => slot.reversed);
  const reversed = turned.length;
  // Two or three cards need no count of their own: their headings say which lie reversed; half is not many.
  if (slots.length < 4 || reversed * 2 <= slots.length) return undefined;
  // "Much is held back" is untrue where a third of them are hard cards whose grip loosens (the Five of Pentacles reversed: the cold ends).
  const released = turned.filter((slot) => arcanaOf(slot.card).reversed === 'release').length;
  if (released * 3 >= reversed) return undefined;
  return reversed === slots.length ? t.reversed.all : counted(pick(t.reversed.many, choose, 'reversed'), reversed, slots.length, t);
}

/** Where a spread goes from its first card's tone to its last's. */
function arcOf(from: Tone, to: Tone, darkEnd: boolean): keyof Synthesis['arc'] {
  if (to === 'light') return from === 'shadow' ? 'rising' : from === 'light' ? 'light' : 'brightening';
  if (to === 'shadow') return from === 'light' ? 'falling' : from === 'shadow' ? 'shadow' : 'darkening';
  // An open end says what the start was: never "neither settles the picture" after the Ten of Cups (en round 90); one
  // that is a dark card as drawn (the Devil) is said only as open, never "the hardest part need not have the last word"
  // (es round 92).
  if (darkEnd || from === 'mixed') return 'steady';
  return from === 'light' ? 'openAfterLight' : 'openAfterShadow';
}

/** A sentence that opens on a count ("two of the four cards…") starts with a capital. */
function capitalized(sentence: string): string {
  return sentence.charAt(0).toLocaleUpperCase() + sentence.slice(1);
}

/** Whether a card looks ahead, as an arc's end does (where it leads, what is possible). */
export const looksAhead = (slot: ReadingSlot) => slot.position.kind === 'future' || slot.position.kind === 'possible';

/** The last card that looks ahead, where a spread ends. */
const endOf = (slots: readonly ReadingSlot[]) => slots.findLast(looksAhead);

/**
 * The arc from the first card to the last, when that one looks ahead, each named as drawn; a spread that does not
 * look ahead, or looks ahead before its last card (a return, then advice), has none: "it closes on…" would be untrue.
 * Its words speak of the two ends only: the cards between may break their tone.
 */
export function arcSentence(
  slots: readonly ReadingSlot[],
  text: TarotText,
  choose: Choose,
  toneOf: (slot: ReadingSlot) => Tone = slotTone,
): string | undefined {
  const first = slots[0]!;
  const last = endOf(slots);
  if (!last || last === first || last !== slots.at(-1)) return undefined;
  const { reversedName, synthesis: t } = text.TemplateReading;
  const arc = arcOf(toneOf(first), toneOf(last), slotTone(last) === 'shadow');
  // An end brighter than the start past a hard middle is no road that grows easier (en round 123: "growing brighter as it
  // goes" before the Tower, the Moon and the Nine of Swords).
  const middle = slots.slice(1, -1);
  const rough = middle.filter((slot) => toneOf(slot) === 'shadow').length - middle.filter((slot) => toneOf(slot) === 'light').length >= 2;
  const said = rough && (arc === 'rising' || arc === 'brightening') ? t.arc.roughMiddle : t.arc[arc];
  return capitalized(sayDrawn(choose(said, 'arc'), { first, last }, reversedName));
}

/**
 * A spread of four cards or more with a card in the way and one not dark ahead: the knot to loosen, in the few words its
 * place reads it by (`essence`, none where its paragraph has said them), and, to an end of light, that it then has room.
 */
export function knotSentence(slots: readonly ReadingSlot[], text: TarotText, essence: (slot: ReadingSlot) => string): string | undefined {
  const knot = slots.find((slot) => slot.position.kind === 'obstacle');
  const outcome = endOf(slots);
  // (A dark card ahead is no place to be led towards: the arc says that spread.)
  if (slots.length < 4 || !knot || !outcome || slotTone(outcome) === 'shadow') return undefined;
  const t = text.TemplateReading;
  // Few words its paragraph has just said (an empty `essence`) are not said again, and a knot named with nothing of its own
  // is a hollow pointer (en round 132: "Begin with what the Knight of Pentacles shows; the other cards turn on it", ×3):
  // then there is no knot sentence.
  const words = essence(knot);
  if (!words) return undefined;
  const knotted = t.synthesis.knot.replace('{essence}', words).replace('{position}', knot.positionLabel);
  // Room to come good is promised only to an end of light, upright (never to the Sun reversed or a hard end).
  const then = !outcome.reversed && slotTone(outcome) === 'light' ? [t.synthesis.knotThen] : [];
  return sayDrawn([knotted, ...then].join(' '), { card: knot, outcome }, t.reversedName);
}

/**
 * The one thing the table itself says, from what is really there: the majors against the minors
 * or the ruling suit, else how many lie reversed, else the court cards. One fact at most (more
 * read like a checklist); none when nothing stands out.
 */
export function deckFact(
  slots: readonly ReadingSlot[],
  reading: Reading,
  text: TarotText,
  choose: Choose,
  namedAfter: (slot: ReadingSlot) => boolean = () => false,
): string | undefined {
  const saying = { t: text.TemplateReading.synthesis, choose, namedAfter, reversedName: text.TemplateReading.reversedName };
  // A spread drawn all reversed says so first: that is what its table says loudest.
  const allReversed = slots.length >= 4 && slots.every((slot) => slot.reversed);
  const first = allReversed ? reversedSentence(slots, saying) : undefined;
  const fact = first ?? deckSentence(slots, reading, saying) ?? reversedSentence(slots, saying) ?? courtSentence(slots, reading, saying);
  return fact && capitalized(fact);
}
