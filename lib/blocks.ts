/**
 * Long-form editorial content (built-in articles, explanatory pages) as plain data: rendered as
 * React elements by components/content/blocks.tsx, so no HTML string is ever injected.
 */
export type Block =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'quote'; text: string }
  /** Where an article embeds the 'What Is He Thinking?' mini reading. */
  | { type: 'mini-reading' };

/** A titled section, for pages that show their sections as an accordion. */
export interface Section {
  id: string;
  title: string;
  blocks: Block[];
}

/** One question of the FAQ and its answer. */
export interface FaqItem {
  /** The same in every language. */
  id: string;
  question: string;
  /** One to three paragraphs. */
  answer: string[];
}

export function wordCount(blocks: readonly Block[]): number {
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return blocks.reduce((sum, block) => {
    if (block.type === 'ul' || block.type === 'ol') return sum + block.items.reduce((n, item) => n + words(item), 0);
    return block.type === 'mini-reading' ? sum : sum + words(block.text);
  }, 0);
}
