import { Blocks } from '@/components/content/blocks';
import { SimplePage, simpleMetadata } from '@/components/layout/simple-page';
import { Accordion } from '@/components/ui/accordion';
import { tarotInsights } from '@/lib/content/tarot-insights';
import { englishOnlyStaticParams, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const generateMetadata = simpleMetadata('TarotInsights', { path: '/tarot-insights' });

export default function TarotInsightsPage({ params }: { params: LocaleParams }) {
  const items = tarotInsights.map((section) => ({ id: section.id, title: section.title, content: <Blocks blocks={section.blocks} /> }));
  return (
    <SimplePage namespace="TarotInsights" params={params}>
      <div className="mx-auto mt-12 max-w-3xl">
        <Accordion name="tarot-insights" items={items} defaultOpen={items[0]?.id} />
      </div>
    </SimplePage>
  );
}
