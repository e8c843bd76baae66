import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SimplePage, simpleMetadata } from '@/components/layout/simple-page';
import { buttonVariants } from '@/components/ui/button';
import { englishOnlyStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const generateMetadata = simpleMetadata('Blog');

export default async function BlogPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return (
    <SimplePage namespace="Blog" params={params}>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/blog/new" className={buttonVariants()}>
          {t('createNew')}
        </Link>
        <Link href="/blog/settings" className={buttonVariants({ variant: 'outline' })}>
          {t('apiSettings')}
        </Link>
      </div>
    </SimplePage>
  );
}
