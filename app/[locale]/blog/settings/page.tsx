import { SimplePage, simpleMetadata } from '@/components/layout/simple-page';
import { englishOnlyStaticParams, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const generateMetadata = simpleMetadata('BlogSettings', { noindex: true });

export default function BlogSettingsPage({ params }: { params: LocaleParams }) {
  return <SimplePage namespace="BlogSettings" params={params} />;
}
