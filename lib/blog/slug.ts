import { formatDate } from '../i18n/dates';
import type { Locale } from '../i18n/routing';

/** Lower-cased, runs of whitespace → '-', every character but a–z, 0–9 and '-' dropped. */
export function normalizeSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** Today in long US English, as article dates read: 'November 22, 2026'. */
export function articleDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
}

/** An ISO date (YYYY-MM-DD) as a language writes it: '14 March 2025', '14 de marzo de 2025'. */
export function localDate(iso: string, locale: Locale): string {
  return formatDate(new Date(`${iso}T12:00:00Z`), locale, { dateStyle: 'long', timeZone: 'UTC' });
}

/** An article's date as shown: an ISO date in the page's language, any other text as it was written. */
export function shownDate(date: string, locale: Locale): string {
  return /^\d{4}-\d\d-\d\d$/.test(date) ? localDate(date, locale) : date;
}

/** The longest slug the editor proposes from a title: short addresses read and share better. */
const titleSlugLength = 80;

/**
 * The slug a title proposes: accents folded first ('Señora' → 'senora', where normalizeSlug alone
 * would drop the letter), then normalised, runs of '-' joined, ends trimmed, cut at a word.
 */
export function slugFromTitle(title: string): string {
  const slug = normalizeSlug(
    title
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]/g, '')
      .replace(/[^a-zA-Z0-9\s-]/g, ' ')
      .trim(),
  ).replace(/-+/g, '-');
  if (slug.length <= titleSlugLength) return slug.replace(/^-|-$/g, '');
  const cut = slug.slice(0, titleSlugLength + 1);
  return (cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut.slice(0, titleSlugLength)).replace(/^-|-$/g, '');
}
