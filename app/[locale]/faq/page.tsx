import type { FAQPage, WithContext } from 'schema-dts';
import { SimplePage } from '@/components/layout/simple-page';
import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import { content } from '@/content';
import type { FaqItem } from '@/lib/blocks';
import { pageLocale } from '@/lib/i18n/page';
import type { Locale } from '@/lib/i18n/routing';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/faq');

function structuredData(faq: readonly FaqItem[], locale: Locale): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
    })),
  };
}

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
      <JsonLd data={structuredData(faq, locale)} />
      <div className="mx-auto mt-12 max-w-3xl">
        <Accordion name="faq" items={items} />
      </div>
    </SimplePage>
  );
}
