import { getTranslations } from 'next-intl/server';
import { defaultLocale } from '@/lib/i18n/routing';

// Only paths no rewrite reaches (under /_next/) end here: every other unknown path is its
// language's 404 (app/[locale]/unknown). Next sends this element with every page, so it stays small.
export default async function RootNotFound() {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'NotFound' });
  return (
    <html lang={defaultLocale}>
      <body className="grid min-h-dvh place-content-center gap-6 p-6 text-center">
        <title>{t('metaTitle')}</title>
        <meta name="robots" content="noindex" />
        <h1 className="text-3xl font-bold text-gold">{t('title')}</h1>
        <a href="/" className="text-gold underline underline-offset-4">
          {t('home')}
        </a>
      </body>
    </html>
  );
}
