import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageCache } from '@/lib/og/image-cache';
import { spreadImage } from '@/lib/og/spread-image';

describe('a shared spread’s preview image', () => {
  it.each([1, 2, 3, 4, 5])('draws %i cards at 1200×630 as a PNG', async (count) => {
    const ids = (['the-fool', 'the-tower', 'the-star', 'the-lovers', 'the-world'] as const).slice(0, count);
    const png = await spreadImage({
      title: 'Past, Present, Future',
      brand: 'Cosmic Tarot',
      cards: ids.map((id, index) => ({ id, position: `Position ${index + 1}` })),
    });
    if (process.env.SAVE_PREVIEW) await writeFile(`/tmp/spread-${count}.png`, png);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it.each(['cross', 'celtic'] as const)('draws the %s as it is laid, to scale, at 1200×630', async (layout) => {
    const ids = (
      ['the-fool', 'the-tower', 'the-star', 'the-lovers', 'the-world', 'the-sun', 'the-moon', 'death', 'justice', 'strength'] as const
    ).slice(0, layout === 'cross' ? 5 : 10);
    const png = await spreadImage({
      title: 'Celtic Cross',
      brand: 'Cosmic Tarot',
      layout,
      cards: ids.map((id, index) => ({ id, position: `Position ${index + 1}`, reversed: index === 1 })),
    });
    if (process.env.SAVE_PREVIEW) await writeFile(`/tmp/spread-${layout}.png`, png);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('is the same image for the same spread and another for other cards', async () => {
    const draw = (second: 'the-tower' | 'the-star') =>
      spreadImage({
        title: 'Morning and Evening',
        brand: 'Cosmic Tarot',
        cards: [
          { id: 'the-sun', position: 'Morning' },
          { id: second, position: 'Evening' },
        ],
      });
    const [tower, again, star] = await Promise.all([draw('the-tower'), draw('the-tower'), draw('the-star')]);
    expect(tower.equals(again)).toBe(true);
    expect(tower.equals(star)).toBe(false);
  });
});

describe('the image cache', () => {
  const image = (bytes: number) => async () => Buffer.alloc(bytes);

  it('makes an image once, and drops the least recently asked beyond its size in bytes', async () => {
    const cache = imageCache(250);
    let made = 0;
    const make = async () => {
      made++;
      return Buffer.alloc(100);
    };
    await cache.get('a', make);
    await cache.get('a', make);
    expect(made).toBe(1);
    await cache.get('b', make);
    await cache.get('a', make);
    await cache.get('c', make);
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.size, cache.bytes]).toEqual([true, false, true, 2, 200]);
  });

  it('counts bytes, not entries: one large image makes room by dropping several small ones', async () => {
    const cache = imageCache(1_000);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, image(200));
    await cache.get('large', image(700));
    expect([cache.has('a'), cache.has('b'), cache.has('c'), cache.has('d'), cache.has('large')]).toEqual([false, false, false, true, true]);
    expect(cache.bytes).toBe(900);
  });

  it('lets every request for an image being made wait for that one', async () => {
    const cache = imageCache(1_000);
    let made = 0;
    const slow = async () => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.alloc(10);
    };
    const [first, second] = await Promise.all([cache.get('a', slow), cache.get('a', slow)]);
    expect(first).toBe(second);
    expect(made).toBe(1);
  });

  it('forgets a failed image so the next request tries again', async () => {
    const cache = imageCache(1_000);
    await expect(cache.get('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect([cache.has('a'), cache.bytes]).toEqual([false, 0]);
  });
});
