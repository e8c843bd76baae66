import type { CardId } from '@/lib/tarot/deck';
import { personGender } from '@/lib/tarot/reader/question';
import { forLove, forPerson, lowerArticles, sayDrawn, type PersonGender, type TarotText } from '@/lib/tarot/text';

/**
 * Frames as a reading says them for a question that names no man or woman (or the one given): each
 * `[[person:…]]` mark chosen, so a test can look for a frame in what the reader wrote.
 */
export function asSaid<T>(frames: T, gender?: PersonGender): T {
  const said = (value: unknown): unknown =>
    typeof value === 'string'
      ? forPerson(value, gender)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, said(inner)]))
        : value;
  return said(frames) as T;
}

/**
 * A card text as the reading prints it among these cards: card names mid-sentence in lower case, the person asked
 * about as the question names them (he, she, else they), a bond's words for any bond (`love`: for a love bond, unnamed).
 */
export function shownAmong(text: TarotText, written: string, cards: readonly CardId[], question?: string, love = false): string {
  return forPerson(
    lowerArticles(
      forLove(written, love),
      cards.map((card) => text.Cards[card]),
    ),
    personGender(question),
  );
}

/**
 * A card's paragraph without the sentence that says an upright card is read by its shadow ("Even upright, the Chariot
 * carries a warning here."), and whether it had one.
 */
export function withoutShadowLead(text: TarotText, paragraph: string, card: CardId): { rest: string; led: boolean } {
  const drawn = { ...text.Cards[card], reversed: false };
  for (const frame of Object.values(text.TemplateReading.shadowSide)) {
    const lead = lowerArticles(sayDrawn(frame, { card: drawn }, text.TemplateReading.reversedName), [text.Cards[card]]);
    if (paragraph.toLowerCase().startsWith(lead.toLowerCase())) return { rest: paragraph.slice(lead.length).trim(), led: true };
  }
  return { rest: paragraph, led: false };
}

/** A frame's longest fixed stretch, between its placeholders and agreement markup: what any filled-in reading of it says. */
export const fixedPart = (frame: string) => frame.split(/\{\w+\}|\[\[[^\]]*\]\]/).sort((a, b) => b.length - a.length)[0]!;

/** A pattern matched by any of a text's ways (a matter's lean has several), each as `shape` gives it. */
export const anyWay = (ways: Record<string, string>, shape: (way: string) => string = (way) => way) =>
  new RegExp(
    Object.values(ways)
      .map((way) => shape(way).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'))
      .join('|'),
    'u',
  );
