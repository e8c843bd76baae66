import type { Locale } from '../i18n/routing';
import { format } from '../format';
import { localeSettings } from './locale-settings';
import type { Messages } from '../i18n/messages';
import type { CardId } from './deck';
import type { PositionKey, ReadingType } from './spreads';

/** The part of a language's messages the tarot core reads (same shape in en, es and it). */
export type TarotText = Pick<Messages, 'Cards' | 'Deck' | 'ReadingTypes' | 'Themes' | 'TemplateReading' | 'MiniLove'>;

/** How a card's name behaves in a sentence (in messages: Cards.<id>.grammar). */
export interface Grammar {
  number: string;
  gender: string;
}

/**
 * Fills placeholders, first choosing the forms that agree with them: `[[card:sits|sit]]` by
 * number, `[[card:m.sg|f.sg|m.pl|f.pl]]` by gender and number ("Gli Amanti indicano").
 */
export function compose(template: string, values: Record<string, string>, grammar: Record<string, Grammar>): string {
  const agreed = template.replace(/\[\[(\w+):([^\]]*)\]\]/g, (match, name: string, choices: string) => {
    const forms = choices.split('|');
    const word = grammar[name];
    if (!word || (forms.length !== 2 && forms.length !== 4)) return match;
    const plural = word.number === 'plural' ? 1 : 0;
    return forms.length === 2 ? forms[plural]! : forms[plural * 2 + (word.gender === 'feminine' ? 1 : 0)]!;
  });
  return format(agreed, values);
}

/** Whom a question asks about, when its words tell: a man, a woman, else unknown. */
export type PersonGender = 'masculine' | 'feminine' | undefined;

/** Chooses each `[[person:they|he|she]]` by the person asked about: unknown, a man, a woman. */
export function forPerson(text: string, gender: PersonGender): string {
  return text.replace(/\[\[person:([^\]|]*)\|([^\]|]*)\|([^\]|]*)\]\]/g, (_, unknown: string, man: string, woman: string) =>
    gender === 'masculine' ? man : gender === 'feminine' ? woman : unknown,
  );
}

/**
 * Chooses each `[[love:someone close|the other person|*]]` by whether the reading is about a love bond (en round 83: "Tell
 * someone close…" to a visitor asking about their partner); in love, its third form, where it has one, says the person
 * the question names ("your ex", "Tom") in place of `*`.
 */
export function forLove(text: string, love: boolean, named?: string): string {
  return text.replace(/\[\[love:([^\]|]*)\|([^\]|]*)(?:\|([^\]|]*))?\]\]/g, (_, anyBond: string, inLove: string, byName?: string) =>
    !love ? anyBond : named && byName ? byName.replace('*', named) : inLove,
  );
}

/** Chooses each `[[drawn:the card|the cards]]` by how many cards the reading drew (a frame used for one card and for many). */
export function forDrawn(text: string, count: number): string {
  return text.replace(/\[\[drawn:([^\]|]*)\|([^\]|]*)\]\]/g, (_, one: string, many: string) => (count === 1 ? one : many));
}

/** A card (or list of cards) as a sentence names it. */
export interface Named {
  name: string;
  grammar: Grammar;
}

/** Fills a frame whose placeholders name cards, each verb agreeing with its card. */
export function sayWith(template: string, named: Record<string, Named>, values: Record<string, string> = {}): string {
  const names = Object.fromEntries(Object.entries(named).map(([key, card]) => [key, card.name]));
  const grammar = Object.fromEntries(Object.entries(named).map(([key, card]) => [key, card.grammar]));
  return compose(template, { ...names, ...values }, grammar);
}

/** A drawn card's name as its heading gives it: "reversed" added, agreeing with the card, when it lies upside down. */
export function nameAsDrawn(card: Named & { reversed: boolean }, reversedName: string): Named {
  return card.reversed ? { name: sayWith(reversedName, { card }), grammar: card.grammar } : card;
}

/**
 * A frame that names drawn cards: each as its heading gives it, and "reversed", where a language says
 * it as an aside ("the Hermit, reversed, and…"), closing with a comma mid-sentence; Spanish and Italian
 * say it as part of the name ("el Ermitaño invertido y…").
 */
