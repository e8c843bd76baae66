// Used by the server (server.mjs) and by the preview-image route: plain JavaScript for the former.

/** Thrown by a work queue that is full: the caller answers 503 and asks to retry later. */
export class QueueFullError extends Error {
  constructor() {
    super('Too much work in progress');
    this.name = 'QueueFullError';
  }
}

/**
 * Expensive work, at most `concurrency` tasks at once and `waiting` more in line; beyond that a
 * task is refused at once (QueueFullError), so a burst costs a bounded amount of CPU and memory
 * and the rest of the site keeps its share of the machine.
 * @param {{ concurrency: number, waiting: number }} limits
 */
export function workQueue({ concurrency, waiting }) {
  let running = 0;
  /** @type {(() => void)[]} */
  const line = [];
  return {
    /**
     * @template T
     * @param {() => Promise<T>} task
     * @returns {Promise<T>}
     */
    async run(task) {
      if (running < concurrency) running++;
      else if (line.length < waiting) await new Promise((turn) => line.push(() => turn(undefined)));
      else throw new QueueFullError();
      try {
        return await task();
      } finally {
        // A finished task hands its place to the first in line, so no newcomer can slip past it.
        const next = line.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };
}
