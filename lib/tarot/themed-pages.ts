import type { Locale } from '../i18n/routing';
import type { ReadingType } from './spreads';

/** The reading types a page offers as tiles (labels and descriptions are in messages: ReadingTypes). */
interface ReadingMenu {
  options: readonly ReadingType[];
  defaultType: ReadingType;
  /** Where one language's default differs (Italian travel readings default to journey). */
  localeDefaults?: Partial<Record<Locale, ReadingType>>;
}

/** The four themed reading pages, in the order the home page shows them. */
export const themedPages = {
  love: { options: ['relationship', 'right-person'], defaultType: 'relationship' },
  daily: { options: ['daily-energy', 'morning-evening'], defaultType: 'daily-energy' },
  career: { options: ['career-path', 'work-environment'], defaultType: 'career-path' },
  travel: { options: ['destination', 'journey'], defaultType: 'destination', localeDefaults: { it: 'journey' } },
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
