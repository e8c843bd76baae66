import { JsonLd } from '@/components/seo/json-ld';
import { Accordion } from '@/components/ui/accordion';
import type { FaqItem } from '@/lib/blocks';
import type { Locale } from '@/lib/i18n/routing';
import { faqData } from '@/lib/seo/structured-data';

/** Questions and their answers as an accordion, and as FAQPage JSON-LD for search engines. */
export function FaqAccordion({ name, faq, locale }: { name: string; faq: readonly FaqItem[]; locale: Locale }) {
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
    <>
      <JsonLd data={faqData(faq, locale)} />
      <Accordion name={name} items={items} />
    </>
  );
}
