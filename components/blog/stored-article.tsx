'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { movedStore } from '@/lib/blog/moved';
import { unreadableArticle } from '@/lib/blog/unreadable';
import { browserStorage } from '@/lib/browser-storage';
import { articleEditPath, articlePath, localizedPath } from '@/lib/routes/paths';
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

/** Where a slug that holds no article leads: the article it moved to, or text it no longer parses as. */
function lookAside(id: string) {
  const storage = browserStorage('localStorage');
  if (!storage) return {};
  try {
    return { movedTo: movedStore(storage).target(id), unreadable: unreadableArticle(storage, id) };
  } catch {
    return {};
  }
}

/**
 * A visitor's article, read from this browser. A slug it moved away from leads to its new one; an
 * entry that no longer parses shows as plain text; any other id goes back to the list.
 */
export function StoredArticle({ texts, loading, locale }: StoredArticleProps) {
  const router = useRouter();
  const blog = localizedPath('/blog', locale);
  const stored = useStoredArticles();
  // The URL being shown (also during a client-side navigation, before the address bar changes).
  const id = decodeURIComponent(usePathname().split('/').pop() ?? '');
  const article = stored?.articles.find((entry) => entry.id === id);
  const aside = stored && !stored.blocked && !article ? lookAside(id) : {};
  const target = aside.movedTo && stored?.articles.some((entry) => entry.id === aside.movedTo) ? aside.movedTo : undefined;
  const unreadable = target ? undefined : aside.unreadable;

  useEffect(() => {
    if (!stored || stored.blocked || article || unreadable) return;
    router.replace(target ? articlePath(target, locale) : blog);
  }, [stored, article, unreadable, target, router, blog, locale]);

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
  if (unreadable) {
    return (
      <>
        <header className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-wide text-gold sm:text-5xl">{unreadable.title}</h1>
        </header>
        <div className="mx-auto mt-10 max-w-3xl">
          <p role="note" className="rounded-3xl border border-gold/40 bg-night-800 p-5 text-sm">
            {texts.unreadable}
          </p>
          <div className="prose-tarot mt-8 whitespace-pre-wrap">{unreadable.text}</div>
          <a href={articleEditPath(id, locale)} className={buttonVariants({ variant: 'outline', className: 'mt-12' })}>
            {texts.editArticle}
          </a>
        </div>
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
        <div className="mt-12 flex flex-wrap gap-3">
          <a href={articleEditPath(article.id, locale)} className={buttonVariants({ variant: 'outline' })}>
            {texts.editArticle}
          </a>
          <Button variant="destructive" onClick={() => deleteArticle(article.id, texts) && router.push(blog)}>
            {texts.deleteArticle}
          </Button>
        </div>
      </div>
    </>
  );
}
