import { getTranslations } from 'next-intl/server';
import { ThemedLinks } from '@/components/home/themed-links';
import { PageHeader } from '@/components/layout/page-header';
import { localeStaticParams, pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = localeStaticParams;

export function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata(params, 'Home');
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <ThemedLinks locale={locale} />
    </>
  );
}
