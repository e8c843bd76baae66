import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';
import { builtinArticles } from '../../lib/blog/builtins';

export interface RouteCase {
  path: string;
  lang: 'en' | 'es' | 'it';
  heading: string;
  title: string;
  /** The full reading needs its cards in the query, or it sends the visitor home. */
  query?: string;
}

const cards = '?cards=the-fool%2Cthe-star%2Cthe-sun&type=past-present-future';

const suffix = ' | Cosmic Tarot';

/** Every route of SPEC §2, with the heading and title each must show. */
export const routes: RouteCase[] = [
  { path: '/', lang: 'en', heading: en.Home.title, title: en.Home.metaTitle },
  { path: '/love-tarot', lang: 'en', heading: en.Themed.love.title, title: en.Themed.love.metaTitle + suffix },
  { path: '/daily-tarot', lang: 'en', heading: en.Themed.daily.title, title: en.Themed.daily.metaTitle + suffix },
  { path: '/career-tarot', lang: 'en', heading: en.Themed.career.title, title: en.Themed.career.metaTitle + suffix },
  { path: '/travel-tarot', lang: 'en', heading: en.Themed.travel.title, title: en.Themed.travel.metaTitle + suffix },
  { path: '/full-reading', query: cards, lang: 'en', heading: 'Your Tarot Reading', title: en.FullReading.metaTitle + suffix },
  { path: '/why-tarot', lang: 'en', heading: en.WhyTarot.title, title: en.WhyTarot.metaTitle + suffix },
  { path: '/ai-vs-traditional', lang: 'en', heading: en.AiVsTraditional.title, title: en.AiVsTraditional.metaTitle + suffix },
  { path: '/tarot-insights', lang: 'en', heading: en.TarotInsights.title, title: en.TarotInsights.metaTitle + suffix },
  { path: '/blog', lang: 'en', heading: en.Blog.title, title: en.Blog.metaTitle + suffix },
  { path: '/blog/new', lang: 'en', heading: en.BlogNew.title, title: en.BlogNew.metaTitle + suffix },
  { path: '/blog/settings', lang: 'en', heading: en.BlogSettings.title, title: en.BlogSettings.metaTitle + suffix },
  {
    path: '/blog/free-love-tarot',
    lang: 'en',
    heading: builtinArticles['free-love-tarot'].title,
    title: builtinArticles['free-love-tarot'].title + suffix,
  },
  {
    path: '/blog/tower-tarot-card',
    lang: 'en',
    heading: builtinArticles['tower-tarot-card'].title,
    title: builtinArticles['tower-tarot-card'].title + suffix,
  },
  { path: '/faq', lang: 'en', heading: en.Faq.title, title: en.Faq.metaTitle + suffix },
  { path: '/es/tarot-gratis', lang: 'es', heading: es.Home.title, title: es.Home.metaTitle },
  { path: '/es/tarot-amor', lang: 'es', heading: es.Themed.love.title, title: es.Themed.love.metaTitle + suffix },
  { path: '/es/tarot-diario', lang: 'es', heading: es.Themed.daily.title, title: es.Themed.daily.metaTitle + suffix },
  { path: '/es/tarot-carrera', lang: 'es', heading: es.Themed.career.title, title: es.Themed.career.metaTitle + suffix },
  { path: '/es/tarot-viajes', lang: 'es', heading: es.Themed.travel.title, title: es.Themed.travel.metaTitle + suffix },
  { path: '/es/lectura-completa', query: cards, lang: 'es', heading: es.FullReading.title, title: es.FullReading.metaTitle + suffix },
  { path: '/it/tarocchi-gratis', lang: 'it', heading: it.Home.title, title: it.Home.metaTitle },
  { path: '/it/tarot-amore', lang: 'it', heading: it.Themed.love.title, title: it.Themed.love.metaTitle + suffix },
  { path: '/it/tarocchi-quotidiani', lang: 'it', heading: it.Themed.daily.title, title: it.Themed.daily.metaTitle + suffix },
  { path: '/it/tarocchi-carriera', lang: 'it', heading: it.Themed.career.title, title: it.Themed.career.metaTitle + suffix },
  { path: '/it/tarocchi-viaggi', lang: 'it', heading: it.Themed.travel.title, title: it.Themed.travel.metaTitle + suffix },
  { path: '/it/lettura-completa', query: cards, lang: 'it', heading: 'La Tua Lettura Completa', title: it.FullReading.metaTitle + suffix },
];
