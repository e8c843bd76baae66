import { arcanaGroup, arcanaOf, cardLean, leanOfScore, toneOf as cardTone, type ArcanaGroup, type Lean, type Tone } from './arcana';
import { cardById } from './deck';
import { localeSettings } from './locale-settings';
import { chooser, type Choose } from './random';
import { cleanQuestion, readingSlots, readingTheme, type Reading, type ReadingSlot } from './reading';
import { isYesNo } from './spreads';
import { compose, joinList, lowerArticles, sayWith, type Grammar, type TarotText } from './text';

type Frames = TarotText['TemplateReading'];

const readingChooser = (reading: Reading) => chooser(`${reading.cards.join()}|${reading.type}`);

const toneOf = (slot: ReadingSlot): Tone => cardTone(slot.card, slot.reversed);
const toneScore = { light: 1, shadow: -1, mixed: 0 } as const satisfies Record<Tone, number>;
const isChallenge = (slot: ReadingSlot) => slot.position.stance.polarity === 'obstacle';
const MAX_NAMED = 4;

/** More light than shadow leans yes, more shadow leans "not yet", a tie depends on the visitor. */
function lean(slots: readonly ReadingSlot[]): Tone {
  const score = slots.reduce((sum, slot) => sum + toneScore[toneOf(slot)], 0);
  return score > 0 ? 'light' : score < 0 ? 'shadow' : 'mixed';
}

/** The most frequent value, when it covers more than half of the cards and at least two. */
function majority<T extends string>(values: readonly T[], total: number): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [best, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return best !== undefined && count! >= 2 && count! * 2 > total ? best : undefined;
}

/** A list of names said as one plural subject (masculine in Spanish and Italian unless all are feminine). */
function listGrammar(slots: readonly ReadingSlot[]): Grammar {
  return { number: 'plural', gender: slots.every((slot) => slot.grammar.gender === 'feminine') ? 'feminine' : 'masculine' };
}

/**
 * A card's paragraph, written from its position's stance: what lies behind is read in the past,
 * an obstacle by the card's shadow, another person in the third person, the future and the
 * present through the theme's meaning. Exported so a revealed card can show it on its own.
 */
export function cardParagraph(reading: Reading, text: TarotText, index: number): string {
  return cardParagraphs(reading, text)[index] ?? '';
}

/** Every card's paragraph, the slots read once. */
export function cardParagraphs(reading: Reading, text: TarotText): string[] {
  const slots = readingSlots(reading, text);
  return paragraphsOf(reading, text, slots).map((paragraph) => inLanguage(reading, paragraph, slots));
}

function paragraphsOf(reading: Reading, text: TarotText, slots: readonly ReadingSlot[]): string[] {
  return slots.map((slot, index) => paragraphFor(reading, text, slot, index));
}

/** The language's last touch: Italian names mid-sentence take a lower-case article. */
function inLanguage(reading: Reading, written: string, slots: readonly ReadingSlot[]): string {
  return localeSettings[reading.locale].lowerArticle ? lowerArticles(written, slots) : written;
}

/** A card's name as a heading gives it, saying when it lies reversed. */
function headingName(slot: ReadingSlot, t: Frames): string {
  return slot.reversed ? sayWith(t.reversed.name, { card: slot }) : slot.name;
}

/** A reversed card: its reversed advice, or a frame for its position and its reversed meaning. */
function reversedParagraph(reading: Reading, text: TarotText, slot: ReadingSlot, index: number): string {
  const { time, role, polarity } = slot.position.stance;
  if (polarity === 'advice') return text.Cards[slot.card].reversed.advice;
  const kind = polarity === 'obstacle' ? 'obstacle' : role === 'other' ? 'other' : time;
  const frame = readingChooser(reading)(text.TemplateReading.reversed[kind], 'reversed', index);
  return `${sayWith(frame, { card: slot })} ${slot.meaning}`;
}

