import * as z from 'zod/mini';
import { locales } from '../i18n/routing';
import { keptReadingSchema } from '../tarot/kept-reading-schema';
import { readingSources } from '../tarot/reading-contract';
import { selectionCheck } from '../tarot/validation';

// The reading's own fields are checked as a kept reading's.
const { type, cards, question, reversed } = keptReadingSchema.shape;

/** One reading kept in the journal: what the visitor saw when it finished (the question stays in this browser). */
export const journalEntrySchema = z
  .object({
    id: z.string().check(z.regex(/^[0-9a-z]{4,32}$/, 'A reading id is 4 to 32 lower-case letters or digits')),
    // An ISO instant as Date#toISOString writes it (a plain pattern: zod's ISO formats weigh on every page that shares its chunk).
    savedAt: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, 'savedAt must be an ISO date and time')),
    locale: z.enum(locales, { error: 'Unknown language' }),
    type,
    cards,
    question,
    reversed,
    text: z.string().check(z.minLength(1, 'A kept reading has its text'), z.maxLength(20_000)),
    source: z.enum(readingSources, { error: 'source must be ai or template' }),
  })
  .check(selectionCheck);

export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** A finished reading as the page knows it, before it is kept. */
export type FinishedReading = Omit<JournalEntry, 'id' | 'savedAt'>;

/**
 * A reading's id, from what it is: the same reading finishing twice (the Italian inline reading
 * and then its full reading follow one generation) is kept once. 53-bit string hash (cyrb53).
 */
export function journalId({ locale, type, cards, question, text, source, reversed }: FinishedReading): string {
  // An upright reading's id is what it always was.
  const input = JSON.stringify([locale, type, cards, question ?? '', text, source, ...(reversed?.some(Boolean) ? [reversed] : [])]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
