import { getMessages } from 'next-intl/server';
import { ApiSettings } from '@/components/blog/api-settings';
import { BackLink } from '@/components/layout/back-link';
import { SimplePage } from '@/components/layout/simple-page';
import { localeStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/routes/paths';
import { metadataFor } from '@/lib/seo/metadata';

export const generateStaticParams = localeStaticParams;
export const dynamicParams = false;
export const generateMetadata = metadataFor('/blog/settings');

export default async function BlogSettingsPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  return (
    <>
      <BackLink href={localizedPath('/blog', locale)} label={messages.BlogArticle.back} />
      <SimplePage page="/blog/settings" params={params}>
        <ApiSettings texts={messages.BlogSettings} />
      </SimplePage>
    </>
  );
}