function paragraphFor(reading: Reading, text: TarotText, slot: ReadingSlot, index: number): string {
  const own = text.Cards[slot.card].stances;
  const { time, role, polarity } = slot.position.stance;
  // A one-card yes or no: the answer first, then why.
  const verdict = reading.type === 'yes-no' && !reading.painful ? yesNoVerdict(reading.type, [slot]) : undefined;
  if (verdict) {
    const yesNo = text.TemplateReading.yesNo;
    return `${sentence(yesNo.answer[verdict.lean])} ${sayWith(yesNo.card[verdict.lean], { card: slot })} ${slot.meaning}`;
  }
  if (slot.reversed) return reversedParagraph(reading, text, slot, index);
  if (polarity === 'obstacle') return own.obstacle;
  if (polarity === 'advice') return own.advice;
  if (role === 'other') return own.other;
  if (time === 'past') return own.past;
  if (time === 'future') return `${own.future} ${slot.meaning}`;
  // A meaning that names its card already introduces it.
  if (slot.meaning.includes(slot.name)) return slot.meaning;
  const lead = readingChooser(reading)(text.TemplateReading.lead[role], 'lead', index);
  return `${sayWith(lead, { card: slot })} ${slot.meaning}`;
}

/** What the spread says as a whole: its dominant row of the journey or element, then the turn from first to last card. */
function synthesis(slots: readonly ReadingSlot[], reading: Reading, t: Frames, choose: Choose): string[] {
  // A minor card has no row in the journey: the minors together are the everyday cards.
  const groups = slots.map((slot): ArcanaGroup | 'minor' => {
    const card = cardById(slot.card);
    return card.arcana === 'major' ? arcanaGroup(card.index) : 'minor';
  });
  const group = majority(
    groups.filter((value): value is Exclude<ArcanaGroup | 'minor', 'fool'> => value !== 'fool'),
    slots.length,
  );
  const element = majority(
    slots.map((slot) => arcanaOf(slot.card).element),
    slots.length,
  );
  const members = group
    ? slots.filter((_, index) => groups[index] === group)
    : element
      ? slots.filter((slot) => arcanaOf(slot.card).element === element)
      : slots;
  const pattern = group ? t.pattern.group[group] : element ? t.pattern.element[element] : t.pattern.mixed;
  // A sentence names four cards at most: a Celtic cross's ten would be a list, not a reading.
  const shown = members.slice(0, MAX_NAMED);
  const named = {
    ...shown[0]!,
    name: joinList(
      shown.map((slot) => slot.name),
      reading.locale,
    ),
    grammar: listGrammar(shown),
  };
  const patternSentence = sayWith(choose(pattern, 'pattern'), { cards: named });

  // The story runs from the first card to the last that is not advice: advice is not where it ends.
  const first = slots[0]!;
  const last = slots.findLast((slot) => slot.position.stance.polarity !== 'advice') ?? slots[slots.length - 1]!;
  const [from, to] = [toneOf(first), toneOf(last)];
  const turn =
    from === 'shadow' && to === 'light'
      ? 'rising'
      : from === 'light' && to === 'shadow'
        ? 'falling'
        : from === to && from !== 'mixed'
          ? from
          : 'steady';
  return [patternSentence, sayWith(choose(t.turn[turn], 'turn'), { first, last })];
}

/** A bare answer ("Yes") as a sentence of its own. */
function sentence(words: string): string {
  return /[.!?…]$/.test(words) ? words : `${words}.`;
}

/**
 * A yes-or-no spread's answer. One card: its lean. Three cards: the outcome weighs twice, where
 * things stand once, and a dark card in the way turns a yes into a yes on a condition.
 */
function yesNoVerdict(type: Reading['type'], slots: readonly ReadingSlot[]): { lean: Lean; conditional: boolean } | undefined {
  if (type === 'yes-no') return slots[0] && { lean: cardLean(slots[0].card, slots[0].reversed), conditional: false };
  const [now, obstacle, outcome] = slots;
  if (type !== 'yes-no-three' || !now || !obstacle || !outcome) return undefined;
  const lean = leanOfScore(2 * toneScore[toneOf(outcome)] + toneScore[toneOf(now)], 2);
  return { lean, conditional: lean === 'yes' && toneOf(obstacle) === 'shadow' };
}

