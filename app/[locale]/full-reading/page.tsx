import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/layout/back-link';
import { Suspense } from 'react';
import { FullReading, ReadingHeading } from '@/components/reading/full-reading';
import { readingTexts } from '@/components/reading/texts';
import { localeStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/i18n/paths';

export const generateStaticParams = localeStaticParams;

export function generateMetadata({ params }: { params: LocaleParams }) {
  return pageMetadata(params, '/full-reading');
}

export default async function FullReadingPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'FullReading' });
  const home = localizedPath('/', locale);
  return (
    <article>
      <BackLink
        href={home}
        label={
          <>
            <span className="hidden md:inline">{t('back')}</span>
            <span className="md:hidden">{t('backShort')}</span>
          </>
        }
      />
      {/* The reading lives in the URL's query, which only the browser knows: prerendered as its heading. */}
      <Suspense fallback={<ReadingHeading title={t('title')} />}>
        <FullReading texts={await readingTexts(locale)} homePath={home} />
      </Suspense>
    </article>
  );
}
