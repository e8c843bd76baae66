import * as z from 'zod/mini';
import { hasXmlForbidden } from '../xml-text';

/**
 * Where a featured image may come from: an http(s) address, a path on this site, or an inline
 * raster image. Anything else (`javascript:`, `//host`, other schemes) never reaches the markup.
 */
export function isSafeImageUrl(value: string): boolean {
  if (value === '') return true;
  if (/^\/(?![/\\])/.test(value)) return true;
  if (/^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/=]+$/i.test(value)) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The longest content a new article may have (about 15,000 words): its page, escaped and carried
 * twice (HTML and the React payload), stays near 1 MB. Stored articles may be longer (an older
 * limit), so the stored shape keeps its own bound.
 */
export const maxContentLength = 100_000;

/** A blog article. zod/mini: articles are parsed in the browser, where they are stored. */
export const articleSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[a-z0-9-]+$/)),
  title: z.string().check(z.minLength(1), z.maxLength(500)),
  description: z.string().check(z.maxLength(2000)),
  date: z.string().check(z.maxLength(100)),
  featuredImage: z.string().check(z.maxLength(2000), z.refine(isSafeImageUrl)),
  content: z.string().check(z.maxLength(500_000)),
});

export type Article = z.infer<typeof articleSchema>;

/** The issue a field with a control character fails with: the protocol answers it by name. */
export const controlCharacterIssue = 'controlCharacters';

// Refused, not stripped: SQLite cuts text at a NUL, PostgreSQL refuses it, a feed cannot hold any.
const storableText = z.optional(z.string().check(z.refine((text) => !hasXmlForbidden(text), controlCharacterIssue)));

/** What a publish request or the create form may send; everything optional until the protocol checks it. */
export const articleInputSchema = z.object({
  id: z.optional(z.string()),
  title: storableText,
  description: storableText,
  date: storableText,
  featuredImage: storableText,
  content: storableText,
  method: z.optional(z.string()),
});
