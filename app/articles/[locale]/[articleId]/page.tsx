import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages } from 'next-intl/server';
import { ServerArticle } from '@/components/blog/server-article';
import { StoredArticle } from '@/components/blog/stored-article';
import { BackLink } from '@/components/layout/back-link';
import { articleLocales, serverArticle } from '@/lib/articles/store';
import { isSafeImageUrl } from '@/lib/blog/article';
import { isReservedSlug } from '@/lib/blog/builtin-ids';
import { format } from '@/lib/format';
import { languageNames } from '@/lib/i18n/messages';
import { pageLocale } from '@/lib/i18n/page';
import { articleSlugPattern, localizedPath } from '@/lib/routes/paths';
import { seoMetadata } from '@/lib/seo/metadata';

// Articles published on the server are made on their first request and kept for a minute: a
// publish on this instance makes them again at once (revalidatePath), other instances within the
// minute. A slug the server does not have is a visitor's own article, read in their browser.
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 60;

const slug = new RegExp(`^${articleSlugPattern}$`);

async function load(params: PageProps<'/articles/[locale]/[articleId]'>['params']) {
  const locale = await pageLocale(params);
  const { articleId } = await params;
  // Built-in articles have their own pages; another language's slug of one is no article here.
  if (!slug.test(articleId) || isReservedSlug(articleId)) notFound();
  return { locale, articleId, article: await serverArticle(articleId, locale) };
}

export async function generateMetadata({ params }: PageProps<'/articles/[locale]/[articleId]'>): Promise<Metadata> {
  const { locale, articleId, article } = await load(params);
  if (!article) return { robots: { index: false } };
  const { Blog } = await getMessages({ locale });
  const { title, description, featuredImage } = article;
  // A share card needs an address a crawler can fetch: an inline image falls back to the site's.
  const image = featuredImage && !featuredImage.startsWith('data:') && isSafeImageUrl(featuredImage) ? featuredImage : undefined;
  return seoMetadata(
    locale,
    { article: articleId },
    { title, description: description || title },
    {
      type: 'article',
      image: image ? { url: image, alt: format(Blog.featuredAlt, { title }) } : undefined,
      languages: await articleLocales(articleId),
    },
  );
}

export default async function ArticlePage({ params }: PageProps<'/articles/[locale]/[articleId]'>) {
  const { locale, article } = await load(params);
  const { Blog, BlogArticle, Metadata, LocaleSwitcher } = await getMessages({ locale });
  if (article) {
    const names = languageNames(LocaleSwitcher);
    const translations = (await articleLocales(article.id))
      .filter((other) => other !== locale)
      .map((other) => ({ locale: other, name: names[other] }));
    return (
      <ServerArticle
        article={article}
        translations={translations}
        texts={{
          blog: Blog.title,
          back: BlogArticle.back,
          featuredAlt: Blog.featuredAlt,
          siteName: Metadata.siteName,
          otherLanguages: BlogArticle.otherLanguages,
        }}
      />
    );
  }
  return (
    <article>
      <BackLink href={localizedPath('/blog', locale)} label={BlogArticle.back} />
      <StoredArticle texts={Blog} loading={BlogArticle.loading} locale={locale} />
    </article>
  );
}
