export function onShutdown(task: () => Promise<void>): void;
export function runShutdown(): Promise<void>;