export function sayDrawn(template: string, cards: Record<string, Named & { reversed: boolean }>, reversedName: string): string {
  const drawn = Object.fromEntries(Object.entries(cards).map(([key, card]) => [key, nameAsDrawn(card, reversedName)]));
  const said = sayWith(template, drawn);
  if (!reversedName.startsWith('{card},')) return said;
  // "The Tower, reversed, asks…": a reversed aside mid-sentence closes with a comma (never before a dash).
  return Object.entries(cards).reduce((sentence, [key, card]) => (card.reversed ? closeAside(sentence, drawn[key]!.name) : sentence), said);
}

/** A name ending on a reversed aside ("the Tower, reversed") closes it with a comma mid-sentence (never before a dash). */
const closeAside = (sentence: string, name: string) => sentence.replace(new RegExp(`${escapeRegExp(name)} (?![–—])`, 'gu'), `${name}, `);

/** The texts a card's name is read from (the whole TarotText, or just the names in the browser). */
export type CardNames = { Cards: Record<CardId, { name: string }> };

export function cardName(text: CardNames, id: CardId): string {
  return text.Cards[id].name;
}

/** A position's label; `generic`: as read for a question off the spread's subject, where the spread has such labels. */
export function positionLabel(text: TarotText, type: ReadingType, key: PositionKey, generic = false): string {
  const spread = text.ReadingTypes[type];
  const own: Partial<Record<PositionKey, string>> = spread.positions;
  const off: Partial<Record<PositionKey, string>> = generic && 'generic' in spread ? spread.generic : {};
  return off[key] ?? own[key] ?? key;
}

/** Cards said together as one subject: "A, B and C", plural (masculine in Spanish and Italian unless all are feminine); one card as itself. */
export function namedTogether(cards: readonly Named[], locale: Locale): Named {
  const grammar: Grammar =
    cards.length === 1
      ? cards[0]!.grammar
      : { number: 'plural', gender: cards.every((card) => card.grammar.gender === 'feminine') ? 'feminine' : 'masculine' };
  return {
    name: joinList(
      cards.map((card) => card.name),
      locale,
    ),
    grammar,
  };
}

/**
 * Fills a frame's `{cards}` with these cards listed as drawn ("the Queen of Wands, reversed, and the Knight of Swords"), the
 * verb agreeing with them all; a reversed aside ending the list closes with a comma mid-sentence.
 */
export function sayDrawnTogether(
  template: string,
  cards: readonly (Named & { reversed: boolean })[],
  locale: Locale,
  reversedName: string,
): string {
  const together = namedTogether(
    cards.map((card) => nameAsDrawn(card, reversedName)),
    locale,
  );
  const said = sayWith(template, { cards: together });
  if (!cards.at(-1)?.reversed || !reversedName.startsWith('{card},')) return said;
  return closeAside(said, together.name);
}

/** "A, B and C" in the reading's language. */
export function joinList(items: readonly string[], locale: Locale): string {
  const { listLocale, listAnd, and, lastAndApart } = localeSettings[locale];
  const formatted = new Intl.ListFormat(listLocale, { style: 'long', type: 'conjunction' }).format(items);
  const last = items.at(-1) ?? '';
  // Items that hold an "and" of their own ("friendship and celebration") take a comma before the list's own, or the
  // list reads as one phrase: "friendship and celebration, and the long night lifting" (the last item's too, where the
  // language says so).
  const weighed = lastAndApart ? items : items.slice(0, -1);
  // (So does an item before the last with a comma of its own: "the Queen of Wands, reversed, and the Knight of Swords".)
  const asides = items.slice(0, -1).some((item) => item.includes(','));
  const setApart = items.length > 1 && (asides || weighed.some((item) => and.test(item))) && formatted.endsWith(last);
  const list = setApart ? `${formatted.slice(0, -last.length).replace(/ (\p{L}+) $/u, ', $1 ')}${last}` : formatted;
  // A conjunction that changes before some words ("squilibrio ed eccessi") is the language's setting.
  return listAnd ? list.replace(listAnd.said, listAnd.as) : list;
}

