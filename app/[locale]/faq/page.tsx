import type { FAQPage, WithContext } from 'schema-dts';
import { SimplePage, simpleMetadata } from '@/components/layout/simple-page';
import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import { faq } from '@/lib/content/faq';
import { englishOnlyStaticParams, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const generateMetadata = simpleMetadata('Faq', { path: '/faq' });

const structuredData: WithContext<FAQPage> = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faq.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
  })),
};

export default function FaqPage({ params }: { params: LocaleParams }) {
  const items = faq.map((item) => ({
    id: item.id,
    title: item.question,
    content: (
      <div className="prose-tarot">
        {item.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    ),
  }));
  return (
    <SimplePage namespace="Faq" params={params}>
      <JsonLd data={structuredData} />
      <div className="mx-auto mt-12 max-w-3xl">
        <Accordion name="faq" items={items} />
      </div>
    </SimplePage>
  );
}
