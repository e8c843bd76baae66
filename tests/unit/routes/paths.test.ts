import { describe, expect, it } from 'vitest';
import { builtinArticleIds, isReservedSlug } from '@/lib/blog/builtin-ids';
import en from '@/messages/en.json';
import { codePattern } from '@/lib/share/shared-path';
import {
  articlePath,
  localeOfPath,
  localizedPath,
  localizedRedirects,
  localizedRewrites,
  notFoundRewrites,
  notFoundRoute,
  resolvePath,
  routePath,
  serverArticleRoute,
  articleSlugPattern,
  blogFeedPath,
  blogFeedRoute,
} from '@/lib/routes/paths';
import { page, pageKeys } from '@/lib/routes/pages';
import { locales, type Locale } from '@/lib/i18n/routing';

// Every localized URL of the readings, exactly; and the English URLs of the other pages.
const spec = [
  ['/', 'en', '/'],
  ['/', 'es', '/es/tarot-gratis'],
  ['/', 'it', '/it/tarocchi-gratis'],
  ['/love-tarot', 'es', '/es/tarot-amor'],
  ['/daily-tarot', 'es', '/es/tarot-diario'],
  ['/career-tarot', 'es', '/es/tarot-carrera'],
  ['/travel-tarot', 'es', '/es/tarot-viajes'],
  ['/full-reading', 'es', '/es/lectura-completa'],
  ['/love-tarot', 'it', '/it/tarot-amore'],
  ['/daily-tarot', 'it', '/it/tarocchi-quotidiani'],
  ['/career-tarot', 'it', '/it/tarocchi-carriera'],
  ['/travel-tarot', 'it', '/it/tarocchi-viaggi'],
  ['/full-reading', 'it', '/it/lettura-completa'],
  ['/love-tarot', 'en', '/love-tarot'],
  ['/full-reading', 'en', '/full-reading'],
  ['/why-tarot', 'en', '/why-tarot'],
  ['/ai-vs-traditional', 'en', '/ai-vs-traditional'],
  ['/tarot-insights', 'en', '/tarot-insights'],
  ['/faq', 'en', '/faq'],
  ['/blog', 'en', '/blog'],
  ['/blog/new', 'en', '/blog/new'],
  ['/blog/settings', 'en', '/blog/settings'],
  ['/faq', 'es', '/es/preguntas-frecuentes'],
  ['/faq', 'it', '/it/domande-frequenti'],
] as const;

describe('the page table', () => {
  it.each(spec)('%s in %s is %s', (key, locale, url) => {
    expect(localizedPath(key, locale)).toBe(url);
    expect(resolvePath(url)).toBe(key);
    expect(localeOfPath(url)).toBe(locale);
  });

  it('gives every page a distinct URL in each language, under its language prefix', () => {
    const urls = locales.flatMap((locale) => pageKeys.map((key) => localizedPath(key, locale)));
    expect(new Set(urls).size).toBe(urls.length);
    for (const key of pageKeys) for (const locale of locales) expect(localeOfPath(localizedPath(key, locale))).toBe(locale);
  });

  it('names every page it links in menus or the footer, and has a message for every name', () => {
    for (const key of pageKeys) {
      const { label, nav, footer } = page(key);
      if (nav || footer) expect(label, key).toBeDefined();
      if (label) expect(en.Nav[label], key).toBeTruthy();
    }
  });

  it('ignores a trailing slash and knows nothing of unknown paths', () => {
    expect(resolvePath('/es/tarot-amor/')).toBe('/love-tarot');
    expect(resolvePath('/es/love-tarot')).toBeUndefined();
    expect(resolvePath('/es/faq')).toBeUndefined();
    expect(resolvePath('/nowhere')).toBeUndefined();
  });
});

describe('blog articles', () => {
  it('puts built-in articles under their slug in each language, and back', () => {
    expect(articlePath('free-love-tarot', 'en')).toBe('/blog/free-love-tarot');
    expect(articlePath('free-love-tarot', 'es')).toBe('/es/blog/tarot-del-amor-gratis');
    expect(articlePath('tower-tarot-card', 'it')).toBe('/it/blog/carta-la-torre-tarocchi');
    for (const id of builtinArticleIds) for (const locale of locales) expect(resolvePath(articlePath(id, locale))).toEqual({ article: id });
  });

  it("keeps a visitor's article under its own slug in every language", () => {
    expect(articlePath('my-notes', 'it')).toBe('/it/blog/my-notes');
    expect(resolvePath('/es/blog/my-notes')).toEqual({ article: 'my-notes' });
    expect(resolvePath('/blog/a/b')).toBeUndefined();
  });

  it('reserves every id and slug of the built-in articles', () => {
    for (const id of builtinArticleIds)
      for (const locale of locales) expect(isReservedSlug(routePath({ article: id }, locale).split('/').pop()!)).toBe(true);
    expect(isReservedSlug('my-notes')).toBe(false);
  });
});

