import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cachedPaths, renderBudget, stalledWrites } from '@/lib/server/render-gate.mjs';

describe('the pages Next keeps made', () => {
  it('remembers at most `limit` paths, the least recently asked forgotten first', () => {
    const paths = cachedPaths(2);
    paths.add('/r/a');
    paths.add('/r/b');
    expect(paths.has('/r/a')).toBe(true);
    paths.add('/r/c');
    expect([paths.has('/r/a'), paths.has('/r/b'), paths.has('/r/c'), paths.size]).toEqual([true, false, true, 2]);
  });
});

describe('a client’s render budget', () => {
  it('allows a burst, then the rate, and says how long to wait', () => {
    let now = 0;
    const budget = renderBudget({ burst: 3, perSecond: 0.5, maxClients: 100, now: () => now });
    expect([budget.take('a'), budget.take('a'), budget.take('a')]).toEqual([0, 0, 0]);
    expect(budget.take('a')).toBe(2);
    expect(budget.take('b')).toBe(0);
    now = 2_000;
    expect(budget.take('a')).toBe(0);
    expect(budget.take('a')).toBeGreaterThan(0);
  });

  it('keeps at most `maxClients` clients, whatever the number of addresses', () => {
    const budget = renderBudget({ burst: 1, perSecond: 1, maxClients: 1_000 });
    for (let n = 0; n < 20_000; n++) budget.take(`10.0.${n >> 8}.${n & 255}`);
    expect(budget.size).toBe(1_000);
  });
});

describe('the write timeout', () => {
  it('destroys a response whose client stopped reading, and leaves one that moves or has sent all', async () => {
    const response = (queued: () => number) => {
      const emitter = new EventEmitter() as EventEmitter & { socket: unknown; destroyed: boolean; destroy: () => void };
      emitter.socket = {
        writableLength: 0,
        _handle: {
          get writeQueueSize() {
            return queued();
          },
        },
      };
      emitter.destroyed = false;
      emitter.destroy = () => ((emitter.destroyed = true), emitter.emit('close'));
      return emitter;
    };
    let moving = 5_000_000;
    const stuck = response(() => 4_000_000);
    const reading = response(() => (moving -= 65_536));
    const done = response(() => 0);
    const writes = stalledWrites(20);
    for (const each of [stuck, reading, done]) writes.watch(each as never);
    await new Promise((resolve) => setTimeout(resolve, 90));
    expect([stuck.destroyed, reading.destroyed, done.destroyed]).toEqual([true, false, false]);
  });
});
