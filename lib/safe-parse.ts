import * as z from 'zod/mini';

/**
 * `schema.safeParse` for untrusted data that never throws. zod runs its length checks on any value
 * that has a `length`, even once the type check failed, and a value such as
 * `{"length": {"toString": 1}}` (valid JSON) makes that comparison throw.
 */
export function safeParse<T extends z.ZodMiniType>(schema: T, value: unknown): ReturnType<T['safeParse']> {
  try {
    return schema.safeParse(value) as ReturnType<T['safeParse']>;
  } catch {
    const error = new z.core.$ZodError([{ code: 'custom', path: [], message: 'The value is malformed', input: value }]);
    return { success: false, error } as ReturnType<T['safeParse']>;
  }
}
