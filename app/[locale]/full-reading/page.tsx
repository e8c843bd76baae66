import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/layout/back-link';
import { PageHeader } from '@/components/layout/page-header';
import { localeStaticParams, pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';

export const generateStaticParams = localeStaticParams;

export function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata(params, 'FullReading', { noindex: true });
}

export default async function FullReadingPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FullReading' });
  return (
    <article>
      <BackLink href={localizedPath('/', locale)} label={t('back')} />
      <PageHeader title={t('title')} intro={t('intro')} />
    </article>
  );
}
