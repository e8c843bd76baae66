import { describe, expect, it } from 'vitest';
import { draftSchema, draftStore, DRAFT_BACKUP_KEY, DRAFT_KEY, emptyFields, fieldsDiffer, type Draft } from '@/lib/blog/editor/draft';
import { editorHtml, isEmptyHtml, textToHtml, withoutEmptyParagraphs } from '@/lib/blog/editor/content';
import { snippetFit } from '@/lib/blog/editor/snippet';
import { saveInBrowser } from '@/lib/blog/editor/save';
import { MOVED_KEY, movedTo, parseMoved, recordMove, forgetMove } from '@/lib/blog/moved';
import { slugFromTitle } from '@/lib/blog/slug';
import { ARTICLES_BACKUP_KEY, ARTICLES_KEY, articleStore } from '@/lib/blog/store';
import { unreadableArticle } from '@/lib/blog/unreadable';
import { MemoryStorage } from '../../memory-storage';

describe('the slug follows the title', () => {
  it.each([
    ['My Moon Diary', 'my-moon-diary'],
    ['La Torre: ¿qué significa?', 'la-torre-que-significa'],
    ['Perché la Luna?', 'perche-la-luna'],
    ['Señora   del  Destino', 'senora-del-destino'],
    ["Don't panic — it's The Tower", 'dont-panic-its-the-tower'],
    ['  --Hello--  ', 'hello'],
    ['¿¡!?', ''],
  ])('%s → %s', (title, slug) => expect(slugFromTitle(title)).toBe(slug));

  it('cuts a long title at a word, within 80 characters', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^word(-word)*$/);
  });
});

const draft = (id: string, title = 'T'): Draft => ({ id, fields: { ...emptyFields, title }, slugEdited: false, savedAt: 1 });

describe('drafts', () => {
  it('keeps one draft per article, a new article under ""', () => {
    const storage = new MemoryStorage();
    const drafts = draftStore(storage);
    expect(drafts.keep(draft('', 'new one')).ok).toBe(true);
    expect(drafts.keep(draft('moon', 'edited')).ok).toBe(true);
    expect(drafts.get('')?.fields.title).toBe('new one');
    expect(drafts.get('moon')?.fields.title).toBe('edited');
    drafts.discard('');
    expect(drafts.get('')).toBeUndefined();
    expect(Object.keys(JSON.parse(storage.getItem(DRAFT_KEY)!))).toEqual(['moon']);
  });

  it('parses what it reads: a malformed draft is not offered, and is backed up before a write', () => {
    const storage = new MemoryStorage();
    const raw = JSON.stringify({ '': { id: '', fields: { title: 3 }, slugEdited: 'yes', savedAt: 'now' } });
    storage.setItem(DRAFT_KEY, raw);
    expect(draftStore(storage).get('')).toBeUndefined();
    draftStore(storage).keep(draft(''));
    expect(storage.getItem(DRAFT_BACKUP_KEY)).toBe(raw);
    expect(draftSchema.safeParse({ ...draft(''), fields: { ...emptyFields, content: 'x'.repeat(500_001) } }).success).toBe(false);
  });

  it('tells changed fields from unchanged', () => {
    expect(fieldsDiffer(emptyFields, { ...emptyFields })).toBe(false);
    expect(fieldsDiffer(emptyFields, { ...emptyFields, content: '<p>a</p>' })).toBe(true);
  });
});

describe('the redirect map', () => {
  it('follows moves in turn and stops at a loop', () => {
    let map = recordMove({}, 'a', 'b');
    map = recordMove(map, 'b', 'c');
    expect(map).toEqual({ a: 'c', b: 'c' });
    expect(movedTo(map, 'a')).toBe('c');
    expect(movedTo(map, 'c')).toBeUndefined();
    // Moving back: the new home is no longer an old address.
    map = recordMove(map, 'c', 'a');
    expect(map).toEqual({ b: 'a', c: 'a' });
    expect(movedTo({ x: 'y', y: 'x' }, 'x')).toBe('y');
    expect(forgetMove(map, 'b')).toEqual({ c: 'a' });
  });

  it('parses what it reads; anything else is an empty map', () => {
    expect(parseMoved(null)).toEqual({});
    expect(parseMoved('{bad')).toEqual({});
    expect(parseMoved('{"a":"B C"}')).toEqual({});
    expect(parseMoved('["a"]')).toEqual({});
    expect(parseMoved('{"a":"b"}')).toEqual({ a: 'b' });
  });
});

