import type * as z from 'zod/mini';

/**
 * `schema.safeParse` for untrusted data that never throws. zod runs its length checks on any value
 * that has a `length`, even once the type check failed, and a value such as
 * `{"length": {"toString": 1}}` (valid JSON) makes that comparison throw. The failure it reports
 * then carries the one issue; it is built by hand because reaching zod's error class (`z.core`)
 * would ship all of zod's core to every page that reads stored data (~56 KB gzip).
 */
export function safeParse<T extends z.ZodMiniType>(schema: T, value: unknown): ReturnType<T['safeParse']> {
  try {
    return schema.safeParse(value) as ReturnType<T['safeParse']>;
  } catch {
    const issues = [{ code: 'custom', path: [], message: 'The value is malformed', input: value }];
    return { success: false, error: { issues, name: 'ZodError', message: issues[0]!.message } } as unknown as ReturnType<T['safeParse']>;
  }
}
