import { getMessages } from 'next-intl/server';
import { ApiSettings } from '@/components/blog/api-settings';
import { BackLink } from '@/components/layout/back-link';
import { SimplePage, simpleMetadata } from '@/components/layout/simple-page';
import { englishOnlyStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const generateMetadata = simpleMetadata('BlogSettings', { path: '/blog/settings', noindex: true });

export default async function BlogSettingsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  return (
    <>
      <BackLink href="/blog" label={messages.BlogArticle.back} />
      <SimplePage namespace="BlogSettings" params={params}>
        <ApiSettings texts={messages.BlogSettings} />
      </SimplePage>
    </>
  );
}
