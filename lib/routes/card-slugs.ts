import type { Locale } from '../i18n/routing';
import type { CardId } from '../tarot/deck';

/**
 * Each card's page slug per language: its name in that language, lower-case, unaccented,
 * hyphenated (the English slug is the card id). Kept apart from the card texts so the language
 * menu can map a card page without loading them.
 */
const cardSlugs: Readonly<Record<CardId, Readonly<Record<Locale, string>>>> = {
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

export function cardSlug(id: CardId, locale: Locale): string {
  return cardSlugs[id][locale];
}

/** The card a slug names in a language, if any. */
export function cardBySlug(slug: string, locale: Locale): CardId | undefined {
  return (Object.keys(cardSlugs) as CardId[]).find((id) => cardSlug(id, locale) === slug);
}
