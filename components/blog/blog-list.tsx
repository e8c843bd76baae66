import { getMessages } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArticleCard, articleCardProps } from '@/components/blog/article-card';
import { StoredArticles } from '@/components/blog/stored-articles';
import { WriterLinks } from '@/components/blog/writer-links';
import { SimplePage } from '@/components/layout/simple-page';
import { builtinArticles } from '@/content/articles/index';
import { serverArticles } from '@/lib/articles/store';
import { listPage } from '@/lib/blog/list-page';
import { shownDate } from '@/lib/blog/slug';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { articlePath, blogListPath } from '@/lib/routes/paths';

/** When an article was written, for the newest-first order (an unreadable date counts from its last publish). */
const written = (article: { date: string; updated?: string }) => Date.parse(article.date) || Date.parse(article.updated ?? '') || 0;

/**
 * One page of the blog: on the first, this browser's own articles; then the server's and the
 * built-in ones, newest first, a page at a time; then the writers' tools. Where the server has an
 * article, its URL shows the server's: a visitor's own article with that slug is not listed again.
 */
export async function BlogList({ params, page }: { params: LocaleParams; page: number }) {
  const locale = await pageLocale(params);
  const { Blog: t } = await getMessages({ locale });
  const published = await serverArticles(locale);
  const all = [...published, ...Object.values(builtinArticles[locale])].sort((a, b) => written(b) - written(a));
  const { items, pages } = listPage(all, page);
  if (page > pages) notFound();
  return (
    <SimplePage page="/blog" params={params}>
      <ul className="article-grid mt-12">
        {page === 1 && <StoredArticles texts={t} locale={locale} hidden={published.map((article) => article.id)} />}
        {items.map((article) => (
          <ArticleCard
            key={article.id}
            {...articleCardProps({ ...article, date: shownDate(article.date, locale) }, articlePath(article.id, locale), t)}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t.pagesLabel} className="mx-auto mt-10 flex max-w-3xl justify-between gap-4 text-gold">
          {page > 1 ? (
            <a href={blogListPath(locale, page - 1)} rel="prev" className="underline underline-offset-4">
              {t.newerArticles}
            </a>
          ) : (
            <span />
          )}
          {page < pages && (
            <a href={blogListPath(locale, page + 1)} rel="next" className="underline underline-offset-4">
              {t.olderArticles}
            </a>
          )}
        </nav>
      )}
      <WriterLinks texts={t} locale={locale} />
    </SimplePage>
  );
}
