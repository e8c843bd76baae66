import 'server-only';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { looksLikeHtml, sanitizeWith, type Purifier } from '../blog/sanitize';

// The browser's allowlist, applied on the server through a DOM of its own.
const purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]) as Purifier;

/** An article's content as it may be stored and shown: HTML through the one allowlist, plain text as it is. */
export function sanitizeContent(content: string): string {
  return looksLikeHtml(content) ? sanitizeWith(purifier, content) : content;
}

/** HTML through the one allowlist. */
export function sanitizeHtmlOnServer(html: string): string {
  return sanitizeWith(purifier, html);
}
