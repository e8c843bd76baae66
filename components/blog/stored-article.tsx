'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { articlePath, localizedPath } from '@/lib/routes/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { format } from '@/lib/format';
import { ArticleBody } from './article-body';
import { ArticleHeader } from './article-header';
import { deleteArticle, type BlogTexts } from './stored-articles';
import { useStoredArticles } from './use-stored-articles';

export interface StoredArticleProps {
  texts: BlogTexts;
  loading: string;
  locale: Locale;
}

/** A visitor's article, read from this browser; an id that is not stored goes back to the list. */
export function StoredArticle({ texts, loading, locale }: StoredArticleProps) {
  const router = useRouter();
  const blog = localizedPath('/blog', locale);
  const stored = useStoredArticles();
  // The URL being shown (also during a client-side navigation, before the address bar changes).
  const id = decodeURIComponent(usePathname().split('/').pop() ?? '');
  const article = stored?.articles.find((entry) => entry.id === id);

  useEffect(() => {
    if (stored && !stored.blocked && !article) router.replace(blog);
  }, [stored, article, router, blog]);

  if (stored?.blocked) {
    return (
      <>
        <h1 className="sr-only">{texts.title}</h1>
        <p role="alert" className="mx-auto max-w-2xl rounded-3xl border border-gold/40 bg-night-800 p-5 text-center">
          {texts.storageBlocked}
        </p>
      </>
    );
  }
  if (!article) {
    return (
      <>
        <h1 className="sr-only">{loading}</h1>
        <p role="status" className="text-center text-mist-muted">
          {loading}
        </p>
      </>
    );
  }
  return (
    <>
      <title>{article.title}</title>
      {/* The same slug in the other languages' blogs, where the language menu leads (the article is this browser's, in any language). */}
      {locales.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={articlePath(encodeURIComponent(id), l)} />
      ))}
      <ArticleHeader
        title={article.title}
        date={article.date}
        description={article.description}
        image={article.featuredImage}
        imageAlt={format(texts.featuredAlt, { title: article.title })}
      />
      <div className="mx-auto mt-10 max-w-3xl">
        <ArticleBody content={article.content} />
        <Button variant="destructive" className="mt-12" onClick={() => deleteArticle(article.id, texts) && router.push(blog)}>
          {texts.deleteArticle}
        </Button>
      </div>
    </>
  );
}
