import { preload } from 'react-dom';

/**
 * The heading font, as the stylesheet's `url()` is emitted (its name carries a hash of its content:
 * after `npm run font:subset`, copy the new name from .next/static/media; tests/e2e/font.spec.ts
 * fails while the two differ).
 */
const cinzelUrl = '/_next/static/media/cinzel.3z3zysu78e0gy.woff2';

/**
 * Preloaded where visitors land (the homes, the themed pages, the full reading opened from a link): it then usually
 * arrives before the first paint, so headings start in Cinzel instead of swapping to it.
 */
export function preloadHeadingFont() {
  preload(cinzelUrl, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
