import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pageLocale, pageMetadata, type LocaleParams, type MetaNamespace, type PageMetaOptions } from '@/lib/i18n/page';
import { PageHeader } from './page-header';

type SimpleNamespace = Extract<MetaNamespace, 'WhyTarot' | 'AiVsTraditional' | 'TarotInsights' | 'Faq' | 'Blog' | 'BlogNew' | 'BlogSettings'>;

export function simpleMetadata(namespace: SimpleNamespace, options: PageMetaOptions) {
  return ({ params }: { params: LocaleParams }): Promise<Metadata> => pageMetadata(params, namespace, options);
}

/** A page made of its heading and introduction, with room for the feature below. */
export async function SimplePage({
  namespace,
  params,
  children,
}: {
  namespace: SimpleNamespace;
  params: LocaleParams;
  children?: ReactNode;
}) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace });
  return (
    <article>
      <PageHeader title={t('title')} intro={t('intro')} />
      {children}
    </article>
  );
}
