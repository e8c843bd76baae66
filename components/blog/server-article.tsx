import { Fragment } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { JsonLd } from '@/components/seo/json-ld';
import { sanitizeHtmlOnServer } from '@/lib/articles/sanitize';
import type { ServerArticle as Article } from '@/lib/articles/store';
import { shownDate } from '@/lib/blog/slug';
import { format } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { articlePath, localizedPath } from '@/lib/routes/paths';
import { articleData, breadcrumbData } from '@/lib/seo/structured-data';
import { ArticleContent } from './article-content';
import { ArticleHeader } from './article-header';

export interface ServerArticleProps {
  article: Article;
  /** The other languages it is published in (its translations), each by its own name. */
  translations: { locale: Locale; name: string }[];
  texts: { blog: string; back: string; featuredAlt: string; siteName: string; otherLanguages: string };
}

/** An article published on the server, rendered whole on the server (readable without JavaScript). */
export function ServerArticle({ article, translations, texts }: ServerArticleProps) {
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
      <ArticleHeader
        title={title}
        date={shownDate(date, locale)}
        description={description}
        image={featuredImage}
        imageAlt={format(texts.featuredAlt, { title })}
        priority
      />
      {translations.length > 0 && (
        <p className="mx-auto mt-6 max-w-3xl text-center text-sm text-mist-muted">
          {texts.otherLanguages}:{' '}
          {translations.map(({ locale: other, name }, index) => (
            <Fragment key={other}>
              {index > 0 && ' · '}
              <a href={articlePath(id, other)} hrefLang={other} lang={other} className="text-gold underline underline-offset-4">
                {name}
              </a>
            </Fragment>
          ))}
        </p>
      )}
      <div className="mx-auto mt-10 max-w-3xl">
        <ArticleContent content={content} sanitize={sanitizeHtmlOnServer} />
      </div>
    </article>
  );
}
