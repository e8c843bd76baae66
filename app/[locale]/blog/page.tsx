import type { Metadata } from 'next';
import { getMessages } from 'next-intl/server';
import { ArticleCard, articleCardProps } from '@/components/blog/article-card';
import { StoredArticles } from '@/components/blog/stored-articles';
import { WriterLinks } from '@/components/blog/writer-links';
import { SimplePage } from '@/components/layout/simple-page';
import { builtinArticles } from '@/content/articles/index';
import { serverArticles } from '@/lib/articles/store';
import { shownDate } from '@/lib/blog/slug';
import { pageLocale } from '@/lib/i18n/page';
import { articlePath, blogFeedPath } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/metadata';

// Server articles join the list when it is next made: at once on the instance that took the
// publish (revalidatePath), within a minute elsewhere.
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  const metadata = await pageMetadata(params, '/blog');
  const locale = await pageLocale(params);
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': blogFeedPath(locale) } } };
}

/** When an article was written, for the newest-first order (an unreadable date counts from its last publish). */
const written = (article: { date: string; updated?: string }) => Date.parse(article.date) || Date.parse(article.updated ?? '') || 0;

/**
 * This browser's own articles first, then the server's and the built-in ones, newest first, then
 * the writers' tools. Where the server has an article, its URL shows the server's: a visitor's
 * own article with that slug is not listed again.
 */
export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await pageLocale(params);
  const { Blog: t } = await getMessages({ locale });
  const published = await serverArticles(locale);
  const articles = [...published, ...Object.values(builtinArticles[locale])].sort((a, b) => written(b) - written(a));
  return (
    <SimplePage page="/blog" params={params}>
      <ul className="article-grid mt-12">
        <StoredArticles texts={t} locale={locale} hidden={published.map((article) => article.id)} />
        {articles.map((article) => (
          <ArticleCard
            key={article.id}
            {...articleCardProps({ ...article, date: shownDate(article.date, locale) }, articlePath(article.id, locale), t)}
          />
        ))}
      </ul>
      <WriterLinks texts={t} locale={locale} />
    </SimplePage>
  );
}
