export class QueueFullError extends Error {}

export function workQueue(limits: { concurrency: number; waiting: number }): {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};
