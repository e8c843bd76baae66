import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/layout/back-link';
import { PageHeader } from '@/components/layout/page-header';
import { Blocks } from '@/components/content/blocks';
import { FaqAccordion } from '@/components/content/faq-accordion';
import { readingGuides, type GuidedReading } from '@/content/readings';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/routes/paths';
import { themedPagePaths } from '@/lib/routes/pages';
import { defaultTypeFor, themedPages, type ReadingTheme } from '@/lib/tarot/themed-pages';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbData } from '@/lib/seo/structured-data';
import { ThemedReadingFlow } from './themed-reading-flow';
import { readingTexts, type ReadingTexts } from './texts';

export function themedMetadata(theme: ReadingTheme) {
  return ({ params }: { params: LocaleParams }): Promise<Metadata> => pageMetadata(params, themedPagePaths[theme]);
}

const isGuided = (theme: ReadingTheme): theme is GuidedReading => Object.hasOwn(readingGuides.en, theme);

/** Under a guided reading: what the spread is and how it is read, then the questions people ask about it. */
function ReadingGuideSection({ theme, locale, heading }: { theme: GuidedReading; locale: Locale; heading: string }) {
  const guide = readingGuides[locale][theme];
  return (
    <section aria-labelledby="reading-guide" className="mx-auto mt-16 max-w-3xl">
      <h2 id="reading-guide" className="sr-only">
        {heading}
      </h2>
      <Blocks blocks={guide.body} />
      <div className="mt-10">
        <FaqAccordion name={`${theme}-faq`} faq={guide.faq} locale={locale} />
      </div>
    </section>
  );
}

export interface ThemedPageProps {
  theme: ReadingTheme;
  params: LocaleParams;
  /** A page whose reading is not the usual setup and fan (the card of the day); its code ships with that page only. */
  flow?: (texts: ReadingTexts, submitLabel: string) => ReactNode;
}

export async function ThemedPage({ theme, params, flow }: ThemedPageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Themed' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const trail = [
    { name: nav('breadcrumbHome'), path: localizedPath('/', locale) },
    { name: t(`${theme}.title`), path: localizedPath(themedPagePaths[theme], locale) },
  ];
  const menu = themedPages[theme];
  const texts = await readingTexts(locale, menu.options);
  return (
    <article>
      <JsonLd data={breadcrumbData(trail)} />
      <BackLink href={localizedPath('/', locale)} label={t('back')} />
      <PageHeader title={t(`${theme}.title`)} intro={t(`${theme}.description`)} />
      {flow ? (
        flow(texts, t(`${theme}.submit`))
      ) : (
        <ThemedReadingFlow
          texts={texts}
          options={menu.options}
          defaultType={defaultTypeFor(menu, locale)}
          submitLabel={t(`${theme}.submit`)}
        />
      )}
      {isGuided(theme) && <ReadingGuideSection theme={theme} locale={locale} heading={t(`${theme}.title`)} />}
    </article>
  );
}
