import type { ServerResponse } from 'node:http';

export function cachedPaths(limit: number): { has(path: string): boolean; add(path: string): void; readonly size: number };
export function stalledWrites(intervalMs: number): { watch(response: ServerResponse): void };
export function renderBudget(limits: { burst: number; perSecond: number; maxClients: number; now?: () => number }): {
  take(client: string): number;
  readonly size: number;
};
