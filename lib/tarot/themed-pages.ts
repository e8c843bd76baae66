import type { PageKey } from '../routes/pages';
import type { Locale } from '../i18n/routing';
import type { ReadingType } from './spreads';

export type HoverSide = 'top' | 'right' | 'bottom' | 'left';
export type HoverAlign = 'start' | 'center' | 'end';

/** An option tile; its label, description and suggestions are in messages (ReadingTypes). */
export interface ReadingOption {
  type: ReadingType;
  hoverPosition: HoverSide;
  hoverAlign: HoverAlign;
}

interface ReadingMenu {
  options: readonly ReadingOption[];
  defaultType: ReadingType;
  /** Where one language's default differs (Italian travel readings default to journey). */
  localeDefaults?: Partial<Record<Locale, ReadingType>>;
}

const pair = (first: ReadingType, second: ReadingType): readonly ReadingOption[] => [
  { type: first, hoverPosition: 'bottom', hoverAlign: 'start' },
  { type: second, hoverPosition: 'bottom', hoverAlign: 'end' },
];

/** The four themed reading pages, in the order the home page shows them . */
export const themedPages = {
  love: { pathname: '/love-tarot', icon: 'heart', options: pair('relationship', 'right-person'), defaultType: 'relationship' },
  daily: { pathname: '/daily-tarot', icon: 'sun', options: pair('daily-energy', 'morning-evening'), defaultType: 'daily-energy' },
  career: {
    pathname: '/career-tarot',
    icon: 'briefcase',
    options: pair('career-path', 'work-environment'),
    defaultType: 'career-path',
  },
  travel: {
    pathname: '/travel-tarot',
    icon: 'compass',
    options: pair('destination', 'journey'),
    defaultType: 'destination',
    localeDefaults: { it: 'journey' },
  },
} as const satisfies Record<string, ReadingMenu & { pathname: PageKey; icon: 'heart' | 'sun' | 'briefcase' | 'compass' }>;

export type ReadingTheme = keyof typeof themedPages;

export const readingThemes = Object.keys(themedPages) as ReadingTheme[];

/** The home pages offer a quick insight or the classic three cards; three cards by default. */
export const homeReadings: ReadingMenu = {
  options: pair('quick-insight', 'past-present-future'),
  defaultType: 'past-present-future',
};

export function defaultTypeFor(menu: ReadingMenu, locale: Locale): ReadingType {
  return menu.localeDefaults?.[locale] ?? menu.defaultType;
}

/** The themed page that offers a reading type, if one does (the homes offer the rest). */
export function themeOfType(type: ReadingType): ReadingTheme | undefined {
  return readingThemes.find((theme) => themedPages[theme].options.some((option) => option.type === type));
}
