import { contentPage } from '@/components/content/content-page';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/terms');

export default contentPage('/terms', 'terms');
