import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages } from 'next-intl/server';
import { MiniReading } from '@/components/reading/mini-reading';
import { Blocks } from '@/components/content/blocks';
import { BackLink } from '@/components/layout/back-link';
import { builtinArticleIds, isBuiltinArticleId } from '@/lib/blog/builtin-ids';
import { builtinArticles } from '@/content/articles/index';
import { localDate } from '@/lib/blog/slug';
import { miniLoveInterface } from '@/lib/tarot/mini-love';
import { cardMentions } from '@/lib/routes/card-mentions';
import { pageLocale } from '@/lib/i18n/page';
import { articlePath, cardTextsPath, localizedPath } from '@/lib/routes/paths';
import { locales } from '@/lib/i18n/routing';
import { seoMetadata } from '@/lib/seo/metadata';
import { format } from '@/lib/format';
import { JsonLd } from '@/components/seo/json-ld';
import { articleData, breadcrumbData } from '@/lib/seo/structured-data';

// Built-in articles are prerendered here in every language; every other id is served by ../stored (lib/routes/paths.ts).
export function generateStaticParams() {
  return locales.flatMap((locale) => builtinArticleIds.map((articleId) => ({ locale, articleId })));
}
export const dynamicParams = false;

async function article(params: PageProps<'/[locale]/blog/[articleId]'>['params']) {
  const { articleId } = await params;
  if (!isBuiltinArticleId(articleId)) notFound();
  return builtinArticles[await pageLocale(params)][articleId];
}

export async function generateMetadata({ params }: PageProps<'/[locale]/blog/[articleId]'>): Promise<Metadata> {
  const { id, title, description } = await article(params);
  return seoMetadata(await pageLocale(params), { article: id }, { title, description }, { type: 'article' });
}

export default async function BuiltinArticlePage({ params }: PageProps<'/[locale]/blog/[articleId]'>) {
  const builtin = await article(params);
  const { id, title, description, date, featuredImage, blocks } = builtin;
  const locale = await pageLocale(params);
  const messages = await getMessages({ locale });
  return (
    <article>
      <JsonLd
        data={[
          articleData(builtin, articlePath(id, locale), locale, messages.Metadata.siteName),
          breadcrumbData([
            { name: messages.Blog.title, path: localizedPath('/blog', locale) },
            { name: title, path: articlePath(id, locale) },
          ]),
        ]}
      />
      <BackLink href={localizedPath('/blog', locale)} label={messages.BlogArticle.back} />
      <header className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold tracking-wide text-gold sm:text-5xl">{title}</h1>
        <p className="mt-4 text-sm text-mist-muted">
          <time dateTime={date}>{localDate(date, locale)}</time>
        </p>
        <p className="mt-4 text-lg text-mist-muted">{description}</p>
      </header>
      <img
        src={featuredImage}
        alt={format(messages.Blog.featuredAlt, { title })}
        width={1200}
        height={630}
        fetchPriority="high"
        className="mx-auto mt-8 h-auto w-full max-w-3xl rounded-3xl"
      />
      <div className="mx-auto mt-10 max-w-3xl">
        <Blocks
          blocks={blocks}
          cards={cardMentions(locale)}
          miniReading={
            <MiniReading
              locale={locale}
              text={{ MiniLove: miniLoveInterface(messages.MiniLove) }}
              cardTextsPaths={{ major: cardTextsPath(locale, 'major'), deck: cardTextsPath(locale, 'deck') }}
              backAlt={messages.Deck.backAlt}
              reading={{ deckLabel: messages.Reading.deckLabel, faceDownCard: messages.Reading.faceDownCard }}
            />
          }
        />
      </div>
    </article>
  );
}
