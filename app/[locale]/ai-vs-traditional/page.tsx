import { Blocks } from '@/components/content/blocks';
import { SimplePage, simpleMetadata } from '@/components/layout/simple-page';
import { aiVsTraditional } from '@/lib/content/ai-vs-traditional';
import { englishOnlyStaticParams, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const generateMetadata = simpleMetadata('AiVsTraditional', { path: '/ai-vs-traditional' });

export default function AiVsTraditionalPage({ params }: { params: LocaleParams }) {
  return (
    <SimplePage namespace="AiVsTraditional" params={params}>
      <div className="mx-auto mt-12 max-w-3xl">
        <Blocks blocks={aiVsTraditional} />
      </div>
    </SimplePage>
  );
}
