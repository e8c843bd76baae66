import { notFound } from 'next/navigation';
import { pageLocale, type LocaleParams } from '@/lib/i18n/page';

// Any unknown path below a language prefix gets that language's 404 page.
export default async function CatchAll({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  notFound();
}
