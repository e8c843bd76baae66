import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as z from 'zod';
import { BlogList } from '@/components/blog/blog-list';
import { pageMetadata } from '@/lib/seo/metadata';

// Older articles, a page at a time (`/blog/page/2`, `/es/blog/pagina/2`, rewritten here by
// lib/routes/paths.ts): made on first request, then again with the list.
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;
export const revalidate = 60;

/** The page number from the URL: 2 and up (the first page is the blog itself). */
const pageNumber = z.coerce.number().int().min(2).max(9_999);

export async function generateMetadata({ params }: PageProps<'/blog-pages/[locale]/[n]'>): Promise<Metadata> {
  // Listed pages are for readers; search engines find each article through the sitemap.
  return { ...(await pageMetadata(params, '/blog')), robots: { index: false, follow: true } };
}

export default async function BlogListPage({ params }: PageProps<'/blog-pages/[locale]/[n]'>) {
  const page = pageNumber.safeParse((await params).n);
  if (!page.success) notFound();
  return <BlogList params={params} page={page.data} />;
}
