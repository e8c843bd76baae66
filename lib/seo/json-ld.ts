import type { Thing, WithContext } from 'schema-dts';

/** Structured data as a script body: JSON with `<` escaped, so no text can close the script element. */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
