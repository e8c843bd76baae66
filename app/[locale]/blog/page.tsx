import { Link } from '@/components/ui/link';
import { getMessages } from 'next-intl/server';
import { ArticleCard, articleCardProps } from '@/components/blog/article-card';
import { StoredArticles } from '@/components/blog/stored-articles';
import { SimplePage } from '@/components/layout/simple-page';
import { buttonVariants } from '@/components/ui/button';
import { builtinArticles } from '@/lib/blog/builtins';
import { localDate } from '@/lib/blog/slug';
import { localeStaticParams, pageLocale, type LocaleParams } from '@/lib/i18n/page';
import { articlePath, localizedPath } from '@/lib/i18n/paths';
import { metadataFor } from '@/lib/seo/metadata';

export const generateStaticParams = localeStaticParams;
export const dynamicParams = false;
export const generateMetadata = metadataFor('/blog');

/** The built-in articles in the page's language, and this browser's own articles (one store for every language). */
export default async function BlogPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const { Blog: t } = await getMessages({ locale });
  return (
    <SimplePage page="/blog" params={params}>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={localizedPath('/blog/new', locale)} className={buttonVariants()}>
          {t.createNew}
        </Link>
        <Link href={localizedPath('/blog/settings', locale)} className={buttonVariants({ variant: 'outline' })}>
          {t.apiSettings}
        </Link>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        <StoredArticles texts={t} locale={locale} />
        {Object.values(builtinArticles[locale]).map((article) => (
          <ArticleCard
            key={article.id}
            {...articleCardProps({ ...article, date: localDate(article.date, locale) }, articlePath(article.id, locale), t)}
          />
        ))}
      </ul>
    </SimplePage>
  );
}