// The language menu follows each page's hreflang alternates (pageAlternates → routePath); keeping
// the query and falling back to a home happen in the browser (tests/e2e/navigation.spec.ts).
describe('hreflang alternates, which the language menu follows', () => {
  const alternate = (path: string, target: Locale) => routePath(resolvePath(path)!, target);

  it('lead to the equivalent page', () => {
    expect(alternate('/es/tarot-amor', 'it')).toBe('/it/tarot-amore');
    expect(alternate('/it/tarot-amore', 'en')).toBe('/love-tarot');
    expect(alternate('/', 'es')).toBe('/es/tarot-gratis');
    expect(alternate('/faq', 'es')).toBe('/es/preguntas-frecuentes');
    expect(alternate('/it/privacy', 'es')).toBe('/es/privacidad');
    expect(alternate('/blog/free-love-tarot', 'it')).toBe('/it/blog/tarocchi-amore-gratis');
    expect(alternate('/es/blog/my-notes', 'en')).toBe('/blog/my-notes');
  });

  it('keep a shared spread, under each language’s base', () => {
    expect(alternate('/r/p0gh', 'es')).toBe('/es/tirada/p0gh');
    expect(alternate('/es/tirada/p0gh', 'it')).toBe('/it/stesa/p0gh');
    expect(alternate('/it/stesa/p0gh', 'en')).toBe('/r/p0gh');
  });
});

describe('rewrites and redirects', () => {
  const rewrites = localizedRewrites();
  const target = (source: string) => rewrites.find((rule) => rule.source === source)?.destination;

  it('maps every public URL to one internal route', () => {
    expect(target('/')).toBe('/en');
    expect(target('/es/tarot-gratis')).toBe('/es');
    expect(target('/it/tarocchi-viaggi')).toBe('/it/travel-tarot');
    expect(target('/faq')).toBe('/en/faq');
    expect(target('/es/preguntas-frecuentes')).toBe('/es/faq');
    expect(target('/it/blog/nuovo')).toBe('/it/blog/new');
    expect(target('/blog/tower-tarot-card')).toBe('/en/blog/tower-tarot-card');
    expect(target('/es/blog/carta-la-torre-tarot')).toBe('/es/blog/tower-tarot-card');
    expect(target(`/r/:code(${codePattern})`)).toBe('/shared/en/:code');
    expect(target(`/es/tirada/:code(${codePattern})`)).toBe('/shared/es/:code');
    expect(target(`/it/stesa/:code(${codePattern})`)).toBe('/shared/it/:code');
    expect(new Set(rewrites.map((rule) => rule.source)).size).toBe(rewrites.length);
    // A URL that already is the internal route needs no rule.
    expect(target('/es/blog')).toBeUndefined();
  });

  it('sends any other article slug to the server article page, after the specific rules and the feed', () => {
    for (const locale of locales) {
      const catchAll = rewrites.findIndex((rule) => rule.source === `${localizedPath('/blog', locale)}/:articleId(${articleSlugPattern})`);
      const feed = rewrites.findIndex((rule) => rule.source === blogFeedPath(locale));
      expect(rewrites[catchAll]?.destination).toBe(serverArticleRoute(locale, ':articleId'));
      expect(rewrites[feed]?.destination).toBe(blogFeedRoute(locale));
      expect(feed).toBeLessThan(catchAll);
      expect(catchAll).toBeGreaterThanOrEqual(rewrites.length - 3 * locales.length);
    }
    expect(blogFeedPath('es')).toBe('/es/blog/feed.xml');
  });

  it('redirects bare prefixes and internal names to the one public URL', () => {
    const redirects = Object.fromEntries(localizedRedirects().map((rule) => [rule.source, rule.destination]));
    expect(redirects['/es']).toBe('/es/tarot-gratis');
    expect(redirects['/it']).toBe('/it/tarocchi-gratis');
    expect(redirects['/es/love-tarot']).toBe('/es/tarot-amor');
    expect(redirects['/it/full-reading']).toBe('/it/lettura-completa');
    expect(redirects['/it/faq']).toBe('/it/domande-frequenti');
    expect(redirects['/es/blog/free-love-tarot']).toBe('/es/blog/tarot-del-amor-gratis');
    expect(redirects['/en']).toBe('/');
    expect(redirects['/en/:path*']).toBe('/:path*');
    expect(redirects['/it/privacy']).toBeUndefined();
    expect(redirects['/es/r/:code']).toBe('/es/tirada/:code');
    expect(redirects['/shared/en/:code']).toBe('/r/:code');
    expect(redirects['/shared/it/:code']).toBe('/it/stesa/:code');
    // A redirect never lands on another redirect's source.
    for (const destination of Object.values(redirects)) expect(redirects[destination]).toBeUndefined();
  });
});

describe('unknown paths', () => {
  const rules = notFoundRewrites();
  const match = (path: string) =>
    rules.find((rule) =>
      new RegExp(`^${rule.source.replace('/:path*', '(/.*)?').replace('/:path((?!_next/).*)', '/(?!_next/).*')}$`).test(path),
    )?.destination;

  it('go to their language’s prerendered 404, build files excepted', () => {
    expect(match('/es/no-existe/del-todo')).toBe(notFoundRoute('es'));
    expect(match('/it/nulla')).toBe(notFoundRoute('it'));
    expect(match('/nothing/here')).toBe(notFoundRoute('en'));
    expect(match('/_next/static/chunks/missing.js')).toBeUndefined();
  });
});
