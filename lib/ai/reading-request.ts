import * as z from 'zod';
import { locales } from '../i18n/routing';
import { cardIds } from '../tarot/deck';
import { MINI_LOVE_CARD_COUNT } from '../tarot/mini-love';
import { readingTypeIds, type ReadingType } from '../tarot/spreads';
import { selectionProblems } from '../tarot/validation';

export const MAX_QUESTION_LENGTH = 500;
export const MAX_BODY_BYTES = 16 * 1024;

const cards = z.array(z.enum(cardIds, { error: 'Unknown card id' }), { error: 'cards must be a list of card ids' });
const locale = z.enum(locales, { error: `locale must be one of ${locales.join(', ')}` });

const readingSchema = z
  .strictObject({
    kind: z.literal('reading').default('reading'),
    cards,
    type: z.enum(readingTypeIds as [ReadingType, ...ReadingType[]], { error: 'Unknown reading type' }),
    question: z
      .string({ error: 'question must be text' })
      .trim()
      .max(MAX_QUESTION_LENGTH, `The question must be at most ${MAX_QUESTION_LENGTH} characters`)
      .optional(),
    locale,
  })
  .superRefine((value, ctx) => {
    for (const message of selectionProblems(value.cards, value.type)) ctx.addIssue({ code: 'custom', path: ['cards'], message });
  });

const miniLoveSchema = z
  .strictObject({ kind: z.literal('mini-love'), cards, locale })
  .superRefine((value, ctx) => {
    if (value.cards.length !== MINI_LOVE_CARD_COUNT) {
      ctx.addIssue({ code: 'custom', path: ['cards'], message: `The mini reading needs exactly ${MINI_LOVE_CARD_COUNT} cards` });
    }
    if (new Set(value.cards).size !== value.cards.length) {
      ctx.addIssue({ code: 'custom', path: ['cards'], message: 'A card cannot be chosen twice' });
    }
  });

export type ReadingRequest = z.infer<typeof readingSchema> | z.infer<typeof miniLoveSchema>;

/**
 * The body of `POST /api/reading` (DECISIONS): a reading, or the 'What Is He Thinking?' mini reading
 * when `kind` says so. Choosing the schema first keeps each issue's own message.
 */
export function parseReadingRequest(value: unknown) {
  const kind = value !== null && typeof value === 'object' && 'kind' in value ? value.kind : undefined;
  if (kind === 'mini-love') return miniLoveSchema.safeParse(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return readingSchema.safeParse(undefined, { error: () => 'The request body must be a JSON object' });
  }
  return readingSchema.safeParse(value);
}

/** Issues as `{ path, message }`, for a 400 answer a developer can act on. */
export function describeIssues(error: z.ZodError) {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
