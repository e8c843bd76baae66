import type { Locale } from '../i18n/routing';
import type { ReadingTheme } from '../tarot/themed-pages';

/** Namespaces of messages that hold a page's `metaTitle` and `metaDescription`. */
export type MetaNamespace =
  | 'Home'
  | 'Themed.yesNo'
  | 'Themed.dayCard'
  | 'Themed.thinking'
  | 'Themed.comeBack'
  | 'Themed.cross'
  | 'Themed.love'
  | 'Themed.daily'
  | 'Themed.career'
  | 'Themed.travel'
  | 'FullReading'
  | 'WhyTarot'
  | 'AiVsTraditional'
  | 'TarotInsights'
  | 'CardLibrary'
  | 'Faq'
  | 'Blog'
  | 'BlogNew'
  | 'BlogSettings'
  | 'About'
  | 'Privacy'
  | 'Terms'
  | 'Journal';

/** Keys of the `Nav` messages that name a page in menus and the footer. */
export type NavLabel =
  | 'home'
  | 'yesNo'
  | 'dayCard'
  | 'thinking'
  | 'comeBack'
  | 'cross'
  | 'love'
  | 'daily'
  | 'career'
  | 'travel'
  | 'journal'
  | 'whyTarot'
  | 'aiVsTraditional'
  | 'tarotInsights'
  | 'cards'
  | 'faq'
  | 'blog'
  | 'about'
  | 'privacy'
  | 'terms';

export interface PageEntry {
  /** The public path in each language, before the language prefix ('/es', '/it'). */
  path: Readonly<Record<Locale, string>>;
  namespace: MetaNamespace;
  /** Pages that show a visitor's own state: `noindex` and out of the sitemap. */
  noindex?: true;
  /** The page's name in menus and the footer (`Nav.<label>`). */
  label?: NavLabel;
  /** Where the top bar links it: in the Readings or Guides menu, or as a link of its own. */
  nav?: 'readings' | 'guides' | 'link';
  /** The footer column that links it. */
  footer?: 'readings' | 'guides' | 'site';
}

/**
 * Every page of the site, keyed by its internal pathname (its folder under app/[locale]). Routing
 * (rewrites, redirects, the language menu), hreflang, the sitemap, the top bar, the footer and
 * page metadata are all derived from this table; a page in three languages is one entry here
 * plus its folder and content.
 */
