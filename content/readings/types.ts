import type { Block, FaqItem } from '../../lib/blocks';

/** The reading pages that explain themselves below the reading: what the spread is and how it is read. */
export type GuidedReading = 'yesNo' | 'dayCard' | 'thinking' | 'comeBack' | 'cross';

export interface ReadingGuide {
  /** Under the reading: h2 headings, paragraphs and lists (about 300–450 words). */
  body: Block[];
  /** Questions people search for, answered; shown on the page and given to search engines as FAQPage. */
  faq: FaqItem[];
}

export type ReadingGuides = Record<GuidedReading, ReadingGuide>;
