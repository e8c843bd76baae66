import { contentPage } from '@/components/content/content-page';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/ai-vs-traditional');

export default contentPage('/ai-vs-traditional', 'aiVsTraditional');
