import { describe, expect, it } from 'vitest';
import { skyMessage, skyReady } from '@/components/layout/sky-messages';

describe('the messages between the page and the sky’s worker', () => {
  it('take a size or a motion as sent, and refuse anything else', () => {
    expect(skyMessage.safeParse({ type: 'resize', width: 390, height: 844, ratio: 3 }).success).toBe(true);
    expect(skyMessage.safeParse({ type: 'motion', moving: false }).success).toBe(true);
    expect(skyMessage.safeParse({ type: 'resize', width: '390', height: 844, ratio: 3 }).success).toBe(false);
    expect(skyMessage.safeParse({ type: 'motion' }).success).toBe(false);
    expect(skyMessage.safeParse({ type: 'paint', moving: true }).success).toBe(false);
    expect(skyMessage.safeParse('start').success).toBe(false);
  });

  it('start only with a canvas handed over (none exists here, so none is one)', () => {
    expect(skyMessage.safeParse({ type: 'start', canvas: {}, moving: true, width: 1, height: 1, ratio: 1 }).success).toBe(false);
    expect(skyReady.safeParse({ type: 'ready' }).success).toBe(true);
    expect(skyReady.safeParse({ type: 'start' }).success).toBe(false);
  });
});
