import { getMessages } from 'next-intl/server';
import { ArticleForm } from '@/components/blog/article-form';
import { BackLink } from '@/components/layout/back-link';
import { SimplePage, simpleMetadata } from '@/components/layout/simple-page';
import { englishOnlyStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const generateMetadata = simpleMetadata('BlogNew', { path: '/blog/new', noindex: true });

export default async function NewArticlePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  return (
    <>
      <BackLink href="/blog" label={messages.BlogArticle.back} />
      <SimplePage namespace="BlogNew" params={params}>
        <ArticleForm texts={{ ...messages.BlogNew, messages: messages.BlogApi }} />
      </SimplePage>
    </>
  );
}
