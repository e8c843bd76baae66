import { getMessages } from 'next-intl/server';
import { ArticleEditor } from '@/components/blog/editor/article-editor';
import { BackLink } from '@/components/layout/back-link';
import { SimplePage } from '@/components/layout/simple-page';
import { languageNames } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/routes/paths';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/blog/new');

// Also the editing page (`?edit=slug`): prerendered once, the article read in the browser.
export default async function NewArticlePage({ params }: PageProps<'/[locale]/blog/new'>) {
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  const languages = languageNames(messages.LocaleSwitcher);
  return (
    <>
      <BackLink href={localizedPath('/blog', locale)} label={messages.BlogArticle.back} />
      <SimplePage page="/blog/new" params={params}>
        <div className="mx-auto mt-10 max-w-2xl">
          <ArticleEditor
            texts={{ ...messages.BlogNew, editor: messages.BlogEditor, messages: messages.BlogApi, desk: messages.BlogDesk, languages }}
            locale={locale}
          />
        </div>
      </SimplePage>
    </>
  );
}
