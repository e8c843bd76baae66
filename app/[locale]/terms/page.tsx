import { contentPage } from '@/components/content/content-page';
import { localeStaticParams } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/metadata';

export const generateStaticParams = localeStaticParams;
export const dynamicParams = false;
export const generateMetadata = metadataFor('/terms');

export default contentPage('/terms', 'terms');
