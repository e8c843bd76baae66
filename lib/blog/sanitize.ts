import DOMPurify from 'dompurify';

/** Addresses a link or image may keep: http(s), mailto, this site's paths and in-page anchors. */
const allowedUri = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

/** Whether a link's address survives the allowlist (the editor checks before it adds one). */
export function isAllowedLink(url: string): boolean {
  return allowedUri.test(url.trim());
}

/** Whether an image's address survives the allowlist and can load: http(s) or a path on this site. */
export function isAllowedImage(url: string): boolean {
  return /^(?:https?:\/\/|\/(?!\/))/i.test(url.trim());
}

/**
 * The one HTML allowlist: nothing reaches innerHTML without it. Text formatting, headings, lists,
 * quotes, links and images; links and images keep only http(s), mailto and same-site addresses.
 * Visitors' articles are sanitized in their browser, server articles on the server (lib/articles).
 */
const config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'span',
  ],
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height'],
  ALLOWED_URI_REGEXP: allowedUri,
  ALLOW_DATA_ATTR: false,
};

/** A DOMPurify instance: the browser's own, or one the server makes over its own DOM. */
export type Purifier = Pick<typeof DOMPurify, 'addHook' | 'sanitize'>;

const hooked = new WeakSet<Purifier>();

/** `html` through the allowlist, with `purifier`. */
export function sanitizeWith(purifier: Purifier, html: string): string {
  if (!hooked.has(purifier)) {
    // Links open safely and never leak the referrer to a page that could script this one.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer nofollow');
    });
    hooked.add(purifier);
  }
  return purifier.sanitize(html, config) as string;
}

/** `html` through the allowlist, in the browser. */
export function sanitizeHtml(html: string): string {
  return sanitizeWith(DOMPurify, html);
}

/** Content written as HTML (tags present) rather than plain text. */
export function looksLikeHtml(content: string): boolean {
  return /<\/?[a-z][\s\S]*>/i.test(content);
}

/** Plain text's paragraphs: a blank line starts a new one. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
