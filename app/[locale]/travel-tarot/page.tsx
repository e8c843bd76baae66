import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';
import { localeStaticParams, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = localeStaticParams;
export const generateMetadata = themedMetadata('travel');

export default function TravelTarotPage({ params }: { params: LocaleParams }) {
  return <ThemedPage theme="travel" params={params} />;
}
