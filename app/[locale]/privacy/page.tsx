import { contentPage } from '@/components/content/content-page';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/privacy');

export default contentPage('/privacy', 'privacy');
