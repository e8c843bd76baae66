/**
 * Search results show about 155–160 characters of a description; past that it is cut, and a very
 * short one is often replaced by text the engine picks from the page.
 */
export const snippetLength = { short: 70, ideal: 155, max: 160 } as const;

export type SnippetFit = 'empty' | 'short' | 'good' | 'long';

/** How a description fits a search result, by its length in characters as a reader counts them. */
export function snippetFit(description: string): { length: number; fit: SnippetFit } {
  const length = [...description.trim()].length;
  const fit = length === 0 ? 'empty' : length < snippetLength.short ? 'short' : length <= snippetLength.max ? 'good' : 'long';
  return { length, fit };
}
