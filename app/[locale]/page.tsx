import { getTranslations } from 'next-intl/server';
import { SunMoon } from '@/components/home/sun-moon';
import { ThemedLinks } from '@/components/home/themed-links';
import { PageHeader } from '@/components/layout/page-header';
import { ReadingFlow } from '@/components/reading/reading-flow';
import { readingTexts } from '@/components/reading/texts';
import { localeStaticParams, pageLocale, pageMetadata, type LocaleParams } from '@/lib/i18n/page';
import { defaultTypeFor, homeReadings } from '@/lib/tarot/themed-pages';

export const generateStaticParams = localeStaticParams;

export function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata(params, 'Home');
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <>
      <SunMoon />
      <PageHeader title={t('title')} intro={t('intro')} />
      <ReadingFlow texts={await readingTexts(locale)} options={homeReadings.options} defaultType={defaultTypeFor(homeReadings, locale)} />
      <ThemedLinks locale={locale} />
    </>
  );
}