describe('saving from the editor', () => {
  const options = { editing: null, today: 'May 1, 2026', isPageSlug: (slug: string) => slug === 'new' };
  const fields = { ...emptyFields, id: 'moon', title: 'Moon', content: '<p>Hi</p>' };

  it('saves a new article through the protocol', () => {
    const storage = new MemoryStorage();
    expect(saveInBrowser(storage, fields, options)).toEqual({ ok: true, id: 'moon', title: 'Moon' });
    expect(articleStore(storage).get('moon')).toMatchObject({ description: 'Moon', date: 'May 1, 2026' });
  });

  it("refuses another article's slug and the protocol's refusals, writing nothing", () => {
    const storage = new MemoryStorage();
    saveInBrowser(storage, fields, options);
    const before = storage.getItem(ARTICLES_KEY);
    expect(saveInBrowser(storage, { ...fields, id: 'sun', title: 'Sun' }, options).ok).toBe(true);
    expect(saveInBrowser(storage, { ...fields, title: 'Other' }, { ...options, editing: 'sun' })).toEqual({
      ok: false,
      reason: 'slugTaken',
    });
    expect(saveInBrowser(storage, { ...fields, id: 'new' }, options)).toEqual({ ok: false, reason: 'reservedId' });
    expect(saveInBrowser(storage, { ...fields, id: 'x', content: '' }, options)).toEqual({ ok: false, reason: 'missingFields' });
    expect(articleStore(storage).get('moon')?.content).toBe(JSON.parse(before!).moon.content);
  });

  it('moves an article whose slug changed; the old slug leads to the new one', () => {
    const storage = new MemoryStorage();
    saveInBrowser(storage, fields, options);
    const result = saveInBrowser(storage, { ...fields, id: 'full-moon' }, { ...options, editing: 'moon' });
    expect(result).toEqual({ ok: true, id: 'full-moon', title: 'Moon', movedFrom: 'moon' });
    expect(articleStore(storage).get('moon')).toBeUndefined();
    expect(JSON.parse(storage.getItem(MOVED_KEY)!)).toEqual({ moon: 'full-moon' });
    // A new article at the old slug takes it back.
    saveInBrowser(storage, { ...fields, title: 'New moon' }, options);
    expect(JSON.parse(storage.getItem(MOVED_KEY)!)).toEqual({});
  });

  it('a full storage is a failed save, the article as it was', () => {
    const storage = new MemoryStorage(50);
    expect(saveInBrowser(storage, { ...fields, content: 'x'.repeat(100) }, options)).toEqual({ ok: false, reason: 'publishFailed' });
  });
});

describe('a stored entry that no longer parses', () => {
  it('opens as plain text, and is backed up before the editor saves over it', () => {
    const storage = new MemoryStorage();
    const raw = JSON.stringify({ old: { id: 'old', title: 'Old one', content: '<script>x</script>Body', featuredImage: 'javascript:1' } });
    storage.setItem(ARTICLES_KEY, raw);
    expect(unreadableArticle(storage, 'old')).toEqual({ id: 'old', title: 'Old one', text: '<script>x</script>Body' });
    expect(unreadableArticle(storage, 'missing')).toBeUndefined();
    expect(textToHtml('<script>x</script>Body')).toBe('<p>&lt;script&gt;x&lt;/script&gt;Body</p>');
    saveInBrowser(
      storage,
      { ...emptyFields, id: 'old', title: 'Old one', content: '<p>Body</p>' },
      {
        editing: 'old',
        today: 'May 1, 2026',
        isPageSlug: () => false,
      },
    );
    expect(storage.getItem(ARTICLES_BACKUP_KEY)).toBe(raw);
    expect(articleStore(storage).get('old')?.content).toBe('<p>Body</p>');
  });

  it('a value that is not an object of entries shows its raw text', () => {
    const storage = new MemoryStorage();
    storage.setItem(ARTICLES_KEY, JSON.stringify({ odd: 42 }));
    expect(unreadableArticle(storage, 'odd')).toEqual({ id: 'odd', title: 'odd', text: '42' });
  });
});

describe('content as the editor opens it', () => {
  it('plain text becomes paragraphs, HTML goes through the allowlist', () => {
    expect(textToHtml('One\nline\n\nTwo & <b>')).toBe('<p>One<br>line</p><p>Two &amp; &lt;b&gt;</p>');
    expect(editorHtml('<p>x</p>', (html) => `S${html}`)).toBe('S<p>x</p>');
    expect(isEmptyHtml('<p></p>')).toBe(true);
    expect(isEmptyHtml('<p>&nbsp;</p>')).toBe(true);
    expect(isEmptyHtml('<hr>')).toBe(false);
    expect(withoutEmptyParagraphs('<p>a</p><p></p><p> <br></p><li><p>b</p></li>')).toBe('<p>a</p><li><p>b</p></li>');
  });
});

describe('the description against a search result', () => {
  it.each([
    ['', 'empty'],
    ['Short', 'short'],
    ['x'.repeat(155), 'good'],
    ['x'.repeat(160), 'good'],
    ['x'.repeat(161), 'long'],
  ] as const)('%#: %s', (text, fit) => expect(snippetFit(text).fit).toBe(fit));

  it('counts characters as a reader does', () => expect(snippetFit('🌙é').length).toBe(2));
});
