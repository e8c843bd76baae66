import 'server-only';
import { revalidatePath } from 'next/cache';
import { locales } from '../i18n/routing';
import { serverArticleRoute } from '../routes/paths';
import type { Changed } from './posts';

/** This instance makes the pages that show these articles again on their next request (the others within a minute). */
export function showChanges(changed: readonly Changed[]) {
  if (changed.length === 0) return;
  for (const locale of new Set(changed.map((entry) => entry.locale))) revalidatePath(`/${locale}/blog`);
  // Every language's copy lists its translations: all of them change.
  for (const id of new Set(changed.map((entry) => entry.id))) for (const locale of locales) revalidatePath(serverArticleRoute(locale, id));
  // Route handlers answer to their folder's tag (`…/layout`), not to their URL.
  revalidatePath('/feeds/[locale]', 'layout');
  revalidatePath('/sitemap.xml', 'layout');
}
