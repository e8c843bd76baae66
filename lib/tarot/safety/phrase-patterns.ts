import { compileKeywords } from '../theme-detection';
import type { ConcernPhrases } from './concern';
import { en, enHarmless } from './phrases/en';
import { es, esHarmless } from './phrases/es';
import { it, itHarmless } from './phrases/it';

/** A pattern's name: a list of concern phrases, or the idioms blanked out before matching. */
export type PatternKind = keyof ConcernPhrases | 'harmless';

const languages: readonly ConcernPhrases[] = [en, es, it];

/**
 * Every phrase list of the three languages as one pattern's source (normalised, escaped, joined): what
 * `patterns.ts` holds, written by `npm run concern-patterns` so no browser normalises 2,000 phrases on a page.
 */
export function phrasePatterns(): Record<PatternKind, string> {
  const kinds = Object.keys(en) as (keyof ConcernPhrases)[];
  const lists = Object.fromEntries(kinds.map((kind) => [kind, compileKeywords(languages.flatMap((phrases) => phrases[kind])).source]));
  return { ...lists, harmless: compileKeywords([...enHarmless, ...esHarmless, ...itHarmless]).source } as Record<PatternKind, string>;
}
