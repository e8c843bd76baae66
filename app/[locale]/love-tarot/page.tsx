import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';
import { localeStaticParams, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = localeStaticParams;
export const generateMetadata = themedMetadata('love');

export default function LoveTarotPage({ params }: { params: LocaleParams }) {
  return <ThemedPage theme="love" params={params} />;
}
