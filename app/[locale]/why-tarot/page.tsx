import { Blocks } from '@/components/content/blocks';
import { SimplePage, simpleMetadata } from '@/components/layout/simple-page';
import { whyTarot } from '@/lib/content/why-tarot';
import { englishOnlyStaticParams, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const generateMetadata = simpleMetadata('WhyTarot', { path: '/why-tarot' });

export default function WhyTarotPage({ params }: { params: LocaleParams }) {
  return (
    <SimplePage namespace="WhyTarot" params={params}>
      <div className="mx-auto mt-12 max-w-3xl">
        <Blocks blocks={whyTarot} />
      </div>
    </SimplePage>
  );
}
