import type { Metadata } from 'next';
import { BlogList } from '@/components/blog/blog-list';
import { pageLocale } from '@/lib/i18n/page';
import { blogFeedPath } from '@/lib/routes/paths';
import { pageMetadata } from '@/lib/seo/metadata';

// Server articles join the list when it is next made: at once on the instance that took the
// publish (revalidatePath), within a minute elsewhere.
export const revalidate = 60;

export async function generateMetadata({ params }: PageProps<'/[locale]/blog'>): Promise<Metadata> {
  const metadata = await pageMetadata(params, '/blog');
  const locale = await pageLocale(params);
  return { ...metadata, alternates: { ...metadata.alternates, types: { 'application/rss+xml': blogFeedPath(locale) } } };
}

export default function BlogPage({ params }: PageProps<'/[locale]/blog'>) {
  return <BlogList params={params} page={1} />;
}
