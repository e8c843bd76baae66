import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { defaultLocale, isLocale } from '@/lib/i18n/routing';

export default async function LocaleNotFound() {
  const locale = await getLocale();
  return <NotFoundContent locale={isLocale(locale) ? locale : defaultLocale} />;
}
