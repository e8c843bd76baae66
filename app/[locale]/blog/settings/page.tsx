import { getMessages } from 'next-intl/server';
import { ApiSettings } from '@/components/blog/api-settings';
import { ServerDesk } from '@/components/blog/desk/server-desk';
import { ServerPublishing } from '@/components/blog/server-publishing';
import { BackLink } from '@/components/layout/back-link';
import { SimplePage } from '@/components/layout/simple-page';
import { languageNames } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/routes/paths';
import { metadataFor } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/site';

export const generateMetadata = metadataFor('/blog/settings');

export default async function BlogSettingsPage({ params }: PageProps<'/[locale]/blog/settings'>) {
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  const languages = languageNames(messages.LocaleSwitcher);
  return (
    <>
      <BackLink href={localizedPath('/blog', locale)} label={messages.BlogArticle.back} />
      <SimplePage page="/blog/settings" params={params}>
        <ApiSettings texts={messages.BlogSettings} />
        {/* Shown only when the server has a publish key: signing in, then its articles. */}
        <ServerDesk texts={messages.BlogDesk} languages={languages} locale={locale} />
        {/* The public address (SITE_URL), as automation tools must call it. */}
        <ServerPublishing texts={messages.BlogSettings} url={absoluteUrl('/api/blog/publish')} locale={locale} />
      </SimplePage>
    </>
  );
}
