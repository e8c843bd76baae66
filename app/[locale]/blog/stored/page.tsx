import { getMessages } from 'next-intl/server';
import { StoredArticle } from '@/components/blog/stored-article';
import { BackLink } from '@/components/layout/back-link';
import { englishOnlyStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const metadata = { robots: { index: false } };

/** Reached through a rewrite of `/blog/{articleId}` for every id that is not built-in. */
export default async function StoredArticlePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const { Blog, BlogArticle } = await getMessages({ locale });
  return (
    <article>
      <BackLink href="/blog" label={BlogArticle.back} />
      <StoredArticle texts={Blog} loading={BlogArticle.loading} />
    </article>
  );
}
