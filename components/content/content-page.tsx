import { SimplePage, type SimplePageKey } from '@/components/layout/simple-page';
import { content, type PageContent } from '@/lib/content';
import type { Block } from '@/lib/content/blocks';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { Blocks } from './blocks';

type BlocksOf = { [K in keyof PageContent]: PageContent[K] extends Block[] ? K : never }[keyof PageContent];

/** A page of long-form text in the page's language: heading, introduction, then its blocks. */
export function contentPage(key: SimplePageKey, text: BlocksOf) {
  return async function ContentPage({ params }: { params: LocaleParams }) {
    const locale = await pageLocale(params);
    return (
      <SimplePage page={key} params={params}>
        <div className="mx-auto mt-12 max-w-3xl">
          <Blocks blocks={content[locale][text]} />
        </div>
      </SimplePage>
    );
  };
}
