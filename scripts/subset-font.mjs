// `npm run font:subset`: writes app/fonts/cinzel.woff2, the heading font the site serves, from
// Cinzel's Latin file in @fontsource-variable/cinzel, cut down to the letters and punctuation
// English, Spanish and Italian headings use (25.3 KB → 18.8 KB). Run it again after
// upgrading the font package; commit the result. A character outside the set is drawn from the
// fallback serif, never lost. It also writes lib/og/fonts/cinzel.ttf, the same letters as TrueType,
// which the server draws the titles of shared readings' preview images with (librsvg and Pango
// read TrueType, not WOFF2).
import { readFile, writeFile } from 'node:fs/promises';
import subsetFont from 'subset-font';

const source = 'node_modules/@fontsource-variable/cinzel/files/cinzel-latin-wght-normal.woff2';
const target = 'app/fonts/cinzel.woff2';
const shareTarget = 'lib/og/fonts/cinzel.ttf';

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('');
const accented = 'ÁÉÍÓÚÑÜáéíóúñüÀÈÌÒÙàèìòùÇçÏï';
const punctuation = '¡¿«»‘’“”–—…·•€';

const original = await readFile(source);
const subset = await subsetFont(original, ascii + accented + punctuation, { targetFormat: 'woff2' });
await writeFile(target, subset);
await writeFile(shareTarget, await subsetFont(original, ascii + accented + punctuation, { targetFormat: 'truetype' }));
console.log(`${target}: ${(original.length / 1024).toFixed(1)} KB → ${(subset.length / 1024).toFixed(1)} KB`);
console.log(
  'Next: `npm run build`, the new file name from .next/static/media into components/layout/heading-font.ts, `npm run font:fallbacks`.',
);
