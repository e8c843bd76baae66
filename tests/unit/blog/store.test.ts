import { describe, expect, it } from 'vitest';
import { API_KEY_KEY, ARTICLES_BACKUP_KEY, ARTICLES_KEY, articleStore } from '@/lib/blog/store';
import type { Article } from '@/lib/blog/article';
import { MemoryStorage } from '../memory-storage';

const article = (id: string, extra: Partial<Article> = {}): Article => ({
  id,
  title: `Title ${id}`,
  description: 'About it',
  date: 'November 22, 2026',
  featuredImage: '',
  content: 'Hello',
  ...extra,
});

describe('article store', () => {
  it('keeps articles in blogArticles as a map keyed by slug', () => {
    const storage = new MemoryStorage();
    const store = articleStore(storage);
    expect(store.save(article('first')).ok).toBe(true);
    expect(store.save(article('second')).ok).toBe(true);
    expect(Object.keys(JSON.parse(storage.getItem(ARTICLES_KEY)!))).toEqual(['first', 'second']);
    expect(store.get('first')?.title).toBe('Title first');
    expect(store.list()).toEqual({ articles: [article('first'), article('second')], damaged: false });
  });

  it('overwrites an existing slug and removes', () => {
    const store = articleStore(new MemoryStorage());
    store.save(article('same'));
    store.save(article('same', { title: 'New title' }));
    expect(store.list().articles.map((a) => a.title)).toEqual(['New title']);
    store.remove('same');
    expect(store.list().articles).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['null', 'null'],
  ])('reads %s as no articles, marked damaged, and backs it up before writing', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(ARTICLES_KEY, raw);
    const store = articleStore(storage);
    expect(store.list()).toEqual({ articles: [], damaged: true });
    expect(store.save(article('fresh')).ok).toBe(true);
    expect(storage.getItem(ARTICLES_BACKUP_KEY)).toBe(raw);
    expect(store.list()).toEqual({ articles: [article('fresh')], damaged: false });
  });

  it('keeps the valid entries of a partly broken map and never loses the rest', () => {
    const storage = new MemoryStorage();
    const raw = JSON.stringify({ good: article('good'), bad: { id: 'bad', title: 5 }, wrongKey: article('other') });
    storage.setItem(ARTICLES_KEY, raw);
    const store = articleStore(storage);
    expect(store.list()).toEqual({ articles: [article('good')], damaged: true });
    store.remove('good');
    expect(storage.getItem(ARTICLES_BACKUP_KEY)).toBe(raw);
  });

  it('sets aside a stored article whose featured image is not a web address, keeping the raw value', () => {
    const storage = new MemoryStorage();
    const raw = JSON.stringify({ good: article('good'), evil: article('evil', { featuredImage: "javascript:alert('xss')" }) });
    storage.setItem(ARTICLES_KEY, raw);
    const store = articleStore(storage);
    expect(store.list()).toEqual({ articles: [article('good')], damaged: true });
    expect(store.get('evil')).toBeUndefined();
    store.save(article('new'));
    expect(storage.getItem(ARTICLES_BACKUP_KEY)).toBe(raw);
  });

  it('keeps every different broken value in its own backup', () => {
    const storage = new MemoryStorage();
    const store = articleStore(storage);
    storage.setItem(ARTICLES_KEY, '{first');
    store.save(article('a'));
    storage.setItem(ARTICLES_KEY, '{second');
    store.save(article('b'));
    expect(storage.getItem(ARTICLES_BACKUP_KEY)).toBe('{first');
    expect(storage.getItem(`${ARTICLES_BACKUP_KEY}.2`)).toBe('{second');
  });

  it('changes nothing when storage is full', () => {
    const storage = new MemoryStorage(400);
    const store = articleStore(storage);
    expect(store.save(article('small')).ok).toBe(true);
    const before = storage.getItem(ARTICLES_KEY);
    expect(store.save(article('big', { content: 'x'.repeat(1000) }))).toEqual({ ok: false, reason: 'quota' });
    expect(storage.getItem(ARTICLES_KEY)).toBe(before);
  });

  it('stores the API key under blogApiKey', () => {
    const storage = new MemoryStorage();
    articleStore(storage).saveApiKey('abc');
    expect(storage.getItem(API_KEY_KEY)).toBe('abc');
    expect(articleStore(storage).apiKey()).toBe('abc');
  });
});
