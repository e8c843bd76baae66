import type { Locale } from '../i18n/routing';

/**
 * What differs between languages beyond their messages (STYLE: data, not `if (locale === …)`).
 * - reveal: how picked cards turn face up: automatically after the last pick, one by one
 *   on click, or all at once with a 'Reveal your cards' button followed by the interpretation.
 * - promptLanguage: the language Gemini is asked to answer in; null when the prompt's own.
 * - listLocale: how lists of card names are joined (British English: no serial comma).
 * - listAnd: the conjunction a list says before a word that calls for another (Italian "ed" before e;
 *   Spanish "e" before i is ICU's own); none where the list locale says it all.
 * - and: the language's word for "and", to tell a list item that holds one ("friendship and celebration").
 * - lastAndApart: whether a last item's own "and" also takes a comma before the list's (English "…, and friendship
 *   and celebration"; Italian and Spanish set apart only an earlier item's: «parole abili e un'autorità lucida e imparziale»).
 * - contractions: a preposition and the article a card's name brings, said as one word in running
 *   prose (Spanish "del Seis de Espadas", never "de el"; Italian "dal Sole", "dell'Eremita").
 */
export const localeSettings = {
  en: {
    reveal: 'auto',
    promptLanguage: null,
    listLocale: 'en-GB',
    listAnd: null,
    and: /(?<!\p{L})and(?!\p{L})/u,
    lastAndApart: true,
    contractions: null,
  },
  es: {
    reveal: 'click',
    promptLanguage: 'Spanish',
    listLocale: 'es',
    listAnd: null,
    and: /(?<!\p{L})[ye](?!\p{L})/u,
    lastAndApart: false,
    contractions: { said: /(?<!\p{L})([Dd]e|[Aa]) el (?=\p{Lu})/gu, as: (_: string, preposition: string) => `${preposition}l ` },
  },
  it: {
    reveal: 'button',
    promptLanguage: 'Italian',
    listLocale: 'it',
    listAnd: { said: / e (?=[eEèé])/gu, as: ' ed ' },
    and: /(?<!\p{L})ed?(?!\p{L})/u,
    lastAndApart: false,
    // "da il Sole" → "dal Sole", "di l'Eremita" → "dell'Eremita", "a gli Amanti" → "agli Amanti".
    contractions: {
      said: /(?<!\p{L})([Dd]i|[Dd]a|[Ii]n|[Ss]u|[Aa]) (il |la |l'|l’|gli )(?=\p{Lu})/gu,
      as: (_: string, preposition: string, article: string) => joined(preposition, article),
    },
  },
} as const satisfies Record<
  Locale,
  {
    reveal: 'auto' | 'click' | 'button';
    promptLanguage: string | null;
    listLocale: string;
    listAnd: { said: RegExp; as: string } | null;
    and: RegExp;
    lastAndApart: boolean;
    contractions: { said: RegExp; as: (match: string, preposition: string, article: string) => string } | null;
  }
>;

/** An Italian preposition joined to the article after it: di + il → del, in + la → nella, su + l' → sull'. */
function joined(preposition: string, article: string): string {
  const stem = { di: 'de', da: 'da', in: 'ne', su: 'su', a: 'a' }[preposition.toLowerCase() as 'di' | 'da' | 'in' | 'su' | 'a'];
  const said =
    stem + { 'il ': 'l ', 'la ': 'lla ', "l'": "ll'", 'l’': 'll’', 'gli ': 'gli ' }[article as 'il ' | 'la ' | "l'" | 'l’' | 'gli '];
  return preposition[0] === preposition[0]!.toUpperCase() ? said[0]!.toUpperCase() + said.slice(1) : said;
}

/** A preposition and a card's article said as one word where the language does ("del Seis de Espadas"). */
export function contracted(text: string, locale: Locale): string {
  const contractions = localeSettings[locale].contractions;
  return contractions ? text.replace(contractions.said, contractions.as) : text;
}
