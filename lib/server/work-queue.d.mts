export class QueueFullError extends Error {}

export function workQueue(limits: { concurrency: number; waiting: number; perClient?: number }): {
  run<T>(task: () => Promise<T>, client?: string): Promise<T>;
  readonly running: number;
  readonly waiting: number;
};
