import { looksLikeHtml, paragraphs } from '../sanitize';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as HTML that shows it as written. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => escapes[char]!);
}

/** Plain text as the article page shows it: a paragraph per blank-line block, line breaks kept. */
export function textToHtml(text: string): string {
  return paragraphs(text)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * An article's content as the editor opens it: HTML through the allowlist, plain text (articles
 * written before the editor, or by automation tools) as its paragraphs.
 */
export function editorHtml(content: string, sanitize: (html: string) => string): string {
  return looksLikeHtml(content) ? sanitize(content) : textToHtml(content);
}

/** What an empty editor holds: no text and no image or divider. */
export function isEmptyHtml(html: string): boolean {
  return (
    !/<(img|hr)\b/i.test(html) &&
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** The editor's HTML as stored: empty paragraphs (Enter pressed twice, as in plain text) carry nothing; the page spaces paragraphs itself. */
export function withoutEmptyParagraphs(html: string): string {
  return html.replace(/<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/g, '');
}
