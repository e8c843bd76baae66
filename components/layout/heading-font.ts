import { preload } from 'react-dom';

/**
 * The heading font, as the stylesheet's `url()` is emitted (its name carries a hash of its content:
 * after `npm run font:subset`, copy the new name from .next/static/media; tests/e2e/font.spec.ts
 * fails while the two differ).
 */
const cinzelUrl = '/_next/static/media/cinzel.3z3zysu78e0gy.woff2';

/**
 * Preloaded on every page, whose first heading it draws: it then usually arrives before the first layout, so headings
 * start in Cinzel instead of swapping to it, and the browser looks up no local fallback serif (on Linux each lookup and
 * each size of a fallback face is a round trip to the font service: 100 ms of a card page's first layout).
 */
export function preloadHeadingFont() {
  preload(cinzelUrl, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
