import { getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/routes/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { page, pagesWhere, type PageEntry } from '@/lib/routes/pages';
import type { Languages } from './language-links';
import type { NavItem } from './nav-links';

/** Links of the top bar and footer in `locale`, read from the page table. */
export async function siteLinks(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const switcher = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  function links<F extends 'nav' | 'footer'>(field: F, value: NonNullable<PageEntry[F]>): NavItem[] {
    return pagesWhere(field, value).flatMap((key) => {
      const { label } = page(key);
      return label ? [{ href: localizedPath(key, locale), label: t(label) }] : [];
    });
  }
  const languages = Object.fromEntries(locales.map((l) => [l, { name: switcher(l), home: localizedPath('/', l) }])) as Languages;
  return { t, links, languages, languageLabel: switcher('label') };
}
