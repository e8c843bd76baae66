import { BackLink } from '@/components/layout/back-link';
import { JsonLd } from '@/components/seo/json-ld';
import { sanitizeHtmlOnServer } from '@/lib/articles/sanitize';
import type { ServerArticle as Article } from '@/lib/articles/store';
import { shownDate } from '@/lib/blog/slug';
import { format } from '@/lib/format';
import { articlePath, localizedPath } from '@/lib/routes/paths';
import { articleData, breadcrumbData } from '@/lib/seo/structured-data';
import { ArticleContent } from './article-content';

export interface ServerArticleProps {
  article: Article;
  texts: { blog: string; back: string; featuredAlt: string; siteName: string };
}

/** An article published on the server, rendered whole on the server (readable without JavaScript). */
export function ServerArticle({ article, texts }: ServerArticleProps) {
  const { id, locale, title, description, date, featuredImage, content } = article;
  const path = articlePath(id, locale);
  return (
    <article>
      <JsonLd
        data={[
          articleData(article, path, locale, texts.siteName),
          breadcrumbData([
            { name: texts.blog, path: localizedPath('/blog', locale) },
            { name: title, path },
          ]),
        ]}
      />
      <BackLink href={localizedPath('/blog', locale)} label={texts.back} />
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-wide text-gold sm:text-5xl">{title}</h1>
        <p className="mt-4 text-sm text-mist-muted">{shownDate(date, locale)}</p>
        {description && <p className="mt-4 text-lg text-mist-muted">{description}</p>}
      </header>
      {featuredImage && (
        <img
          src={featuredImage}
          alt={format(texts.featuredAlt, { title })}
          width={1200}
          height={630}
          fetchPriority="high"
          className="mx-auto mt-8 aspect-[40/21] w-full max-w-3xl rounded-3xl object-cover"
        />
      )}
      <div className="mx-auto mt-10 max-w-3xl">
        <ArticleContent content={content} sanitize={sanitizeHtmlOnServer} />
      </div>
    </article>
  );
}
