export function startTlsProxy(options: { port: number; upstream: string }): Promise<{ url: string; close: () => Promise<void> }>;
