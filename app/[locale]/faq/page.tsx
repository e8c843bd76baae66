import { SimplePage } from '@/components/layout/simple-page';
import { FaqAccordion } from '@/components/content/faq-accordion';
import { content } from '@/content';
import { pageLocale } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/faq');

export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const locale = await pageLocale(params);
  const { faq } = content[locale];
  return (
    <SimplePage page="/faq" params={params}>
      <div className="mx-auto mt-12 max-w-3xl">
        <FaqAccordion name="faq" faq={faq} locale={locale} />
      </div>
    </SimplePage>
  );
}
