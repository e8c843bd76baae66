// `npm run font:fallbacks` (after `npm run build`): prints the metric-adjusted fallback faces of
// Cinzel for app/globals.css, so that swapping Cinzel in over a local serif moves nothing.
//
// The rule: each fallback face is scaled (`size-adjust`) so that the headings the site renders take
// the same width in it as in Cinzel, at each weight they use; its ascent, descent and line gap are
// overridden with Cinzel's (divided by that scale, which the overrides are subject to), so lines
// keep their height and baseline. Widths are HarfBuzz's shaped advances (kerning included) summed
// over the text of every h1, h2, h3 and .font-display element of the prerendered pages; the
// per-text error on the homes' h1 is printed too (centred text moves by half of it).
//
// Where the widths come from: Cinzel from app/fonts/cinzel.woff2 (the variable font at each
// weight); DejaVu Serif and Liberation Serif from the system's font files; Times New Roman from
// Liberation Serif, which has its advance widths by design (metric-compatible); Georgia from
// Gelasio, Georgia's metric-compatible twin, and Noto Serif (Android's serif) from its own files,
// both in npm packages (@fontsource/gelasio, @fontsource/noto-serif). Vertical metrics of the
// fallbacks do not matter: the overrides replace them.
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);
const fontsource = (name, file) => path.join(path.dirname(require.resolve(`@fontsource/${name}/package.json`)), 'files', file);
const system = (file) => ['/usr/share/fonts/truetype', '/usr/share/fonts/TTF'].map((dir) => path.join(dir, file));

/** The faces written for each weight headings use: the local file drawn at that weight. */
const weights = [400, 600, 700];
const fallbacks = [
  {
    family: 'Cinzel Fallback Georgia',
    local: { regular: ['Georgia'], bold: ['Georgia Bold', 'Georgia-Bold'] },
    widths: {
      regular: fontsource('gelasio', 'gelasio-latin-400-normal.woff2'),
      bold: fontsource('gelasio', 'gelasio-latin-700-normal.woff2'),
    },
  },
  {
    family: 'Cinzel Fallback Times',
    local: {
      regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
      bold: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
    },
    widths: { regular: system('liberation/LiberationSerif-Regular.ttf'), bold: system('liberation/LiberationSerif-Bold.ttf') },
  },
  {
    family: 'Cinzel Fallback Noto',
    local: { regular: ['Noto Serif', 'Noto Serif Regular', 'NotoSerif-Regular', 'NotoSerif'], bold: ['Noto Serif Bold', 'NotoSerif-Bold'] },
    widths: {
      regular: fontsource('noto-serif', 'noto-serif-latin-400-normal.woff2'),
      bold: fontsource('noto-serif', 'noto-serif-latin-700-normal.woff2'),
    },
  },
  {
    family: 'Cinzel Fallback DejaVu',
    local: { regular: ['DejaVu Serif', 'DejaVuSerif'], bold: ['DejaVu Serif Bold', 'DejaVuSerif-Bold'] },
    widths: { regular: system('dejavu/DejaVuSerif.ttf'), bold: system('dejavu/DejaVuSerif-Bold.ttf') },
  },
];

async function loadFont(candidates, variations = {}) {
  const files = [candidates].flat();
  for (const file of files) {
    const data = await readFile(file).catch(() => undefined);
    if (!data) continue;
    const face = new hb.Face(new hb.Blob(await fontverter.convert(data, 'sfnt')));
    const font = new hb.Font(face);
    font.setVariations(Object.entries(variations).map(([tag, value]) => new hb.Variation(tag, value)));
    return { face, font, file };
  }
  throw new Error(`none of ${files.join(', ')} found`);
}

/** Shaped width of a text in ems (kerning included, as browsers draw headings). */
function width({ face, font }, text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0) / face.upem;
}

/** Ascent, descent and line gap in ems, as the browser reads them (hhea, or OS/2 typo metrics when flagged). */
function verticalMetrics({ face }) {
  const hhea = new DataView(face.referenceTable('hhea').buffer);
  const os2Table = face.referenceTable('OS/2');
  const os2 = os2Table && new DataView(os2Table.buffer, os2Table.byteOffset);
  const useTypo = os2 && (os2.getUint16(62) & (1 << 7)) !== 0;
  const [ascent, descent, lineGap] = useTypo
    ? [os2.getInt16(68), os2.getInt16(70), os2.getInt16(72)]
    : [hhea.getInt16(4), hhea.getInt16(6), hhea.getInt16(8)];
  return { ascent: ascent / face.upem, descent: -descent / face.upem, lineGap: lineGap / face.upem };
}

