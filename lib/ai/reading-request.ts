import * as z from 'zod/mini';
import { locales } from '../i18n/routing';
import { MINI_LOVE_CARD_COUNT } from '../tarot/mini-love';
import { MAX_QUESTION_LENGTH, type ReadingRequest as ContractRequest } from '../tarot/reading-contract';
import { isMajor } from '../tarot/deck';
import { cardListSchema, readingTypeSchema, reversedSchema, selectionCheck } from '../tarot/validation';
import { safeParse } from '../safe-parse';

export const MAX_BODY_BYTES = 16 * 1024;

const locale = z.enum(locales, { error: `locale must be one of ${locales.join(', ')}` });

const readingSchema = z
  .strictObject({
    kind: z._default(z.literal('reading'), 'reading'),
    cards: cardListSchema,
    type: readingTypeSchema,
    question: z.optional(
      z
        .string({ error: 'question must be text' })
        .check(z.trim(), z.maxLength(MAX_QUESTION_LENGTH, `The question must be at most ${MAX_QUESTION_LENGTH} characters`)),
    ),
    locale,
    reversed: reversedSchema,
  })
  .check(selectionCheck);

const miniLoveSchema = z.strictObject({ kind: z.literal('mini-love'), cards: cardListSchema, locale }).check(
  z.superRefine(({ cards }, ctx) => {
    if (cards.length !== MINI_LOVE_CARD_COUNT) {
      ctx.addIssue({
        code: 'custom',
        path: ['cards'],
        message: `The mini reading needs exactly ${MINI_LOVE_CARD_COUNT} cards`,
        input: cards,
      });
    }
    if (new Set(cards).size !== cards.length)
      ctx.addIssue({ code: 'custom', path: ['cards'], message: 'A card cannot be chosen twice', input: cards });
    if (!cards.every(isMajor))
      ctx.addIssue({ code: 'custom', path: ['cards'], message: 'The mini reading uses the major arcana only', input: cards });
  }),
);

export type ReadingRequest = z.infer<typeof readingSchema> | z.infer<typeof miniLoveSchema>;
// The parsed body is the request the contract declares (a compile-time check).
const conforms: (request: ReadingRequest) => ContractRequest = (request) => request;
void conforms;

/**
 * The body of `POST /api/reading`: a reading, or the 'What Is He Thinking?' mini reading when
 * `kind` says so. Choosing the schema first keeps each issue's own message.
 */
export function parseReadingRequest(value: unknown) {
  const kind = value !== null && typeof value === 'object' && 'kind' in value ? value.kind : undefined;
  if (kind === 'mini-love') return safeParse(miniLoveSchema, value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return readingSchema.safeParse(undefined, { error: () => 'The request body must be a JSON object' });
  }
  return safeParse(readingSchema, value);
}

/** Issues as `{ path, message }`, for a 400 answer a developer can act on. */
export function describeIssues(error: z.core.$ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
