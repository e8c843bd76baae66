/** A card page's own long-form text: its overview paragraphs and how it reads in a present position. */
export interface CardContent {
  overview: readonly string[];
  present: string;
}
