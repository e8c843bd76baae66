/** A suit page's long-form text: what the suit is, its element, its numbers and its court. */
export interface SuitContent {
  overview: readonly string[];
}
