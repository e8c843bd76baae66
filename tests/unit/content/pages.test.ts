import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtinArticleIds } from '@/lib/blog/builtin-ids';
import { builtinArticles } from '@/content/articles/index';
import { API_KEY_KEY, ARTICLES_BACKUP_KEY, ARTICLES_KEY } from '@/lib/blog/store';
import { content } from '@/content';
import { readingGuides } from '@/content/readings';
import { wordCount, type Block } from '@/lib/blocks';
import { locales } from '@/lib/i18n/routing';
import { KEPT_TABLE_KEY, READING_SESSION_KEY } from '@/lib/tarot/kept-reading';
import { JOURNAL_BACKUP_KEY, JOURNAL_KEEP_KEY, JOURNAL_KEY } from '@/lib/journal/store';
import { MOVED_KEY } from '@/lib/blog/moved';
import { DRAFT_BACKUP_KEY, DRAFT_KEY } from '@/lib/blog/editor/draft';
import { SESSION_COOKIE } from '@/lib/articles/session-token';

const text = (blocks: readonly Block[]) =>
  blocks.flatMap((block) => ('text' in block ? [block.text] : 'items' in block ? block.items : [])).join('\n');

describe.each(locales)('long-form pages in %s', (locale) => {
  const pages = content[locale];

  it('has three guides of at least 900 words', () => {
    expect(wordCount(pages.whyTarot)).toBeGreaterThanOrEqual(900);
    expect(wordCount(pages.aiVsTraditional)).toBeGreaterThanOrEqual(900);
    expect(wordCount(pages.tarotInsights.flatMap((section) => section.blocks))).toBeGreaterThanOrEqual(900);
  });

  it('keeps the sections of the insights guide and the ten FAQ questions in the same order as English', () => {
    expect(pages.tarotInsights.map((section) => section.id)).toEqual(content.en.tarotInsights.map((section) => section.id));
    expect(pages.faq.map((item) => item.id)).toEqual(content.en.faq.map((item) => item.id));
    expect(pages.faq).toHaveLength(10);
    for (const item of pages.faq) expect(item.answer.length).toBeGreaterThan(0);
  });

  it('has its two built-in articles of at least 1,500 words, the love article with the mini reading once', () => {
    for (const id of builtinArticleIds) {
      const article = builtinArticles[locale][id];
      expect(article.id).toBe(id);
      expect(wordCount(article.blocks), id).toBeGreaterThanOrEqual(1500);
      expect(article.description.length, id).toBeLessThanOrEqual(200);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(builtinArticles[locale]['free-love-tarot'].blocks.filter((block) => block.type === 'mini-reading')).toHaveLength(1);
  });

  it('has About, Privacy and Terms', () => {
    for (const blocks of [pages.about, pages.privacy, pages.terms]) expect(wordCount(blocks)).toBeGreaterThan(200);
  });

  // The privacy page says exactly what the code keeps in the browser.
  it('names, on the privacy page, every storage key the code uses', () => {
    const keys = [
      READING_SESSION_KEY,
      KEPT_TABLE_KEY,
      ARTICLES_KEY,
      ARTICLES_BACKUP_KEY,
      MOVED_KEY,
      DRAFT_KEY,
      DRAFT_BACKUP_KEY,
      API_KEY_KEY,
      JOURNAL_KEY,
      JOURNAL_BACKUP_KEY,
      JOURNAL_KEEP_KEY,
    ];
    for (const key of keys) expect(text(pages.privacy)).toContain(key);
    expect(text(pages.privacy)).toMatch(/sessionStorage/);
    expect(text(pages.privacy)).toMatch(/localStorage/);
  });

  it('gives, on the Terms page, the crisis lines the crisis notice uses', () => {
    for (const line of ['112', '024', '988', '02 2327 2327']) expect(text(pages.terms)).toContain(line);
  });
});

/** Every source file of the app. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

describe('the reading pages’ explanations', () => {
  it('explain each new reading in every language, with the same four questions answered', () => {
    for (const locale of locales) {
      for (const [page, guide] of Object.entries(readingGuides[locale])) {
        expect(wordCount(guide.body), `${locale} ${page}`).toBeGreaterThanOrEqual(280);
        expect(guide.body.filter((block) => block.type === 'h2').length, `${locale} ${page}`).toBeGreaterThanOrEqual(2);
        expect(guide.faq.map((item) => item.id)).toEqual(
          readingGuides.en[page as keyof typeof readingGuides.en].faq.map((item) => item.id),
        );
        for (const item of guide.faq)
          expect(item.answer.join(' ').split(/\s+/).length, `${locale} ${page} ${item.id}`).toBeGreaterThanOrEqual(30);
      }
    }
  });
});

describe('browser storage', () => {
  it('is written only under the keys the privacy page names', () => {
    // A stored map writes its own key and, for an unreadable value, its backup key, then `.2`, `.3`…
    const known = [
      'READING_SESSION_KEY',
      'KEPT_TABLE_KEY',
      'API_KEY_KEY',
      'JOURNAL_KEEP_KEY',
      'MOVED_KEY',
      'DAY_CARD_KEY',
      'DAY_CARD_ASIDE_KEY',
      'DECK_SETTINGS_KEY',
      'key',
      'freeBackupKey(raw)',
    ];
    const writes = ['app', 'components', 'lib']
      .flatMap(sources)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\.setItem\(([^,]+),/g)].map((match) => [file, match[1]!.trim()] as const),
      );
    expect(writes.length).toBeGreaterThanOrEqual(5);
    for (const [file, key] of writes) expect(known, `${file} writes ${key}`).toContain(key);
    expect(readFileSync('lib/stored-map.ts', 'utf8')).toContain('`${backupKey}.${n}`');
    // …and the stored maps are the blog's articles, the editor's drafts and the reading journal, under the keys named above.
    const maps = ['app', 'components', 'lib']
      .flatMap(sources)
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/storedMap(?:<\w+>)?\(storage, \{\s*key: (\w+),\s*backupKey: (\w+)/g)].map(
          (match) => `${match[1]} ${match[2]}`,
        ),
      );
    expect(maps.sort()).toEqual(['ARTICLES_KEY ARTICLES_BACKUP_KEY', 'DRAFT_KEY DRAFT_BACKUP_KEY', 'JOURNAL_KEY JOURNAL_BACKUP_KEY']);
  });

  it('names every key on the privacy page in each language', () => {
    for (const locale of locales) {
      const privacy = JSON.stringify(content[locale].privacy);
      for (const key of [
        'tarot.reading',
        'tarot.table',
        'tarot.journal',
        'tarot.journal.keep',
        'tarot.day',
        'tarot.day.unreadable',
        'tarot.deck',
        'tarot.deck.unreadable',
        'blogArticles',
        'blogArticles.moved',
        'blogDraft',
        'blogDraft.backup',
        SESSION_COOKIE,
      ])
        expect(privacy, `${locale} privacy names ${key}`).toContain(key);
    }
  });

  it('sets one cookie only: a signed-in editor’s session, from the session module, which the privacy page names', () => {
    const setting = ['app', 'components', 'lib']
      .flatMap(sources)
      .filter((file) => /document\.cookie|cookies\(\)\.set|set-cookie/i.test(readFileSync(file, 'utf8')));
    expect(setting.map((file) => path.relative(process.cwd(), file))).toEqual(['lib/articles/session.ts']);
  });
});
