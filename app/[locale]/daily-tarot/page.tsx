import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';
import { localeStaticParams, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = localeStaticParams;
export const generateMetadata = themedMetadata('daily');

export default function DailyTarotPage({ params }: { params: LocaleParams }) {
  return <ThemedPage theme="daily" params={params} />;
}
