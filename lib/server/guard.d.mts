type Headers = Record<string, string | string[] | undefined>;

export const allowedMethods: string[];
export function refusal(request: {
  method?: string;
  url?: string;
  headers: Headers;
}): { status: number; message: string; headers?: Record<string, string> } | null;
export function withPeer(forwardedFor: string | string[] | undefined, peer: string | undefined): string;
export function isLoopback(host: string): boolean;
export function siteHeaders(manifest: {
  headers?: { source: string; has?: unknown; headers: { key: string; value: string }[] }[];
}): Record<string, string>;
export function renderedOnRequest(manifest: {
  rewrites?: Record<string, { destination: string; regex: string }[]>;
}): (url: string) => boolean;
export function boundedStaleness(value: string): string;
export function changesArticles(method: string | undefined, path: string): boolean;
export function doorUrl(url: string): string;
export function apiRootLink(headers: Headers, trustedProxies: number): string | null;
export function freshPaths(
  prerender: { routes?: Record<string, { initialRevalidateSeconds?: number | false }> },
  manifest: { rewrites?: Record<string, { source: string; destination: string }[]> },
): string[];