function threeCardVerdict(slots: readonly ReadingSlot[], t: Frames): string[] {
  const verdict = yesNoVerdict('yes-no-three', slots);
  if (!verdict) return [];
  const reason = sayWith(t.yesNo.three[verdict.lean], { outcome: slots[2]! });
  // A conditional yes says so itself, instead of a bare "Yes."
  if (verdict.conditional) return [reason, sayWith(t.yesNo.tempered, { card: slots[1]! })];
  return [sentence(t.yesNo.answer[verdict.lean]), reason];
}

/** A yes-or-no reading's answer in a few words, for the revealed cards; none for a painful question or another spread. */
export function yesNoAnswer(reading: Reading, text: TarotText): string | undefined {
  if (reading.painful || !isYesNo(reading.type)) return undefined;
  const answers = text.TemplateReading.yesNo;
  const verdict = yesNoVerdict(reading.type, readingSlots(reading, text));
  return verdict && (verdict.conditional ? answers.conditional : answers.answer[verdict.lean]);
}

/** A bright spread whose challenge card is dark says what to watch before the verdict. */
function challengeNote(slots: readonly ReadingSlot[], t: Frames, choose: Choose): string[] {
  const dark = slots.find((slot) => isChallenge(slot) && toneOf(slot) === 'shadow');
  return dark && lean(slots) === 'light' ? [sayWith(choose(t.challenge, 'challenge'), { card: dark })] : [];
}

/**
 * The local reading used whenever Gemini is absent or fails: the same shape as the AI reading
 * (emoji headings, plain paragraphs): an opening, a paragraph per card written for its position,
 * and guidance that reads the cards together and answers the question's theme.
 */
export function templateReading(reading: Reading, text: TarotText): string {
  const t = text.TemplateReading;
  if (reading.cards.length === 0) return t.noCards;
  const choose = readingChooser(reading);
  const slots = readingSlots(reading, text);
  const question = cleanQuestion(reading.question);
  const theme = readingTheme(reading);
  const subject = theme === 'LOVE' && reading.single ? 'SINGLE' : theme;
  const day = reading.type === 'card-of-the-day' && !question;
  const opening = question
    ? compose(choose(t.opening.question, 'opening'), { question }, {})
    : day
      ? t.day.opening
      : compose(choose(reading.shared ? t.opening.shared : t.opening.general, 'opening'), { theme: text.Themes[theme] }, {});

  // The whole reading takes the language's last touch below, its paragraphs with it.
  const paragraphs = paragraphsOf(reading, text, slots);
  const cards = slots.map((slot, index) => `${slot.position.emoji} ${slot.positionLabel}: ${headingName(slot, t)}\n${paragraphs[index]}`);
  // A painful question gets no verdict; a yes or no question gets one weighed on its positions.
  const verdict = reading.painful
    ? [t.painful[lean(slots)]]
    : reading.type === 'yes-no-three'
      ? threeCardVerdict(slots, t)
      : isYesNo(reading.type) || day
        ? []
        : [...challengeNote(slots, t, choose), t.answer[subject][lean(slots)]];
  // One card ends on its advice; a painful question hears no story of light and shadow before the cards' care.
  const story = slots.length === 1 ? [oneCardAdvice(slots[0]!, text)] : reading.painful ? [] : synthesis(slots, reading, t, choose);
  const guidance = [...story, ...verdict, choose(day ? t.day.closing : t.closing[subject], 'closing')];
  const written = [`${t.overviewHeading}\n${opening}`, ...cards, `${t.guidanceHeading}\n${guidance.join(' ')}`].join('\n\n');
  return inLanguage(reading, written, slots);
}

/** A one-card reading ends on the card's advice, its reversed advice when it lies reversed. */
function oneCardAdvice(slot: ReadingSlot, text: TarotText): string {
  const own = text.Cards[slot.card];
  return slot.reversed ? own.reversed.advice : own.stances.advice;
}

/** The template reading, or the 'unclear' text if even that cannot be written. */
export function safeTemplateReading(reading: Reading, text: TarotText): string {
  try {
    return templateReading(reading, text);
  } catch {
    return text.TemplateReading.unclear;
  }
}
