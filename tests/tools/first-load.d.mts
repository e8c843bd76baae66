export const floor: { js: number; inlineScript: number };
export const jsBudgets: Record<string, number>;
export const inlineBudgets: Record<string, number>;
export function firstLoadScripts(base: string, route: string): Promise<Buffer[]>;
export function firstLoadJs(base: string, route: string): Promise<{ route: string; scripts: number; kb: number }>;
export function inlineScriptKb(base: string, route: string): Promise<number>;
export function pageKb(base: string, route: string): Promise<{ inline: number; shown: number }>;
export const shellInlineKb: number;
export function shownInlineBudget(shown: number): number;
