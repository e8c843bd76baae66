// Plain string work, no DOM: the protocol checks depth before anything parses the HTML.

/** Nesting the sanitizer's recursive walk survives with room to spare (it overflowed near 2,500); messages (BlogApi.nestedTooDeep) say 200. */
export const maxHtmlDepth = 200;

// Elements that never hold others, and those whose end tag the parser supplies when a sibling starts.
const leaves = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const endOptional = new Set([
  'p',
  'li',
  'dt',
  'dd',
  'option',
  'optgroup',
  'rt',
  'rp',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'tfoot',
  'colgroup',
]);

/**
 * How deep `html`'s elements nest, read from its tags without parsing (the count runs before the
 * sanitizer). Errs deep: `<span/>` opens a span, as the parser takes it.
 */
export function htmlDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name = ''] of html.matchAll(/<(\/?)([a-z][a-z0-9-]*)/gi)) {
    const tag = name.toLowerCase();
    if (leaves.has(tag) || endOptional.has(tag)) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}
