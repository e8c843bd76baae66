import DOMPurify from 'dompurify';

/**
 * The one HTML sanitizer (STYLE: nothing reaches innerHTML without it). An allowlist of text
 * formatting, headings, lists, quotes, links and images; links and images keep only http(s),
 * mailto and same-site addresses. Runs in the browser, where visitors' articles live.
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
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  ALLOW_DATA_ATTR: false,
};

let hooked = false;

export function sanitizeHtml(html: string): string {
  if (!hooked) {
    // Links open safely and never leak the referrer to a page that could script this one.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') node.setAttribute('rel', 'noopener noreferrer nofollow');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, config);
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
