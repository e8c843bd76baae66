import { describe, expect, it } from 'vitest';
import { QueueFullError, workQueue } from '@/lib/server/work-queue.mjs';

/** A task that finishes when told to. */
function held() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

describe('the work queue', () => {
  it('runs at most `concurrency` tasks, lines up `waiting` more and refuses the rest at once', async () => {
    const queue = workQueue({ concurrency: 2, waiting: 1 });
    const tasks = [held(), held(), held()];
    const runs = tasks.map(({ task }) => queue.run(task));
    await Promise.resolve();
    expect([queue.running, queue.waiting]).toEqual([2, 1]);
    await expect(queue.run(async () => 'late')).rejects.toBeInstanceOf(QueueFullError);

    tasks[0]!.finish();
    await runs[0];
    await Promise.resolve();
    expect([queue.running, queue.waiting]).toEqual([2, 0]);
    tasks[1]!.finish();
    tasks[2]!.finish();
    await Promise.all(runs);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    await expect(queue.run(async () => 'now')).resolves.toBe('now');
  });

  it('frees the place of a task that fails', async () => {
    const queue = workQueue({ concurrency: 1, waiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('the render gate', () => {
  it('gives one client at most `perClient` places, running or waiting, and others keep theirs', async () => {
    const queue = workQueue({ concurrency: 2, waiting: 8, perClient: 3 });
    const tasks = Array.from({ length: 4 }, held);
    const runs = tasks.slice(0, 3).map(({ task }) => queue.run(task, 'flooder'));
    await expect(queue.run(tasks[3]!.task, 'flooder')).rejects.toBeInstanceOf(QueueFullError);
    const other = queue.run(async () => 'served', 'visitor');
    for (const { finish } of tasks) finish();
    await Promise.all(runs);
    await expect(other).resolves.toBe('served');
    // Its places given back, the client may ask again.
    await expect(queue.run(async () => 'again', 'flooder')).resolves.toBe('again');
  });
});
