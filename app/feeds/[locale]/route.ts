import { getMessages } from 'next-intl/server';
import { builtinArticles } from '@/content/articles/index';
import { serverArticles } from '@/lib/articles/store';
import { isLocale, locales } from '@/lib/i18n/routing';
import { articlePath, blogFeedPath, localizedPath } from '@/lib/routes/paths';
import { rssFeed } from '@/lib/seo/feed';
import { absoluteUrl } from '@/lib/seo/site';

// A language's blog feed (`/blog/feed.xml`, `/es/blog/feed.xml`, …): the built-in and server
// articles, made again with the blog list.
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}
export const dynamicParams = false;
export const revalidate = 60;

export async function GET(_request: Request, { params }: RouteContext<'/feeds/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const { Blog, Metadata } = await getMessages({ locale });
  const item = (article: { id: string; title: string; description: string }, date: Date) => ({
    title: article.title,
    description: article.description,
    url: absoluteUrl(articlePath(article.id, locale)),
    date,
  });
  const builtins = Object.values(builtinArticles[locale]).map((article) => item(article, new Date(`${article.date}T00:00:00Z`)));
  const published = (await serverArticles(locale)).map((article) => item(article, new Date(article.updated)));
  const body = rssFeed({
    title: `${Blog.title} · ${Metadata.siteName}`,
    description: Blog.metaDescription,
    link: absoluteUrl(localizedPath('/blog', locale)),
    self: absoluteUrl(blogFeedPath(locale)),
    language: locale,
    items: [...published, ...builtins],
  });
  return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
