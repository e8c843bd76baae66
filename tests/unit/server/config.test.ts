import { describe, expect, it } from 'vitest';
import { serverConfig } from '@/lib/server/config';

describe('server configuration', () => {
  it('takes the defaults when nothing is set', () => {
    const config = serverConfig({});
    expect(config.GEMINI_API_KEY).toBeUndefined();
    expect(config.READING_RATE_LIMIT).toBe(20);
    expect(config.TRUSTED_PROXY_COUNT).toBe(0);
    expect(config.OG_RENDER_QUEUE).toBe(16);
  });

  it('falls back to the default for a malformed value instead of failing every request', () => {
    const config = serverConfig({
      READING_RATE_LIMIT: 'lots',
      GEMINI_CALL_LIMIT: '-5',
      TRUSTED_PROXY_COUNT: 'one',
      OG_RENDER_QUEUE: '2.5',
      GEMINI_BASE_URL: 'not a url',
      REDIS_URL: 'http://cache:6379',
    });
    expect(config.READING_RATE_LIMIT).toBe(20);
    expect(config.GEMINI_CALL_LIMIT).toBe(1_000);
    expect(config.TRUSTED_PROXY_COUNT).toBe(0);
    expect(config.OG_RENDER_QUEUE).toBe(16);
    expect(config.GEMINI_BASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('reads well-formed values', () => {
    const config = serverConfig({ READING_RATE_LIMIT: '5', TRUSTED_PROXY_COUNT: '2', GEMINI_MODEL: 'gemini-test' });
    expect(config).toMatchObject({ READING_RATE_LIMIT: 5, TRUSTED_PROXY_COUNT: 2, GEMINI_MODEL: 'gemini-test' });
  });

  it('takes a publish key of 32 characters or more, at least 10 of them different', () => {
    expect(serverConfig({ BLOG_PUBLISH_KEY: '0123456789abcdef0123456789abcdef' }).BLOG_PUBLISH_KEY).toBeDefined();
    for (const weak of ['a', '0123456789abcdef', 'a'.repeat(32), 'abab'.repeat(10), 'f00dfeed'.repeat(4)])
      expect(serverConfig({ BLOG_PUBLISH_KEY: weak }).BLOG_PUBLISH_KEY, weak).toBeUndefined();
  });
});
