import { xmlSafe } from '../xml-text';

/** One entry of a blog feed. */
export interface FeedItem {
  title: string;
  description: string;
  url: string;
  /** When it was published, as the feed's readers sort it. */
  date: Date;
}

export interface Feed {
  title: string;
  description: string;
  /** The blog's page and the feed's own address. */
  link: string;
  self: string;
  language: string;
  items: readonly FeedItem[];
}

/** Escaped, and without the characters XML forbids (articles stored before publish refused them). */
const escapeXml = (text: string) =>
  xmlSafe(text).replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** Items a feed carries: readers poll it, so it stays small whatever the number of articles. */
export const FEED_ITEMS = 50;

/** An RSS 2.0 document, the newest `FEED_ITEMS` items first; every text escaped. */
export function rssFeed({ title, description, link, self, language, items }: Feed): string {
  const sorted = [...items].sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, FEED_ITEMS);
  const entries = sorted.map(
    (item) =>
      `<item><title>${escapeXml(item.title)}</title><link>${escapeXml(item.url)}</link><guid isPermaLink="true">${escapeXml(item.url)}</guid>` +
      `<description>${escapeXml(item.description)}</description><pubDate>${item.date.toUTCString()}</pubDate></item>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>` +
    `<title>${escapeXml(title)}</title><link>${escapeXml(link)}</link><description>${escapeXml(description)}</description>` +
    `<language>${language}</language><atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>` +
    `${entries.join('')}</channel></rss>\n`
  );
}
