import { getMessages } from 'next-intl/server';
import { StoredArticle } from '@/components/blog/stored-article';
import { BackLink } from '@/components/layout/back-link';
import { pageLocale } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/routes/paths';

export const metadata = { robots: { index: false } };

/** Reached through a rewrite of the blog's `/{articleId}` in each language for every id that is not built-in. */
export default async function StoredArticlePage({ params }: PageProps<'/[locale]/blog/stored'>) {
  const locale = await pageLocale(params);
  const { Blog, BlogArticle } = await getMessages({ locale });
  return (
    <article>
      <BackLink href={localizedPath('/blog', locale)} label={BlogArticle.back} />
      <StoredArticle texts={Blog} loading={BlogArticle.loading} locale={locale} />
    </article>
  );
}
