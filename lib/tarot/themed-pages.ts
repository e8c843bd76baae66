import type { LocalizedPathname } from '../i18n/routing';

/** The four themed reading pages, in the order the home page shows them (SPEC §2). */
export const themedPages = {
  love: { pathname: '/love-tarot', icon: '💞' },
  daily: { pathname: '/daily-tarot', icon: '☀️' },
  career: { pathname: '/career-tarot', icon: '💼' },
  travel: { pathname: '/travel-tarot', icon: '🧭' },
} as const satisfies Record<string, { pathname: LocalizedPathname; icon: string }>;

export type ReadingTheme = keyof typeof themedPages;

export const readingThemes = Object.keys(themedPages) as ReadingTheme[];
