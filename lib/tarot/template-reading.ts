import { cardKeywords, format, joinList, type TarotText } from './text';
import { hashString } from './random';
import { cleanQuestion, readingSlots, type Reading, type ReadingSlot } from './reading';

type Variants = Record<string, string>;

/** Picks phrasings deterministically from the reading and the seed, never the same one twice in a row. */
function phrasings(reading: Reading, seed: number) {
  let turn = hashString(`${reading.cards.join()}|${reading.type}|${cleanQuestion(reading.question)}|${seed}`);
  return (variants: Variants) => {
    const options = Object.values(variants);
    turn += 1;
    return options[turn % options.length]!;
  };
}

const firstKeyword = (text: TarotText, slot: ReadingSlot) => cardKeywords(text, slot.card).split(',')[0]!.trim();

/**
 * The local reading used whenever Gemini is absent or fails (SPEC §4, §9): the same shape as the AI
 * reading (emoji headings, plain paragraphs), with its own layout for one card, for the three cards
 * of past-present-future, and for any other spread. Deterministic for the same reading and seed.
 */
export function templateReading(reading: Reading, text: TarotText, seed = 0): string {
  const t = text.TemplateReading;
  if (reading.cards.length === 0) return t.noCards;
  const pick = phrasings(reading, seed);
  const slots = readingSlots(reading, text);
  const question = cleanQuestion(reading.question);
  const theme = text.Themes[reading.theme];
  const opening = question
    ? format(pick(t.openingQuestion), { question, theme })
    : format(pick(t.openingGeneral), { theme });

  const section = (slot: ReadingSlot, paragraph: string) =>
    `${slot.position.emoji} ${slot.positionLabel}: ${slot.name}\n${paragraph}`;
  const lead = (slot: ReadingSlot) =>
    format(pick(t.cardLead), { card: slot.name, position: slot.positionLabel, keywords: cardKeywords(text, slot.card) });

  let cards: string[];
  let summary: string;
  if (slots.length === 1) {
    const [slot] = slots as [ReadingSlot];
    cards = [section(slot, slot.meaning)];
    summary = format(pick(t.single), { card: slot.name, keywords: cardKeywords(text, slot.card) });
  } else if (reading.type === 'past-present-future' && slots.length === 3) {
    const [past, present, future] = slots as [ReadingSlot, ReadingSlot, ReadingSlot];
    cards = [
      section(past, `${format(t.timeline.past, { card: past.name })} ${past.meaning}`),
      section(present, `${format(t.timeline.present, { card: present.name })} ${present.meaning}`),
      section(future, `${format(t.timeline.future, { card: future.name })} ${future.meaning}`),
    ];
    summary = format(t.timeline.bridge, { past: past.name, present: present.name, future: future.name });
  } else {
    cards = slots.map((slot) => section(slot, `${lead(slot)} ${slot.meaning}`));
    summary = format(pick(t.synthesis), {
      cards: joinList(slots.map((slot) => slot.name), reading.locale),
      keywords: joinList(slots.map((slot) => firstKeyword(text, slot)), reading.locale),
    });
  }

  return [
    `${t.overviewHeading}\n${opening}`,
    ...cards,
    `${t.guidanceHeading}\n${summary} ${t.closing[reading.theme]}`,
  ].join('\n\n');
}

/** The template reading, or SPEC §4's 'unclear' text if even that cannot be written. */
export function safeTemplateReading(reading: Reading, text: TarotText, seed = 0): string {
  try {
    return templateReading(reading, text, seed);
  } catch {
    return text.TemplateReading.unclear;
  }
}
