import { SimplePage, simpleMetadata } from '@/components/layout/simple-page';
import { englishOnlyStaticParams, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const generateMetadata = simpleMetadata('Faq');

export default function FaqPage({ params }: { params: LocaleParams }) {
  return <SimplePage namespace="Faq" params={params} />;
}
