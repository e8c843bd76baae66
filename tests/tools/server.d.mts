export function freePort(): Promise<number>;

export function startNext(env?: Record<string, string>): Promise<{ url: string; stop: () => void }>;
