import { contentPage } from '@/components/content/content-page';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/why-tarot');

export default contentPage('/why-tarot', 'whyTarot');
