import { forPerson, type PersonGender } from '@/lib/tarot/text';

/**
 * Frames as a reading says them for a question that names no man or woman (or the one given): each
 * `[[person:…]]` mark chosen, so a test can look for a frame in what the reader wrote.
 */
export function asSaid<T>(frames: T, gender?: PersonGender): T {
  const said = (value: unknown): unknown =>
    typeof value === 'string'
      ? forPerson(value, gender)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, said(inner)]))
        : value;
  return said(frames) as T;
}
