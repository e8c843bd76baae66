/**
 * Writes lib/tarot/safety/patterns.ts from the concern phrase lists (`npm run concern-patterns`, after editing them):
 * each list as one ready pattern, so a page compiles no phrase list.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { phrasePatterns } from '../lib/tarot/safety/phrase-patterns';

const file = path.join(import.meta.dirname, '../lib/tarot/safety/patterns.ts');
const entries = Object.entries(phrasePatterns()).map(([kind, source]) => `  ${kind}: ${JSON.stringify(source)},`);
const written = [
  '// Written by `npm run concern-patterns` from ./phrases (see phrase-patterns.ts); a unit test keeps the two in step.',
  "import type { PatternKind } from './phrase-patterns';",
  '',
  '/** Each concern phrase list of the three languages as one pattern, normalised (lower case, no accents, words spaced). */',
  'export const patterns: Record<PatternKind, string> = {',
  ...entries,
  '};',
  '',
].join('\n');
writeFileSync(file, await format(written, { ...(await resolveConfig(file)), filepath: file }));
console.log(`${path.relative(process.cwd(), file)}: ${entries.length} patterns`);
