import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, listPage } from '@/lib/blog/list-page';
import { locales } from '@/lib/i18n/routing';
import { blogListPath, blogListRoute, localizedRewrites, resolvePath } from '@/lib/routes/paths';
import { FEED_ITEMS, rssFeed } from '@/lib/seo/feed';

describe('the blog list, a page at a time', () => {
  it('cuts 430 articles into pages of BLOG_PAGE_SIZE, the last one shorter', () => {
    const all = Array.from({ length: 430 }, (_, n) => n);
    const pages = Math.ceil(430 / BLOG_PAGE_SIZE);
    expect(listPage(all, 1)).toEqual({ items: all.slice(0, BLOG_PAGE_SIZE), pages });
    expect(listPage(all, pages).items).toEqual(all.slice((pages - 1) * BLOG_PAGE_SIZE));
    expect(listPage(all, pages + 1).items).toEqual([]);
    expect(listPage([], 1)).toEqual({ items: [], pages: 1 });
  });

  it('lives under each language’s blog, the first page being the blog itself, and never shadows an article', () => {
    expect(locales.map((locale) => blogListPath(locale, 2))).toEqual(['/blog/page/2', '/es/blog/pagina/2', '/it/blog/pagina/2']);
    expect(blogListPath('es', 1)).toBe('/es/blog');
    for (const locale of locales) {
      const rule = localizedRewrites().find((entry) => entry.destination === blogListRoute(locale, ':n'));
      expect(rule?.source).toBe(`${blogListPath(locale, 2).slice(0, -1)}:n(\\d{1,4})`);
    }
    expect(resolvePath('/blog/page')).toEqual({ article: 'page' });
  });
});

describe('the feed', () => {
  it(`carries the newest ${FEED_ITEMS} items whatever the number of articles`, () => {
    const items = Array.from({ length: 430 }, (_, n) => ({
      title: `t${n}`,
      description: 'd',
      url: `https://x.test/${n}`,
      date: new Date(n * 1000),
    }));
    const body = rssFeed({ title: 'B', description: 'd', link: 'https://x.test', self: 'https://x.test/f', language: 'en', items });
    expect(body.match(/<item>/g)).toHaveLength(FEED_ITEMS);
    expect(body).toContain('<title>t429</title>');
    expect(body).not.toContain(`<title>t${429 - FEED_ITEMS}</title>`);
  });
});
