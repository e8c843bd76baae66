// Work to finish before the process exits. Plain JavaScript: server.mjs (outside the build) runs
// it, and code inside Next's bundle registers it, so the list lives on globalThis, not in a module.
const key = Symbol.for('cosmic-tarot.shutdown');

/** @type {Record<symbol, Set<() => Promise<void>> | undefined>} */
const shared = /** @type {never} */ (globalThis);
const tasks = () => (shared[key] ??= new Set());

/** Runs `task` when the server stops (SIGTERM, SIGINT), after its last request. @param {() => Promise<void>} task */
export function onShutdown(task) {
  tasks().add(task);
}

/** Runs every registered task once, a failure logged and not stopping the others. */
export async function runShutdown() {
  const pending = [...tasks()];
  tasks().clear();
  await Promise.all(
    pending.map((task) => task().catch((error) => console.error(`shutdown: ${error instanceof Error ? error.message : String(error)}`))),
  );
}
