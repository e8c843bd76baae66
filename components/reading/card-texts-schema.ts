import * as z from 'zod/mini';
import { cardIdSchema } from '@/lib/tarot/validation';

// Apart from card-texts.ts so that zod loads only once card texts arrive.

const cardTextSchema = z.object({
  name: z.string(),
  grammar: z.object({ number: z.string(), gender: z.string() }),
  keywords: z.string(),
  alt: z.string(),
  path: z.string(),
  reversedKeywords: z.string(),
});

/** The card texts a reading page loads (`app/card-texts`). */
export const cardTextsSchema = z.partialRecord(cardIdSchema, cardTextSchema);
