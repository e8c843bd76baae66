import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { preloadHeadingFont } from '@/components/layout/heading-font';
import { SiteShell } from '@/components/layout/site-shell';
import { localeStaticParams, pageLocale } from '@/lib/i18n/page';
import { siteUrl } from '@/lib/seo/site';

// Every page below inherits both: prerendered in each language, any other locale a 404.
export const generateStaticParams = localeStaticParams;
export const dynamicParams = false;

// A phone's keyboard resizes the page, so a focused field scrolls its submit button into view too.
export const viewport: Viewport = { width: 'device-width', initialScale: 1, interactiveWidget: 'resizes-content' };

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    metadataBase: siteUrl,
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' } },
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  preloadHeadingFont();
  return <SiteShell locale={locale}>{children}</SiteShell>;
}
