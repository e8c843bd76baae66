import { arcana, arcanaGroup, type ArcanaGroup, type Tone } from './arcana';
import { cardById } from './deck';
import { chooser, type Choose } from './random';
import { cleanQuestion, readingSlots, readingTheme, type Reading, type ReadingSlot } from './reading';
import { compose, joinList, sayWith, type Grammar, type TarotText } from './text';

type Frames = TarotText['TemplateReading'];

const readingChooser = (reading: Reading) => chooser(`${reading.cards.join()}|${reading.type}`);

const toneOf = (slot: ReadingSlot): Tone => arcana[slot.card].tone;

/** More light than shadow leans yes, more shadow leans "not yet", a tie depends on the visitor. */
function lean(slots: readonly ReadingSlot[]): Tone {
  const score = slots.reduce((sum, slot) => sum + { light: 1, shadow: -1, mixed: 0 }[toneOf(slot)], 0);
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
  const slot = readingSlots(reading, text)[index];
  return slot ? paragraphFor(reading, text, slot, index) : '';
}

/** Every card's paragraph, the slots read once. */
export function cardParagraphs(reading: Reading, text: TarotText): string[] {
  return readingSlots(reading, text).map((slot, index) => paragraphFor(reading, text, slot, index));
}

function paragraphFor(reading: Reading, text: TarotText, slot: ReadingSlot, index: number): string {
  const own = text.Cards[slot.card].stances;
  const { time, role, polarity } = slot.position.stance;
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
  const groups = slots.map((slot) => arcanaGroup(cardById(slot.card).number));
  const group = majority(
    groups.filter((value): value is Exclude<ArcanaGroup, 'fool'> => value !== 'fool'),
    slots.length,
  );
  const element = majority(
    slots.map((slot) => arcana[slot.card].element),
    slots.length,
  );
  const members = group
    ? slots.filter((_, index) => groups[index] === group)
    : element
      ? slots.filter((slot) => arcana[slot.card].element === element)
      : slots;
  const pattern = group ? t.pattern.group[group] : element ? t.pattern.element[element] : t.pattern.mixed;
  const named = {
    ...members[0]!,
    name: joinList(
      members.map((slot) => slot.name),
      reading.locale,
    ),
    grammar: listGrammar(members),
  };
  const patternSentence = sayWith(choose(pattern, 'pattern'), { cards: named });

  const first = slots[0]!;
  const last = slots[slots.length - 1]!;
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
  const opening = question
    ? compose(choose(t.opening.question, 'opening'), { question, theme: text.Themes[theme] }, {})
    : compose(choose(reading.shared ? t.opening.shared : t.opening.general, 'opening'), { theme: text.Themes[theme] }, {});

  const paragraphs = cardParagraphs(reading, text);
  const cards = slots.map((slot, index) => `${slot.position.emoji} ${slot.positionLabel}: ${slot.name}\n${paragraphs[index]}`);
  const guidance = [
    ...(slots.length === 1 ? [text.Cards[slots[0]!.card].stances.advice] : synthesis(slots, reading, t, choose)),
    t.answer[subject][lean(slots)],
    choose(t.closing[subject], 'closing'),
  ];
  return [`${t.overviewHeading}\n${opening}`, ...cards, `${t.guidanceHeading}\n${guidance.join(' ')}`].join('\n\n');
}

/** The template reading, or the 'unclear' text if even that cannot be written. */
export function safeTemplateReading(reading: Reading, text: TarotText): string {
  try {
    return templateReading(reading, text);
  } catch {
    return text.TemplateReading.unclear;
  }
}
