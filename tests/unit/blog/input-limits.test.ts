import { describe, expect, it } from 'vitest';
import { maxContentLength } from '@/lib/blog/article';
import { htmlDepth, maxHtmlDepth } from '@/lib/blog/html-depth';
import { processRequest } from '@/lib/blog/protocol';
import { articleStore } from '@/lib/blog/store';
import { locales } from '@/lib/i18n/routing';
import { isBlogPageSlug, localizedPath } from '@/lib/routes/paths';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import it_ from '@/messages/it.json';
import { MemoryStorage } from '../memory-storage';

const today = 'November 28, 2026';
const publish = (request: Record<string, unknown>) => processRequest(request, articleStore(new MemoryStorage()), today, isBlogPageSlug);
const nested = (depth: number, tag = 'span') => `${`<${tag}>`.repeat(depth)}x${`</${tag}>`.repeat(depth)}`;

describe('what the stores and the feed can hold', () => {
  it.each(['\u0000', '\u0001', '\u0008', '\u000b', '\u001f', '\ufffe', '\ud800'])(
    'refuses U+%s in any text field with its own message',
    (char) => {
      for (const field of ['title', 'content', 'description', 'date', 'featuredImage'])
        expect(publish({ id: 'ctl', title: 't', content: 'c', [field]: `a${char}b` }), field).toMatchObject({
          ok: false,
          message: 'controlCharacters',
        });
    },
  );

  it('keeps tabs, line breaks and characters beyond the BMP', () => {
    expect(publish({ id: 'ok', title: 'a\tb 🔮', content: 'one\r\n\ntwo' })).toMatchObject({ ok: true });
  });
});

describe('content length, bounded so every page of an article stays small', () => {
  it(`takes ${maxContentLength} characters and refuses one more with its own message`, () => {
    expect(publish({ id: 'long', title: 't', content: 'a'.repeat(maxContentLength) })).toMatchObject({ ok: true });
    expect(publish({ id: 'long', title: 't', content: '<'.repeat(maxContentLength + 1) })).toMatchObject({
      ok: false,
      message: 'contentTooLong',
    });
    for (const catalog of [en, es, it_]) expect(catalog.BlogApi.contentTooLong).toMatch(/100[,.]000/);
  });
});

describe('nesting depth, bounded before the sanitizer', () => {
  it('counts open elements, not leaves or elements the parser closes itself', () => {
    expect(htmlDepth('<p>a<br><img src="/x.png"><p>b<ul><li>c<li>d</ul>')).toBe(1);
    expect(htmlDepth(nested(3))).toBe(3);
    expect(htmlDepth('<span/>'.repeat(5))).toBe(5);
  });

  it(`refuses more than ${maxHtmlDepth} levels with a 400 message, and takes ${maxHtmlDepth}`, () => {
    expect(publish({ id: 'deep', title: 't', content: nested(maxHtmlDepth + 1) })).toMatchObject({ ok: false, message: 'nestedTooDeep' });
    expect(publish({ id: 'deep', title: 't', content: nested(5_000, 'b') })).toMatchObject({ ok: false, message: 'nestedTooDeep' });
    expect(publish({ id: 'deep', title: 't', content: nested(maxHtmlDepth) })).toMatchObject({ ok: true });
  });

  it('says the same limit in every language', () => {
    for (const catalog of [en, es, it_]) expect(catalog.BlogApi.nestedTooDeep).toContain(String(maxHtmlDepth));
  });
});

describe("the blog's own pages", () => {
  it('reserves their slugs in every language, from the page table', () => {
    const own = locales.flatMap((locale) =>
      (['/blog/new', '/blog/settings'] as const).map((key) => localizedPath(key, locale).split('/').pop()!),
    );
    expect(new Set(own)).toEqual(new Set(['new', 'settings', 'nuevo', 'ajustes', 'nuovo', 'impostazioni']));
    for (const id of own) expect(publish({ id, title: 't', content: 'c' }), id).toMatchObject({ ok: false, message: 'reservedId' });
    expect(publish({ id: 'news', title: 't', content: 'c' })).toMatchObject({ ok: true });
  });
});
