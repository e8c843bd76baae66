export const jsBudgets: Record<string, number>;
export function firstLoadScripts(base: string, route: string): Promise<Buffer[]>;
export function firstLoadJs(base: string, route: string): Promise<{ route: string; scripts: number; kb: number }>;
