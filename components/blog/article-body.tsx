'use client';

import { sanitizeHtml } from '@/lib/blog/sanitize';
import { ArticleContent } from './article-content';

/** A visitor's article content, sanitized in their browser. */
export function ArticleBody({ content }: { content: string }) {
  return <ArticleContent content={content} sanitize={sanitizeHtml} />;
}
