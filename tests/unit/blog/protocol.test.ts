import { describe, expect, it } from 'vitest';
import { processRequest } from '@/lib/blog/protocol';
import { articleStore } from '@/lib/blog/store';
import en from '@/messages/en.json';
import { MemoryStorage } from '../memory-storage';

const today = 'November 22, 2026';
const fresh = () => articleStore(new MemoryStorage());

describe('publish', () => {
  it('publishes with defaults: slug id, description = title, featuredImage empty, date today', () => {
    const store = fresh();
    const outcome = processRequest({ id: 'My Post!', title: 'My Post', content: '<p>Hi</p>' }, store, today);
    expect(outcome).toEqual({ ok: true, action: 'publish', message: 'published', title: 'My Post' });
    expect(store.get('my-post')).toEqual({
      id: 'my-post',
      title: 'My Post',
      description: 'My Post',
      date: today,
      featuredImage: '',
      content: '<p>Hi</p>',
    });
  });

  it('overwrites an existing slug', () => {
    const store = fresh();
    processRequest({ id: 'a', title: 'One', content: 'x' }, store, today);
    processRequest({ id: 'a', title: 'Two', content: 'y', description: 'D', featuredImage: 'https://x.test/i.png' }, store, today);
    expect(store.get('a')).toMatchObject({ title: 'Two', description: 'D', featuredImage: 'https://x.test/i.png' });
  });

  it.each([
    [{ title: 'T', content: 'C' }],
    [{ id: 'a', content: 'C' }],
    [{ id: 'a', title: 'T' }],
    [{ id: '!!!', title: 'T', content: 'C' }],
    [{ id: 'a', title: '   ', content: 'C' }],
    [{}],
  ])('refuses missing fields %j', (request) => {
    expect(processRequest(request, fresh(), today)).toEqual({ ok: false, action: 'publish', message: 'missingFields' });
  });

  it('never overwrites a built-in article', () => {
    expect(processRequest({ id: 'tower-tarot-card', title: 'T', content: 'C' }, fresh(), today)).toMatchObject({
      ok: false,
      message: 'predefinedOverwrite',
    });
  });

  it('reports a full storage as a publishing error', () => {
    const store = articleStore(new MemoryStorage(50));
    expect(processRequest({ id: 'a', title: 'T', content: 'x'.repeat(100) }, store, today)).toMatchObject({
      ok: false,
      message: 'publishFailed',
    });
  });

  it.each([
    'https://images.example/moon.jpg',
    'http://images.example/moon.jpg',
    '/og-default.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
    '  https://images.example/padded.png  ',
  ])('takes the featured image %j', (featuredImage) => {
    const store = fresh();
    expect(processRequest({ id: 'a', title: 'T', content: 'C', featuredImage }, store, today)).toMatchObject({ ok: true });
    expect(store.get('a')?.featuredImage).toBe(featuredImage.trim());
  });

  it.each([
    "javascript:alert('xss-featured')",
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'moon.jpg',
    'ftp://files.example/moon.jpg',
  ])('refuses the featured image %j with a clear message, storing nothing', (featuredImage) => {
    const store = fresh();
    expect(processRequest({ id: 'a', title: 'T', content: 'C', featuredImage }, store, today)).toEqual({
      ok: false,
      action: 'publish',
      message: 'invalidImage',
    });
    expect(store.get('a')).toBeUndefined();
    expect(en.BlogApi.invalidImage).toContain('https://');
  });

  it.each([null, 'text', 42, [1], { id: 5, title: 'T', content: 'C' }])('refuses a malformed request %j', (request) => {
    expect(processRequest(request, fresh(), today)).toMatchObject({ ok: false, message: 'invalidRequest' });
  });
});

describe('delete', () => {
  it('deletes a stored article', () => {
    const store = fresh();
    processRequest({ id: 'gone', title: 'T', content: 'C' }, store, today);
    expect(processRequest({ method: 'DELETE', id: 'gone' }, store, today)).toEqual({ ok: true, action: 'delete', message: 'deleted' });
    expect(store.get('gone')).toBeUndefined();
  });

  it.each([
    [{ method: 'DELETE' }, 'missingId'],
    [{ method: 'DELETE', id: '' }, 'missingId'],
    [{ method: 'DELETE', id: 'free-love-tarot' }, 'predefinedDelete'],
    [{ method: 'DELETE', id: 'nothing-here' }, 'notFound'],
  ])('%j fails with %s', (request, message) => {
    expect(processRequest(request, fresh(), today)).toMatchObject({ ok: false, action: 'delete', message });
  });
});

describe('messages', () => {
  it('quote the protocol’s exact texts', () => {
    const t = en.BlogApi;
    expect(t.published.replace('{title}', 'X')).toBe('Blog post "X" published successfully');
    expect(t.missingFields).toBe('Missing required fields: id, title, and content are required');
    expect(t.missingId).toBe('Missing post ID');
    expect(t.predefinedDelete).toBe('Cannot delete predefined blog posts');
    expect(t.notFound).toBe('Blog post not found');
    expect(t.deleted).toBe('Blog post deleted successfully');
    expect(t.publishFailed).toBe('Error publishing blog post');
    expect(t.deleteFailed).toBe('Error deleting blog post');
    expect([t.readyTitle, t.readyDescription]).toEqual([
      'API Endpoint Ready',
      'Send a POST request with blog data to publish or a DELETE request to delete',
    ]);
    expect([t.apiErrorTitle, t.invalidKey, t.failed]).toEqual(['API Error', 'Invalid or missing API key', 'Failed to process the request']);
    expect([en.Blog.cannotDeleteTitle, en.Blog.cannotDeleteDescription]).toEqual([
      'Cannot Delete',
      'Pre-defined articles cannot be deleted',
    ]);
    expect([en.Blog.deletedTitle, en.Blog.deletedDescription]).toEqual(['Article Deleted', 'The article has been deleted successfully']);
    expect([en.BlogNew.publishedTitle, en.BlogNew.publishedDescription]).toEqual([
      'Article published!',
      'Your article has been successfully published.',
    ]);
    expect([en.BlogNew.failedTitle, en.BlogNew.failedDescription]).toEqual([
      'Failed to publish',
      'There was an error publishing your article. Please try again.',
    ]);
    expect([en.BlogSettings.errorTitle, en.BlogSettings.noKey]).toEqual(['Error', 'Please generate an API key first']);
    expect([en.BlogSettings.savedTitle, en.BlogSettings.savedDescription]).toEqual([
      'API Key Saved',
      'Your API key has been saved successfully',
    ]);
    expect([en.BlogSettings.copiedTitle, en.BlogSettings.copiedDescription]).toEqual(['URL Copied', 'Endpoint URL copied to clipboard']);
  });
});
