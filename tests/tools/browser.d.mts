export function chromiumExecutable(): string | undefined;

export const chromiumArgs: string[];
