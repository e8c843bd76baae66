import { getMessages } from 'next-intl/server';
import { Journal } from '@/components/journal/journal';
import { SimplePage } from '@/components/layout/simple-page';
import { pageLocale } from '@/lib/i18n/page';
import { cardPath, localizedPath } from '@/lib/routes/paths';
import { metadataFor } from '@/lib/seo/metadata';
import { cardIds } from '@/lib/tarot/deck';
import { readingTypeIds } from '@/lib/tarot/spreads';

export const generateMetadata = metadataFor('/my-readings');

/** The readings this browser kept: a static page whose list is read from the browser's storage. */
export default async function MyReadingsPage({ params }: PageProps<'/[locale]/my-readings'>) {
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  const cards = Object.fromEntries(cardIds.map((id) => [id, { name: messages.Cards[id].name, path: cardPath(id, locale) }]));
  const types = Object.fromEntries(readingTypeIds.map((type) => [type, messages.ReadingTypes[type].label]));
  return (
    <SimplePage page="/my-readings" params={params}>
      {/* The list is read from the browser after load: the footer waits a screen below so nothing in view moves. */}
      <div className="min-h-svh">
        <Journal
          locale={locale}
          texts={{
            ...messages.Journal,
            sourceAi: messages.FullReading.sourceAi,
            sourceTemplate: messages.FullReading.sourceTemplate,
            quoted: messages.Reading.quoted,
            reversedTag: messages.Reading.reversedTag,
            cards,
            types,
            startPath: localizedPath('/', locale),
          }}
        />
      </div>
    </SimplePage>
  );
}
