import * as z from 'zod/mini';

/** A blog article (SPEC §3). zod/mini: articles are parsed in the browser, where they are stored. */
export const articleSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[a-z0-9-]+$/)),
  title: z.string().check(z.minLength(1), z.maxLength(500)),
  description: z.string().check(z.maxLength(2000)),
  date: z.string().check(z.maxLength(100)),
  featuredImage: z.string().check(z.maxLength(2000)),
  content: z.string().check(z.maxLength(500_000)),
});

export type Article = z.infer<typeof articleSchema>;

/** What a publish request or the create form may send; everything optional until the protocol checks it. */
export const articleInputSchema = z.object({
  id: z.optional(z.string()),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
  date: z.optional(z.string()),
  featuredImage: z.optional(z.string()),
  content: z.optional(z.string()),
  method: z.optional(z.string()),
});

export type ArticleInput = z.infer<typeof articleInputSchema>;
