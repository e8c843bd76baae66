import { getTranslations } from 'next-intl/server';
import { SunMoon } from '@/components/home/sun-moon';
import { ThemedLinks } from '@/components/home/themed-links';
import { PageHeader } from '@/components/layout/page-header';
import { HomeReadingFlow } from '@/components/reading/home-reading-flow';
import { readingTexts } from '@/components/reading/texts';
import { JsonLd } from '@/components/seo/json-ld';
import { pageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/routes/paths';
import { websiteData } from '@/lib/seo/structured-data';
import { defaultTypeFor, homeReadings } from '@/lib/tarot/themed-pages';

export function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return pageMetadata(params, '/');
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const site = await getTranslations({ locale, namespace: 'Metadata' });
  return (
    <>
      <JsonLd data={websiteData(site('siteName'), t('metaDescription'), localizedPath('/', locale), locale)} />
      <SunMoon />
      <PageHeader title={t('title')} intro={t('intro')} />
      {/* The themed readings are offered until a reading starts. */}
      <HomeReadingFlow
        texts={await readingTexts(locale, homeReadings.options)}
        options={homeReadings.options}
        defaultType={defaultTypeFor(homeReadings, locale)}
      >
        <ThemedLinks locale={locale} />
      </HomeReadingFlow>
    </>
  );
}
