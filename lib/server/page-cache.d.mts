import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface KeptPage {
  headers: Record<string, string | string[]>;
  body: Buffer;
}
export function pageKey(request: IncomingMessage, url: string): string | undefined;
export function keepsForGood(status: number, headers: OutgoingHttpHeaders): boolean;
export function pageCache(maxBytes: number): {
  get(key: string): KeptPage | undefined;
  set(key: string, page: KeptPage): void;
  readonly bytes: number;
  readonly size: number;
};
export function recordPage(response: ServerResponse, keep: (page: KeptPage) => void): void;
export function servePage(request: IncomingMessage, response: ServerResponse, page: KeptPage): void;
