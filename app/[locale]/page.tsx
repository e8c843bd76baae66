import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import { SunMoon } from '@/components/home/sun-moon';
import { ThemedLinks } from '@/components/home/themed-links';
import { PageHeader } from '@/components/layout/page-header';
import { ReadingFlow } from '@/components/reading/reading-flow';
import { readingTexts } from '@/components/reading/texts';
import { JsonLd } from '@/components/seo/json-ld';
import { localeStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/i18n/paths';
import { websiteData } from '@/lib/seo/structured-data';
import { defaultTypeFor, homeReadings } from '@/lib/tarot/themed-pages';

export const generateStaticParams = localeStaticParams;

/**
 * The heading font, as the stylesheet's `url()` is emitted (its name carries a hash of its content:
 * after `npm run font:subset`, copy the new name from .next/static/media; tests/e2e/font.spec.ts
 * fails while the two differ). Preloaded on the homes, where most visitors arrive from a search:
 * it then usually arrives before the first paint, so headings start in Cinzel, not swap to it.
 */
const cinzelUrl = '/_next/static/media/cinzel.3z3zysu78e0gy.woff2';

export function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata(params, '/');
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  preload(cinzelUrl, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const t = await getTranslations({ locale, namespace: 'Home' });
  const site = await getTranslations({ locale, namespace: 'Metadata' });
  return (
    <>
      <JsonLd data={websiteData(site('siteName'), t('metaDescription'), localizedPath('/', locale), locale)} />
      <SunMoon />
      <PageHeader title={t('title')} intro={t('intro')} />
      {/* The themed readings are offered until a reading starts. */}
      <ReadingFlow texts={await readingTexts(locale, homeReadings.options.map((option) => option.type))} options={homeReadings.options} defaultType={defaultTypeFor(homeReadings, locale)}>
        <ThemedLinks locale={locale} />
      </ReadingFlow>
    </>
  );
}
