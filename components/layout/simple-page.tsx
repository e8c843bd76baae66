import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { page, type PageKey } from '@/lib/routes/pages';
import { PageHeader } from './page-header';

/** Pages whose messages hold a `title` and an `intro`. */
export type SimplePageKey = Exclude<PageKey, '/' | '/love-tarot' | '/daily-tarot' | '/career-tarot' | '/travel-tarot' | '/full-reading'>;

/** A page made of its heading and introduction, with room for the feature below. */
export async function SimplePage({ page: key, params, children }: { page: SimplePageKey; params: LocaleParams; children?: ReactNode }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: page(key).namespace as 'WhyTarot' });
  return (
    <article>
      <PageHeader title={t('title')} intro={t('intro')} />
      {children}
    </article>
  );
}
