import type messages from '../../messages/en.json';
import type { CardId } from './deck';
import type { QuestionTheme } from './question-themes';
import type { PositionKey, ReadingType } from './spreads';

/** The part of a language's messages the tarot core reads (same shape in en, es and it). */
export type TarotText = Pick<typeof messages, 'Cards' | 'Deck' | 'ReadingTypes' | 'Themes' | 'TemplateReading' | 'MiniLove'>;

/** Fills `{name}` placeholders; a placeholder without a value is left as it is. */
export function format(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

/** The texts a card's name is read from (the whole TarotText, or just the names in the browser). */
export type CardNames = { Cards: Record<CardId, { name: string }> };

export function cardName(text: CardNames, id: CardId): string {
  return text.Cards[id].name;
}

export function cardKeywords(text: TarotText, id: CardId): string {
  return text.Cards[id].keywords;
}

export function cardMeaning(text: TarotText, id: CardId, theme: QuestionTheme): string {
  return text.Cards[id].meanings[theme];
}

export function positionLabel(text: TarotText, type: ReadingType, key: PositionKey): string {
  const positions: Partial<Record<PositionKey, string>> = text.ReadingTypes[type].positions;
  return positions[key] ?? key;
}

/** "A, B and C" in the reading's language. */
export function joinList(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}
