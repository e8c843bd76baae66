import type { Locale } from '../i18n/routing';
import type { ReadingType } from './spreads';

/** The reading types a page offers as tiles (labels and descriptions are in messages: ReadingTypes). */
interface ReadingMenu {
  options: readonly ReadingType[];
  defaultType: ReadingType;
  /** Where one language's default differs (Italian travel readings default to journey). */
  localeDefaults?: Partial<Record<Locale, ReadingType>>;
}

/** The themed reading pages, in the order the home page and the menus show them. */
export const themedPages = {
  yesNo: { options: ['yes-no', 'yes-no-three'], defaultType: 'yes-no' },
  dayCard: { options: ['card-of-the-day'], defaultType: 'card-of-the-day' },
  love: { options: ['relationship', 'right-person'], defaultType: 'relationship' },
  thinking: { options: ['their-thoughts'], defaultType: 'their-thoughts' },
  comeBack: { options: ['come-back'], defaultType: 'come-back' },
  daily: { options: ['daily-energy', 'morning-evening'], defaultType: 'daily-energy' },
  career: { options: ['career-path', 'work-environment'], defaultType: 'career-path' },
  travel: { options: ['destination', 'journey'], defaultType: 'destination', localeDefaults: { it: 'journey' } },
  cross: { options: ['celtic-cross', 'five-card-cross'], defaultType: 'celtic-cross' },
} as const satisfies Record<string, ReadingMenu>;

export type ReadingTheme = keyof typeof themedPages;

export const readingThemes = Object.keys(themedPages) as ReadingTheme[];

/** The home pages offer a quick insight or the classic three cards; three cards by default. */
export const homeReadings: ReadingMenu = {
  options: ['quick-insight', 'past-present-future'],
  defaultType: 'past-present-future',
};

export function defaultTypeFor(menu: ReadingMenu, locale: Locale): ReadingType {
  return menu.localeDefaults?.[locale] ?? menu.defaultType;
}

/** The themed page that offers a reading type, if one does (the homes offer the rest). */
export function themeOfType(type: ReadingType): ReadingTheme | undefined {
  return readingThemes.find((theme) => themedPages[theme].options.some((option) => option === type));
}
