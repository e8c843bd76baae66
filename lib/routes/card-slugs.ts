import type { Locale } from '../i18n/routing';
import { cardIds, minorIds, minorParts, ranks, suits, type CardId, type MajorId, type MinorId, type Rank, type Suit } from '../tarot/deck';

/**
 * Each card's page slug per language: its name in that language, lower-case, unaccented,
 * hyphenated, a minor card's without its article (the English slug is the card id). Kept apart
 * from the card texts so the language menu can map a card page without loading them.
 */
const majorSlugs: Readonly<Record<MajorId, Readonly<Record<Locale, string>>>> = {
  'the-fool': { en: 'the-fool', es: 'el-loco', it: 'il-matto' },
  'the-magician': { en: 'the-magician', es: 'el-mago', it: 'il-mago' },
  'the-high-priestess': { en: 'the-high-priestess', es: 'la-sacerdotisa', it: 'la-papessa' },
  'the-empress': { en: 'the-empress', es: 'la-emperatriz', it: 'l-imperatrice' },
  'the-emperor': { en: 'the-emperor', es: 'el-emperador', it: 'l-imperatore' },
  'the-hierophant': { en: 'the-hierophant', es: 'el-hierofante', it: 'il-papa' },
  'the-lovers': { en: 'the-lovers', es: 'los-enamorados', it: 'gli-amanti' },
  'the-chariot': { en: 'the-chariot', es: 'el-carro', it: 'il-carro' },
  strength: { en: 'strength', es: 'la-fuerza', it: 'la-forza' },
  'the-hermit': { en: 'the-hermit', es: 'el-ermitano', it: 'l-eremita' },
  'wheel-of-fortune': { en: 'wheel-of-fortune', es: 'la-rueda-de-la-fortuna', it: 'la-ruota-della-fortuna' },
  justice: { en: 'justice', es: 'la-justicia', it: 'la-giustizia' },
  'the-hanged-man': { en: 'the-hanged-man', es: 'el-colgado', it: 'l-appeso' },
  death: { en: 'death', es: 'la-muerte', it: 'la-morte' },
  temperance: { en: 'temperance', es: 'la-templanza', it: 'la-temperanza' },
  'the-devil': { en: 'the-devil', es: 'el-diablo', it: 'il-diavolo' },
  'the-tower': { en: 'the-tower', es: 'la-torre', it: 'la-torre' },
  'the-star': { en: 'the-star', es: 'la-estrella', it: 'la-stella' },
  'the-moon': { en: 'the-moon', es: 'la-luna', it: 'la-luna' },
  'the-sun': { en: 'the-sun', es: 'el-sol', it: 'il-sole' },
  judgement: { en: 'judgement', es: 'el-juicio', it: 'il-giudizio' },
  'the-world': { en: 'the-world', es: 'el-mundo', it: 'il-mondo' },
};

/** The words of a minor card's slug ("three-of-cups", "tres-de-copas") and a suit page's ("suit-of-cups", "palo-de-copas"). */
const minorWords: Record<Locale, { of: string; suit: string; ranks: Record<Rank, string>; suits: Record<Suit, string> }> = {
  // English slugs are the ids' own words.
  en: {
    of: 'of',
    suit: 'suit',
    ranks: Object.fromEntries(ranks.map((rank) => [rank, rank])) as Record<Rank, string>,
    suits: Object.fromEntries(suits.map((suit) => [suit, suit])) as Record<Suit, string>,
  },
  es: {
    of: 'de',
    suit: 'palo',
    ranks: {
      ace: 'as',
      two: 'dos',
      three: 'tres',
      four: 'cuatro',
      five: 'cinco',
      six: 'seis',
      seven: 'siete',
      eight: 'ocho',
      nine: 'nueve',
      ten: 'diez',
      page: 'sota',
      knight: 'caballo',
      queen: 'reina',
      king: 'rey',
    },
    suits: { wands: 'bastos', cups: 'copas', swords: 'espadas', pentacles: 'oros' },
  },
  it: {
    of: 'di',
    suit: 'seme',
    ranks: {
      ace: 'asso',
      two: 'due',
      three: 'tre',
      four: 'quattro',
      five: 'cinque',
      six: 'sei',
      seven: 'sette',
      eight: 'otto',
      nine: 'nove',
      ten: 'dieci',
      page: 'fante',
      knight: 'cavaliere',
      queen: 'regina',
      king: 're',
    },
    suits: { wands: 'bastoni', cups: 'coppe', swords: 'spade', pentacles: 'denari' },
  },
};

// The languages, from the data above: this module stays free of next-intl for the browser's card texts.
const locales = Object.keys(minorWords) as Locale[];

function minorSlug(id: MinorId, locale: Locale): string {
  const { rank, suit } = minorParts(id);
  const words = minorWords[locale];
  return `${words.ranks[rank]}-${words.of}-${words.suits[suit]}`;
}

const cardSlugs = new Map<CardId, Readonly<Record<Locale, string>>>([
  ...(Object.entries(majorSlugs) as [MajorId, Record<Locale, string>][]),
  ...minorIds.map(
    (id) => [id, Object.fromEntries(locales.map((locale) => [locale, minorSlug(id, locale)])) as Record<Locale, string>] as const,
  ),
]);

export function cardSlug(id: CardId, locale: Locale): string {
  return cardSlugs.get(id)![locale];
}

const bySlug = new Map(cardIds.flatMap((id) => locales.map((locale) => [`${locale}/${cardSlug(id, locale)}`, id])));

/** The card a slug names in a language, if any. */
export function cardBySlug(slug: string, locale: Locale): CardId | undefined {
  return bySlug.get(`${locale}/${slug}`);
}

/** A suit's page slug: "suit-of-cups", "palo-de-copas", "seme-di-coppe". */
export function suitSlug(suit: Suit, locale: Locale): string {
  const words = minorWords[locale];
  return `${words.suit}-${words.of}-${words.suits[suit]}`;
}

/** The suit a slug names in a language, if any. */
export function suitBySlug(slug: string, locale: Locale): Suit | undefined {
  return suits.find((suit) => suitSlug(suit, locale) === slug);
}
