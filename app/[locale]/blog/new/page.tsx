import { getMessages } from 'next-intl/server';
import { ArticleForm } from '@/components/blog/article-form';
import { BackLink } from '@/components/layout/back-link';
import { SimplePage } from '@/components/layout/simple-page';
import { pageLocale } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/routes/paths';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/blog/new');

export default async function NewArticlePage({ params }: PageProps<'/[locale]/blog/new'>) {
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  return (
    <>
      <BackLink href={localizedPath('/blog', locale)} label={messages.BlogArticle.back} />
      <SimplePage page="/blog/new" params={params}>
        <ArticleForm texts={{ ...messages.BlogNew, messages: messages.BlogApi }} locale={locale} />
      </SimplePage>
    </>
  );
}
