import { Link } from '@/components/ui/link';
import { getMessages } from 'next-intl/server';
import { ArticleCard, articleCardProps } from '@/components/blog/article-card';
import { StoredArticles } from '@/components/blog/stored-articles';
import { SimplePage, simpleMetadata } from '@/components/layout/simple-page';
import { buttonVariants } from '@/components/ui/button';
import { builtinArticles } from '@/lib/blog/builtins';
import { englishOnlyStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';

export const generateStaticParams = englishOnlyStaticParams;
export const dynamicParams = false;
export const generateMetadata = simpleMetadata('Blog', { path: '/blog' });

export default async function BlogPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const { Blog: t } = await getMessages({ locale });
  return (
    <SimplePage namespace="Blog" params={params}>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/blog/new" className={buttonVariants()}>
          {t.createNew}
        </Link>
        <Link href="/blog/settings" className={buttonVariants({ variant: 'outline' })}>
          {t.apiSettings}
        </Link>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <StoredArticles texts={t} />
        {Object.values(builtinArticles).map((article) => (
          <ArticleCard key={article.id} {...articleCardProps(article, t)} />
        ))}
      </ul>
    </SimplePage>
  );
}
