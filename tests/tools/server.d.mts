export function freePort(): Promise<number>;

export function answering(url: string): Promise<boolean>;

export function startNext(env?: Record<string, string | undefined>): Promise<{
  url: string;
  port: number;
  /** The server process (its process group too). */
  pid: number;
  stop: () => void;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
}>;
