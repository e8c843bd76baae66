import { ThemedPage, themedMetadata } from '@/components/reading/themed-page';
import { localeStaticParams, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = localeStaticParams;
export const generateMetadata = themedMetadata('career');

export default function CareerTarotPage({ params }: { params: LocaleParams }) {
  return <ThemedPage theme="career" params={params} />;
}