/** The article that opens a card's name in any of the site's languages: "The Tower", "La Torre", "Gli Amanti", "L’Imperatrice". */
const LEADING_ARTICLE = /^(?:(?:The|El|La|Los|Las|Il|Lo|I|Gli|Le)(?=\s)|L['’](?=\p{L}))/u;

/** A card's name without its article ("Sol" for "El Sol", "Eremita" for "L'Eremita"), as contractions ("del Sol") leave it. */
export const withoutArticle = (name: string) => name.replace(LEADING_ARTICLE, '').trimStart();

/** A card's name as a sentence writes it past its first word: "When the Three of Cups…", "Tras la Justicia…", "e gli Amanti"; a name without an article ("Strength") is as it is. */
export function nameInSentence(name: string): string {
  const article = LEADING_ARTICLE.exec(name)?.[0];
  return article ? article.toLowerCase() + name.slice(article.length) : name;
}

/**
 * Card names inside a sentence with a lower-case article ("with the Sun", "con el Loco", "e la Stella"); a name
 * that opens a sentence or a line keeps its capital, and so does a heading's ("Presente: Gli Amanti",
 * "Presente: La Torre rovesciata").
 */
export function lowerArticles(text: string, cards: readonly { name: string }[]): string {
  let result = text;
  for (const { name } of cards) {
    const escaped = escapeRegExp(name);
    const article = PROSE_ARTICLE[name];
    if (article) {
      result = result.replace(new RegExp(`(?<!\\b[Tt]he )${escaped}(?!\\p{L})`, 'gu'), (match, offset: number, whole: string) => {
        const before = whole.slice(whole.lastIndexOf('\n', offset) + 1, offset);
        // (As the other names are matched: from the character before the name, here a space or the line's start.) A heading
        // names it as its neighbours are named ("Past: The Five of Pentacles", "Return: The Wheel of Fortune").
        if (inHeading(whole, offset - 1, offset + match.length, before.trimEnd().slice(-1))) return `${article} ${match}`;
        const opens = !/\p{L}/u.test(before) || /[.!?…]["»”’)]*\s*$/u.test(before);
        return `${opens ? article : article.toLowerCase()} ${match}`;
      });
      continue;
    }
    const lowered = nameInSentence(name);
    if (lowered === name) continue;
    result = result.replace(new RegExp(`(\\S) ${escaped}(?!\\p{L})`, 'gu'), (match, before: string, offset: number, whole: string) =>
      /[.!?…«“"]/.test(before) || inHeading(whole, offset, offset + match.length, before) ? match : `${before} ${lowered}`,
    );
  }
  return result;
}

/** Card names that take an article in running prose though their title has none ("with the Wheel of Fortune"). */
const PROSE_ARTICLE: Readonly<Record<string, string>> = { 'Wheel of Fortune': 'The' };

/** A heading is a label and a colon, or an emoji, then the name, perhaps with a word after it ("La Torre rovesciata"), but no sentence. */
function inHeading(whole: string, start: number, end: number, before: string): boolean {
  const lineEnd = whole.indexOf('\n', end);
  const lineStart = whole.lastIndexOf('\n', start) + 1;
  const label = before === ':' || !/\p{L}/u.test(whole.slice(lineStart, start + 1));
  return label && !/[.!?…]/.test(whole.slice(end, lineEnd === -1 ? undefined : lineEnd));
}

/** A text matched literally inside a regular expression. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A sentence's words, lower-cased, letters only; agreement markup as its first form ("[[person:their|his|her]]": their). */
const wordsOf = (sentence: string, locale: Locale) =>
  sentence
    .replace(/\[\[\w+:([^|\]]*)[^\]]*\]\]/gu, '$1')
    .toLocaleLowerCase(locale)
    .match(/\p{L}+/gu) ?? [];

/**
 * Whether a sentence echoes a text: three or four words running as they do there ("ad alta voce"), or two long words of
 * the same stem ("il momento perfetto" after "aspetti il momento perfetto"; it round 77: 15 closings echoed a card).
 */
export function echoes(sentence: string, text: string, locale: Locale): boolean {
  const said = wordsOf(text, locale);
  const own = wordsOf(sentence, locale);
  // Three words with two long ones, or four with one (a run of small words, "and it is", echoes nothing; "che è già
  // finito" does).
  const runsOf = (words: string[], length: number, long: number) =>
    words
      .slice(length - 1)
      .map((_, i) => words.slice(i, i + length))
      .filter((run) => run.filter((word) => word.length >= 4).length >= long)
      .map((run) => run.join(' '));
  const shared = (length: number, long: number) => {
    const runs = new Set(runsOf(said, length, long));
    return runsOf(own, length, long).some((run) => runs.has(run));
  };
  if (shared(3, 2) || shared(4, 1)) return true;
  const stem = (word: string) => word.slice(0, 6);
  const long = new Set(said.filter((word) => word.length >= 7).map(stem));
  return new Set(own.filter((word) => word.length >= 7 && long.has(stem(word))).map(stem)).size >= 2;
}
