import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/layout/back-link';
import { PageHeader } from '@/components/layout/page-header';
import { builtinArticleIds, isBuiltinArticleId } from '@/lib/blog/builtin-ids';
import { pageLocale } from '@/lib/i18n/page';
import { defaultLocale } from '@/lib/i18n/routing';

type ArticleParams = Promise<{ locale: string; articleId: string }>;

// Built-in articles are prerendered here; every other id is served by ../stored (see english-routes.ts).
export function generateStaticParams() {
  return builtinArticleIds.map((articleId) => ({ locale: defaultLocale, articleId }));
}
export const dynamicParams = false;

async function article(params: ArticleParams) {
  const { articleId } = await params;
  if (!isBuiltinArticleId(articleId)) notFound();
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Articles' });
  return {
    title: t(`${articleId}.title`),
    description: t(`${articleId}.description`),
    date: t(`${articleId}.date`),
  };
}

export async function generateMetadata({ params }: { params: ArticleParams }): Promise<Metadata> {
  const { title, description } = await article(params);
  return { title, description };
}

export default async function BuiltinArticlePage({ params }: { params: ArticleParams }) {
  const { title, description, date } = await article(params);
  const t = await getTranslations('BlogArticle');
  return (
    <article>
      <BackLink href="/blog" label={t('back')} />
      <PageHeader title={title} intro={description}>
        <p className="mt-4 text-sm text-mist-muted">{date}</p>
      </PageHeader>
    </article>
  );
}
