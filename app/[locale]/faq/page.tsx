import { SimplePage } from '@/components/layout/simple-page';
import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import { content } from '@/content';
import { pageLocale } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/metadata';
import { faqData } from '@/lib/seo/structured-data';

export const generateMetadata = metadataFor('/faq');

export default async function FaqPage({ params }: PageProps<'/[locale]/faq'>) {
  const locale = await pageLocale(params);
  const { faq } = content[locale];
  const items = faq.map((item) => ({
    id: item.id,
    title: item.question,
    content: (
      <div className="prose-tarot">
        {/* A fixed text: its place is its key (a text as key would travel twice in the page's data). */}
        {item.answer.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    ),
  }));
  return (
    <SimplePage page="/faq" params={params}>
      <JsonLd data={faqData(faq, locale)} />
      <div className="mx-auto mt-12 max-w-3xl">
        <Accordion name="faq" items={items} />
      </div>
    </SimplePage>
  );
}
