import { describe, expect, it } from 'vitest';
import { englishOnlyRewrites, storedArticleRoute } from '@/lib/i18n/english-routes';
import {
  localeOfPath,
  localizedPath,
  localizedRedirects,
  localizedRewrites,
  resolveLocalizedPath,
  switchLocalePath,
} from '@/lib/i18n/paths';

// SPEC §2, every localized URL.
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
] as const;

describe('localized paths', () => {
  it.each(spec)('%s in %s is %s', (pathname, locale, url) => {
    expect(localizedPath(pathname, locale)).toBe(url);
    expect(resolveLocalizedPath(url)).toBe(pathname);
    expect(localeOfPath(url)).toBe(locale);
  });

  it('knows nothing of English-only or unknown paths', () => {
    expect(resolveLocalizedPath('/faq')).toBeUndefined();
    expect(resolveLocalizedPath('/es/faq')).toBeUndefined();
    expect(resolveLocalizedPath('/es/love-tarot')).toBeUndefined();
  });

  it('ignores a trailing slash', () => {
    expect(resolveLocalizedPath('/es/tarot-amor/')).toBe('/love-tarot');
  });
});

describe('language menu targets', () => {
  it('leads to the equivalent page where one exists', () => {
    expect(switchLocalePath('/es/tarot-amor', 'it')).toBe('/it/tarot-amore');
    expect(switchLocalePath('/it/tarot-amore', 'en')).toBe('/love-tarot');
    expect(switchLocalePath('/', 'es')).toBe('/es/tarot-gratis');
  });

  it('keeps the query of the full reading', () => {
    expect(switchLocalePath('/full-reading?cards=the-fool&type=quick-insight', 'it')).toBe(
      '/it/lettura-completa?cards=the-fool&type=quick-insight',
    );
  });

  it("falls back to the language's home", () => {
    expect(switchLocalePath('/faq', 'es')).toBe('/es/tarot-gratis');
    expect(switchLocalePath('/blog/free-love-tarot?x=1', 'it')).toBe('/it/tarocchi-gratis');
    expect(switchLocalePath(null, 'en')).toBe('/');
    expect(switchLocalePath('/blog', 'en')).toBe('/');
  });
});

describe('rewrites and redirects', () => {
  const rewrites = [...localizedRewrites(), ...englishOnlyRewrites()];
  const target = (source: string) => rewrites.find((rule) => rule.source === source)?.destination;

  it('maps every public URL to one internal route', () => {
    expect(target('/')).toBe('/en');
    expect(target('/es/tarot-gratis')).toBe('/es');
    expect(target('/it/tarocchi-viaggi')).toBe('/it/travel-tarot');
    expect(target('/faq')).toBe('/en/faq');
    expect(target('/blog/new')).toBe('/en/blog/new');
    expect(target('/blog/tower-tarot-card')).toBe('/en/blog/tower-tarot-card');
    expect(new Set(rewrites.map((rule) => rule.source)).size).toBe(rewrites.length);
  });

  it('sends any other article id to the page that reads stored articles, after the specific rules', () => {
    const catchAll = rewrites.findIndex((rule) => rule.source === '/blog/:articleId');
    expect(rewrites[catchAll]?.destination).toBe(storedArticleRoute);
    expect(catchAll).toBe(rewrites.length - 1);
  });

  it('redirects bare prefixes and internal names to the one public URL', () => {
    const redirects = Object.fromEntries(localizedRedirects().map((rule) => [rule.source, rule.destination]));
    expect(redirects['/es']).toBe('/es/tarot-gratis');
    expect(redirects['/it']).toBe('/it/tarocchi-gratis');
    expect(redirects['/es/love-tarot']).toBe('/es/tarot-amor');
    expect(redirects['/it/full-reading']).toBe('/it/lettura-completa');
    expect(redirects['/en']).toBe('/');
    expect(redirects['/en/:path*']).toBe('/:path*');
    // A redirect never lands on another redirect's source.
    for (const destination of Object.values(redirects)) expect(redirects[destination]).toBeUndefined();
  });
});
