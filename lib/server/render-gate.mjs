// The parts of the server's render gate (server.mjs) that are not the queue itself. Plain JavaScript.

/**
 * Paths whose page Next keeps made (its answer carried `x-nextjs-cache`): a request for one is a
 * cache hit and skips the render gate. At most `limit`, the least recently asked forgotten first,
 * kept below what Next's own page cache holds, so a path here is almost surely still there.
 * @param {number} limit
 */
export function cachedPaths(limit) {
  /** @type {Map<string, true>} */
  const paths = new Map();
  return {
    /** @param {string} path */
    has(path) {
      if (!paths.delete(path)) return false;
      paths.set(path, true);
      return true;
    },
    /** @param {string} path */
    add(path) {
      paths.delete(path);
      paths.set(path, true);
      for (const oldest of paths.keys()) {
        if (paths.size <= limit) break;
        paths.delete(oldest);
      }
    },
    get size() {
      return paths.size;
    },
  };
}

/**
 * A write timeout: every `intervalMs`, a response whose bytes waiting to be sent have not moved
 * since the last look (its client stopped reading) is destroyed, and the memory it holds freed.
 * One timer for all, made at start-up rather than in a request.
 * @param {number} intervalMs
 */
export function stalledWrites(intervalMs) {
  /** @type {Map<import('node:http').ServerResponse, string>} */
  const open = new Map();
  const timer = setInterval(() => {
    for (const [response, last] of open) {
      const socket = /** @type {{ writableLength?: number, _handle?: { writeQueueSize?: number } } | null} */ (response.socket);
      // Bytes libuv has yet to hand to the kernel, and bytes queued behind them.
      const queued = socket?._handle?.writeQueueSize ?? 0;
      const buffered = socket?.writableLength ?? 0;
      const seen = `${queued}:${buffered}`;
      if ((queued > 0 || buffered > 0) && seen === last) response.destroy();
      else open.set(response, seen);
    }
  }, intervalMs);
  timer.unref();
  return {
    /** @param {import('node:http').ServerResponse} response */
    watch(response) {
      open.set(response, '');
      response.once('close', () => open.delete(response));
    },
  };
}

/**
 * Renders each client may start: `burst` at once, then `perSecond`, counted for at most
 * `maxClients` clients (the least recently seen forgotten first), so one client's renders take a
 * bounded share of the thread and every other visitor's pages stay fast.
 * @param {{ burst: number, perSecond: number, maxClients: number, now?: () => number }} limits
 */
export function renderBudget({ burst, perSecond, maxClients, now = Date.now }) {
  /** @type {Map<string, { tokens: number, at: number }>} */
  const clients = new Map();
  return {
    /**
     * Takes one render from the client's budget: 0 when it may render, else the seconds to wait.
     * @param {string} client
     */
    take(client) {
      const time = now();
      const last = clients.get(client);
      clients.delete(client);
      const tokens = last ? Math.min(burst, last.tokens + ((time - last.at) / 1000) * perSecond) : burst;
      const left = tokens >= 1 ? tokens - 1 : tokens;
      clients.set(client, { tokens: left, at: time });
      for (const oldest of clients.keys()) {
        if (clients.size <= maxClients) break;
        clients.delete(oldest);
      }
      return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / perSecond);
    },
    get size() {
      return clients.size;
    },
  };
}
