import * as z from 'zod/mini';
import { locales, type Locale } from '../i18n/routing';
import { READING_SESSION_KEY } from './kept-reading';
import { MAX_QUESTION_LENGTH, readingSources, reversals } from './reading-contract';
import { cardListSchema, cardSelectionSchema, readingTypeSchema, reversedSchema, type CardSelection } from './validation';

// Apart from the writers (kept-reading.ts) so that zod loads only where a kept reading is read.

/** A reading as this tab keeps it: the cards and type, the question asked, the interpretation once finished. */
export const keptReadingSchema = z.object({
  cards: cardListSchema,
  type: readingTypeSchema,
  question: z.optional(z.string().check(z.maxLength(MAX_QUESTION_LENGTH))),
  reversed: reversedSchema,
  /** The language the interpretation was written in (absent in what earlier versions kept). */
  locale: z.optional(z.enum(locales)),
  interpretation: z.optional(z.object({ text: z.string(), source: z.enum(readingSources) })),
});

export type KeptReading = z.infer<typeof keptReadingSchema>;

/** The text kept under `key`; null when there is none or the storage is blocked. */
export function keptText(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** What `raw` holds when it is what `schema` describes: anything else is ignored, not trusted. */
export function parseKept<T>(schema: z.ZodMiniType<T>, raw: string | null): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(raw ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What this tab keeps of the full reading of `selection` (undefined for another reading's or nothing readable). */
export function loadReading(storage: Storage | null, selection: CardSelection, locale: Locale): KeptReading | undefined {
  return parseStoredReading(keptText(storage, READING_SESSION_KEY), selection, locale);
}

/**
 * The stored value of `READING_SESSION_KEY`, read back for this selection in `locale` (undefined if it
 * is not this reading's). A reading written in another language keeps its question, not its text.
 */
export function parseStoredReading(raw: string | null, selection: CardSelection, locale: Locale): KeptReading | undefined {
  const reading = parseKept(keptReadingSchema, raw);
  const same =
    reading?.type === selection.type &&
    reading.cards.join() === selection.cards.join() &&
    String(reading.reversed ?? '') === String(selection.reversed ?? '');
  if (!same) return undefined;
  return reading.locale && reading.locale !== locale ? { ...reading, interpretation: undefined } : reading;
}

/** The reading named by a full-reading URL query, or null when it is missing or invalid. */
export function parseFullReadingQuery(search: string): CardSelection | null {
  const params = new URLSearchParams(search);
  const turned = params.get('reversed');
  const parsed = cardSelectionSchema.safeParse({
    cards: (params.get('cards') ?? '').split(',').filter(Boolean),
    type: params.get('type') ?? 'past-present-future',
    // One digit per card, 1 for a reversed one ("010").
    ...(turned === null ? {} : { reversed: /^[01]+$/.test(turned) ? [...turned].map((digit) => digit === '1') : turned }),
  });
  return parsed.success ? { ...parsed.data, reversed: reversals(parsed.data.reversed) } : null;
}
