import { getMessages, getTranslations } from 'next-intl/server';
import { PublishEndpoint } from '@/components/blog/publish-endpoint';
import { PageHeader } from '@/components/layout/page-header';
import { englishOnlyStaticParams, pageLocale } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;

export async function generateMetadata({ params }: PageProps<'/[locale]/blog-publish'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PublishPage' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Served for `GET /api/blog/publish` (proxy.ts rewrites by method). */
export default async function PublishPage({ params }: PageProps<'/[locale]/blog-publish'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PublishPage' });
  const messages = await getMessages({ locale });
  return (
    <article>
      <PageHeader title={t('title')} intro={t('intro')} />
      <PublishEndpoint texts={messages.BlogApi} />
    </article>
  );
}
