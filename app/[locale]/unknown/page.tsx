import { notFound } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/page';

// The 404 of a language, prerendered once: unknown paths are rewritten here (next.config.ts).
// A CDN keeps it an hour, as a path unknown today may be a page tomorrow.
export const revalidate = 3600;
export default async function UnknownPath({ params }: PageProps<'/[locale]/unknown'>) {
  await pageLocale(params);
  notFound();
}
