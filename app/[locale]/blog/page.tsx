import { getMessages } from 'next-intl/server';
import { ArticleCard, articleCardProps } from '@/components/blog/article-card';
import { StoredArticles } from '@/components/blog/stored-articles';
import { WriterLinks } from '@/components/blog/writer-links';
import { SimplePage } from '@/components/layout/simple-page';
import { builtinArticles } from '@/content/articles/index';
import { localDate } from '@/lib/blog/slug';
import { pageLocale } from '@/lib/i18n/page';
import { articlePath } from '@/lib/routes/paths';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/blog');

/** The articles first (built-in in the page's language, and this browser's own), then the writers' tools. */
export default async function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  const locale = await pageLocale(params);
  const { Blog: t } = await getMessages({ locale });
  return (
    <SimplePage page="/blog" params={params}>
      <ul className="article-grid mt-12">
        <StoredArticles texts={t} locale={locale} />
        {Object.values(builtinArticles[locale]).map((article) => (
          <ArticleCard
            key={article.id}
            {...articleCardProps({ ...article, date: localDate(article.date, locale) }, articlePath(article.id, locale), t)}
          />
        ))}
      </ul>
      <WriterLinks texts={t} locale={locale} />
    </SimplePage>
  );
}
