'use client';

import { looksLikeHtml, paragraphs, sanitizeHtml } from '@/lib/blog/sanitize';

/** A visitor's article content: sanitized HTML, or plain text split into paragraphs. */
export function ArticleBody({ content }: { content: string }) {
  if (looksLikeHtml(content)) {
    return <div className="prose-tarot" dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />;
  }
  return (
    <div className="prose-tarot">
      {paragraphs(content).map((text, index) => (
        <p key={index} className="whitespace-pre-line">
          {text}
        </p>
      ))}
    </div>
  );
}