export const pages = {
  '/': {
    path: { en: '/', es: '/tarot-gratis', it: '/tarocchi-gratis' },
    namespace: 'Home',
    label: 'home',
    nav: 'readings',
    footer: 'readings',
  },
  '/yes-no-tarot': {
    path: { en: '/yes-no-tarot', es: '/tarot-si-o-no', it: '/tarocchi-si-o-no' },
    namespace: 'Themed.yesNo',
    label: 'yesNo',
    nav: 'readings',
    footer: 'readings',
  },
  '/card-of-the-day': {
    path: { en: '/card-of-the-day', es: '/carta-del-dia', it: '/carta-del-giorno' },
    namespace: 'Themed.dayCard',
    label: 'dayCard',
    nav: 'readings',
    footer: 'readings',
  },
  '/love-tarot': {
    path: { en: '/love-tarot', es: '/tarot-amor', it: '/tarot-amore' },
    namespace: 'Themed.love',
    label: 'love',
    nav: 'readings',
    footer: 'readings',
  },
  '/what-are-they-thinking': {
    path: { en: '/what-are-they-thinking', es: '/que-piensa-de-mi', it: '/cosa-pensa-di-me' },
    namespace: 'Themed.thinking',
    label: 'thinking',
    nav: 'readings',
    footer: 'readings',
  },
  '/will-they-come-back': {
    path: { en: '/will-they-come-back', es: '/tarot-volvera', it: '/tarocchi-tornera' },
    namespace: 'Themed.comeBack',
    label: 'comeBack',
    nav: 'readings',
    footer: 'readings',
  },
  '/daily-tarot': {
    path: { en: '/daily-tarot', es: '/tarot-diario', it: '/tarocchi-quotidiani' },
    namespace: 'Themed.daily',
    label: 'daily',
    nav: 'readings',
    footer: 'readings',
  },
  '/career-tarot': {
    path: { en: '/career-tarot', es: '/tarot-carrera', it: '/tarocchi-carriera' },
    namespace: 'Themed.career',
    label: 'career',
    nav: 'readings',
    footer: 'readings',
  },
  '/travel-tarot': {
    path: { en: '/travel-tarot', es: '/tarot-viajes', it: '/tarocchi-viaggi' },
    namespace: 'Themed.travel',
    label: 'travel',
    nav: 'readings',
    footer: 'readings',
  },
  '/celtic-cross': {
    path: { en: '/celtic-cross', es: '/cruz-celta', it: '/croce-celtica' },
    namespace: 'Themed.cross',
    label: 'cross',
    nav: 'readings',
    footer: 'readings',
  },
  '/my-readings': {
    path: { en: '/my-readings', es: '/mis-lecturas', it: '/le-mie-letture' },
    namespace: 'Journal',
    noindex: true,
    label: 'journal',
    nav: 'readings',
    footer: 'readings',
  },
  '/full-reading': {
    path: { en: '/full-reading', es: '/lectura-completa', it: '/lettura-completa' },
    namespace: 'FullReading',
    noindex: true,
  },
  '/why-tarot': {
    path: { en: '/why-tarot', es: '/por-que-el-tarot', it: '/perche-i-tarocchi' },
    namespace: 'WhyTarot',
    label: 'whyTarot',
    nav: 'guides',
    footer: 'guides',
  },
  '/ai-vs-traditional': {
    path: { en: '/ai-vs-traditional', es: '/tarot-ia-o-tradicional', it: '/tarocchi-ia-o-tradizione' },
    namespace: 'AiVsTraditional',
    label: 'aiVsTraditional',
    nav: 'guides',
    footer: 'guides',
  },
  '/tarot-insights': {
    path: { en: '/tarot-insights', es: '/claves-del-tarot', it: '/guida-ai-tarocchi' },
    namespace: 'TarotInsights',
    label: 'tarotInsights',
    nav: 'guides',
    footer: 'guides',
  },
  '/cards': {
    path: { en: '/cards', es: '/cartas', it: '/carte' },
    namespace: 'CardLibrary',
    label: 'cards',
    nav: 'link',
    footer: 'guides',
  },
  '/faq': {
    path: { en: '/faq', es: '/preguntas-frecuentes', it: '/domande-frequenti' },
    namespace: 'Faq',
    label: 'faq',
    nav: 'link',
    footer: 'guides',
  },
  '/blog': { path: { en: '/blog', es: '/blog', it: '/blog' }, namespace: 'Blog', label: 'blog', nav: 'link', footer: 'guides' },
  '/blog/new': { path: { en: '/blog/new', es: '/blog/nuevo', it: '/blog/nuovo' }, namespace: 'BlogNew', noindex: true },
  '/blog/settings': {
    path: { en: '/blog/settings', es: '/blog/ajustes', it: '/blog/impostazioni' },
    namespace: 'BlogSettings',
    noindex: true,
  },
  '/about': { path: { en: '/about', es: '/sobre-cosmic-tarot', it: '/chi-siamo' }, namespace: 'About', label: 'about', footer: 'site' },
  '/privacy': { path: { en: '/privacy', es: '/privacidad', it: '/privacy' }, namespace: 'Privacy', label: 'privacy', footer: 'site' },
  '/terms': { path: { en: '/terms', es: '/terminos', it: '/termini' }, namespace: 'Terms', label: 'terms', footer: 'site' },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pages;

export const pageKeys = Object.keys(pages) as PageKey[];

/** The entry of a page, widened so optional fields read as optional. */
export function page(key: PageKey): PageEntry {
  return pages[key];
}

/** The pages the top bar or the footer links in one place, in table order. */
export function pagesWhere<F extends 'nav' | 'footer'>(field: F, value: NonNullable<PageEntry[F]>): PageKey[] {
  return pageKeys.filter((key) => page(key)[field] === value);
}

/** The page of each themed reading. */
export const themedPagePaths = {
  yesNo: '/yes-no-tarot',
  dayCard: '/card-of-the-day',
  love: '/love-tarot',
  thinking: '/what-are-they-thinking',
  comeBack: '/will-they-come-back',
  cross: '/celtic-cross',
  daily: '/daily-tarot',
  career: '/career-tarot',
  travel: '/travel-tarot',
} as const satisfies Record<ReadingTheme, PageKey>;
