import type { LocalizedPathname } from '../i18n/routing';

/** The four themed reading pages, in the order the home page shows them (SPEC §2). */
export const themedPages = {
  love: { pathname: '/love-tarot', icon: 'heart' },
  daily: { pathname: '/daily-tarot', icon: 'sun' },
  career: { pathname: '/career-tarot', icon: 'briefcase' },
  travel: { pathname: '/travel-tarot', icon: 'compass' },
} as const satisfies Record<string, { pathname: LocalizedPathname; icon: 'heart' | 'sun' | 'briefcase' | 'compass' }>;

export type ReadingTheme = keyof typeof themedPages;

export const readingThemes = Object.keys(themedPages) as ReadingTheme[];
