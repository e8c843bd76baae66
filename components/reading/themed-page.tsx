import { preloadHeadingFont } from '@/components/layout/heading-font';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/layout/back-link';
import { PageHeader } from '@/components/layout/page-header';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/routes/paths';
import { themedPagePaths } from '@/lib/routes/pages';
import { defaultTypeFor, themedPages, type ReadingTheme } from '@/lib/tarot/themed-pages';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbData } from '@/lib/seo/structured-data';
import { ThemedReadingFlow } from './themed-reading-flow';
import { readingTexts } from './texts';

export function themedMetadata(theme: ReadingTheme) {
  return ({ params }: { params: LocaleParams }): Promise<Metadata> => pageMetadata(params, themedPagePaths[theme]);
}

export async function ThemedPage({ theme, params }: { theme: ReadingTheme; params: LocaleParams }) {
  const locale = await pageLocale(params);
  preloadHeadingFont();
  const t = await getTranslations({ locale, namespace: 'Themed' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const trail = [
    { name: nav('breadcrumbHome'), path: localizedPath('/', locale) },
    { name: t(`${theme}.title`), path: localizedPath(themedPagePaths[theme], locale) },
  ];
  return (
    <article>
      <JsonLd data={breadcrumbData(trail)} />
      <BackLink href={localizedPath('/', locale)} label={t('back')} />
      <PageHeader title={t(`${theme}.title`)} intro={t(`${theme}.description`)} />
      <ThemedReadingFlow
        texts={await readingTexts(locale, themedPages[theme].options)}
        options={themedPages[theme].options}
        defaultType={defaultTypeFor(themedPages[theme], locale)}
        submitLabel={t(`${theme}.submit`)}
      />
    </article>
  );
}
