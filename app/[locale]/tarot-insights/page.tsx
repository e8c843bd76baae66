import { Blocks } from '@/components/content/blocks';
import { SimplePage } from '@/components/layout/simple-page';
import { Accordion } from '@/components/ui/accordion';
import { cardMentions } from '@/lib/routes/card-mentions';
import { content } from '@/content';
import { pageLocale } from '@/lib/i18n/page';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/tarot-insights');

export default async function TarotInsightsPage({ params }: PageProps<'/[locale]/tarot-insights'>) {
  const locale = await pageLocale(params);
  const cards = cardMentions(locale);
  const items = content[locale].tarotInsights.map((section) => ({
    id: section.id,
    title: section.title,
    content: <Blocks blocks={section.blocks} cards={cards} />,
  }));
  return (
    <SimplePage page="/tarot-insights" params={params}>
      <div className="mx-auto mt-12 max-w-3xl">
        <Accordion name="tarot-insights" items={items} defaultOpen={items[0]?.id} />
      </div>
    </SimplePage>
  );
}
