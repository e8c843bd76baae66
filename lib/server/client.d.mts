export function networkKey(address: string): string;
export function clientOf(forwardedFor: string | null | undefined, trustedProxies: number): string;
