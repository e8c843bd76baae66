import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { rssFeed } from '@/lib/seo/feed';

describe('the blog feed', () => {
  it('stays well-formed XML with control characters in an article stored before publish refused them', () => {
    const body = rssFeed({
      title: 'Blog',
      description: 'd',
      link: 'https://example.org/blog',
      self: 'https://example.org/blog/feed.xml',
      language: 'en',
      items: [{ title: 'A\u0001B\u0000C\ufffe', description: 'x\u001fy & <z>', url: 'https://example.org/blog/a', date: new Date(0) }],
    });
    const document = new JSDOM(body, { contentType: 'application/xml' }).window.document;
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.querySelector('item > title')?.textContent).toBe('ABC');
    expect(document.querySelector('item > description')?.textContent).toBe('xy & <z>');
  });
});