const decode = (html) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim();

/** Every heading of the prerendered pages, with the weight it is drawn at. */
async function headings() {
  const dir = '.next/server/app';
  const files = (await readdir(dir, { recursive: true }).catch(() => [])).filter((file) => file.endsWith('.html'));
  if (!files.length) throw new Error('no prerendered pages in .next/server/app: run `npm run build` first');
  const found = [];
  const pattern = /<(h[1-3]|[a-z]+(?=[^>]*\bclass="[^"]*\bfont-display\b))([^>]*)>([\s\S]*?)<\/\1>/g;
  for (const file of files) {
    const html = await readFile(path.join(dir, file), 'utf8');
    for (const [, , attributes, inner] of html.matchAll(pattern)) {
      const text = decode(inner);
      if (!text || /\bsr-only\b/.test(attributes)) continue;
      const weight = /\bfont-bold\b/.test(attributes) ? 700 : /\bfont-semibold\b/.test(attributes) ? 600 : 400;
      found.push({ file, text, weight });
    }
  }
  return found;
}

const cinzelFile = 'app/fonts/cinzel.woff2';
const texts = await headings();
const cinzel = Object.fromEntries(await Promise.all(weights.map(async (weight) => [weight, await loadFont(cinzelFile, { wght: weight })])));
const metrics = verticalMetrics(cinzel[400]);
const percent = (value) => `${(value * 100).toFixed(2)}%`;

console.log(`Cinzel (${cinzelFile}): ascent ${metrics.ascent}, descent ${metrics.descent}, line gap ${metrics.lineGap} em`);
console.log(
  `${texts.length} headings on ${new Set(texts.map((t) => t.file)).size} pages: ${weights.map((w) => `${texts.filter((t) => t.weight === w).length} at ${w}`).join(', ')}\n`,
);

const css = [];
const homes = texts.filter((t) => /^(en|es|it)\.html$/.test(t.file) && t.weight === 700);
for (const fallback of fallbacks) {
  const regular = await loadFont(fallback.widths.regular);
  const bold = await loadFont(fallback.widths.bold);
  for (const weight of weights) {
    const local = weight >= 600 ? bold : regular;
    // Texts drawn at this weight; all headings if none is.
    const sample = texts.some((t) => t.weight === weight) ? texts.filter((t) => t.weight === weight) : texts;
    const ours = sample.reduce((sum, t) => sum + width(cinzel[weight], t.text), 0);
    const theirs = sample.reduce((sum, t) => sum + width(local, t.text), 0);
    const scale = ours / theirs;
    const names = fallback.local[weight >= 600 ? 'bold' : 'regular'];
    css.push(
      [
        '@font-face {',
        `  font-family: '${fallback.family}';`,
        `  src: ${names.map((name) => `local('${name}')`).join(', ')};`,
        `  font-weight: ${weight === 700 ? '700 900' : weight === 600 ? 600 : '100 500'};`,
        `  size-adjust: ${percent(scale)};`,
        `  ascent-override: ${percent(metrics.ascent / scale)};`,
        `  descent-override: ${percent(metrics.descent / scale)};`,
        `  line-gap-override: ${percent(metrics.lineGap / scale)};`,
        '}',
      ].join('\n'),
    );
    const errors = sample.map((t) => (width(local, t.text) * scale) / width(cinzel[weight], t.text) - 1);
    console.log(
      `${fallback.family} ${weight} (widths from ${path.basename(local.file)}): size-adjust ${percent(scale)}; ` +
        `per-heading width error median ${percent(errors.map(Math.abs).sort((a, b) => a - b)[Math.floor(errors.length / 2)])}, ` +
        `max ${percent(Math.max(...errors.map(Math.abs)))}`,
    );
    if (weight === 700) {
      for (const t of homes) {
        const em = width(local, t.text) * scale - width(cinzel[700], t.text);
        console.log(`  ${t.file} h1 "${t.text}": ${(em * 48).toFixed(1)} px wider at 48 px, ${(em * 30).toFixed(1)} px at 30 px`);
      }
    }
  }
}
console.log(`\n${css.join('\n')}`);
