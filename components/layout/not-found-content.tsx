import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { localizedPath } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/routing';
import { PageHeader } from './page-header';

export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <div className="py-10">
      <title>{t('metaTitle')}</title>
      <meta name="robots" content="noindex" />
      <PageHeader title={t('title')} intro={t('description')}>
        <a href={localizedPath('/', locale)} className={buttonVariants({ className: 'mt-8' })}>
          {t('home')}
        </a>
      </PageHeader>
    </div>
  );
}
