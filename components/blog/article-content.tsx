import { looksLikeHtml, paragraphs } from '@/lib/blog/sanitize';

export interface ArticleContentProps {
  content: string;
  /** The one allowlist, as the browser or the server applies it. */
  sanitize: (html: string) => string;
}

/** An article's content: HTML through the allowlist, or plain text split into paragraphs. */
export function ArticleContent({ content, sanitize }: ArticleContentProps) {
  if (looksLikeHtml(content)) {
    return <div className="prose-tarot" dangerouslySetInnerHTML={{ __html: sanitize(content) }} />;
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
