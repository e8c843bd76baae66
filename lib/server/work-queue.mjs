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
 * and the rest of the site keeps its share of the machine. One client holds at most `perClient`
 * of those places (running or waiting), so it cannot fill the line for everyone else.
 * @param {{ concurrency: number, waiting: number, perClient?: number }} limits
 */
export function workQueue({ concurrency, waiting, perClient = Infinity }) {
  let running = 0;
  /** @type {(() => void)[]} */
  const line = [];
  /** @type {Map<string, number>} places held per client */
  const held = new Map();
  return {
    /**
     * @template T
     * @param {() => Promise<T>} task
     * @param {string} [client] who asks; without one, only the overall limits apply
     * @returns {Promise<T>}
     */
    async run(task, client) {
      if (client !== undefined && (held.get(client) ?? 0) >= perClient) throw new QueueFullError();
      const waits = running >= concurrency;
      if (waits && line.length >= waiting) throw new QueueFullError();
      if (client !== undefined) held.set(client, (held.get(client) ?? 0) + 1);
      try {
        if (waits) await new Promise((turn) => line.push(() => turn(undefined)));
        else running++;
        try {
          return await task();
        } finally {
          // A finished task hands its place to the first in line, so no newcomer can slip past it.
          const next = line.shift();
          if (next) next();
          else running--;
        }
      } finally {
        if (client !== undefined) release(client);
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return line.length;
    },
  };

  /** @param {string} client */
  function release(client) {
    const count = (held.get(client) ?? 1) - 1;
    if (count > 0) held.set(client, count);
    else held.delete(client);
  }
}
