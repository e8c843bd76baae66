import { SimplePage, type SimplePageKey } from '@/components/layout/simple-page';
import { cardMentions } from '@/lib/routes/card-mentions';
import { content, type PageContent } from '@/content';
import type { Block } from '@/lib/blocks';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { page } from '@/lib/routes/pages';
import { Blocks } from './blocks';

type BlocksOf = { [K in keyof PageContent]: PageContent[K] extends Block[] ? K : never }[keyof PageContent];

/** A page of long-form text in the page's language: heading, introduction, then its blocks (in a guide, the cards it names link to their pages). */
export function contentPage(key: SimplePageKey, text: BlocksOf) {
  return async function ContentPage({ params }: { params: LocaleParams }) {
    const locale = await pageLocale(params);
    return (
      <SimplePage page={key} params={params}>
        <div className="mx-auto mt-12 max-w-3xl">
          <Blocks blocks={content[locale][text]} cards={page(key).nav === 'guides' ? cardMentions(locale) : []} />
        </div>
      </SimplePage>
    );
  };
}
