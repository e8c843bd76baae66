import { localizedPath } from '@/lib/routes/paths';
import type { Locale } from '@/lib/i18n/routing';
import { LocaleSwitcher } from './locale-switcher';
import { NavBar } from './nav-bar';
import type { NavEntry } from './nav-links';
import { siteLinks } from './site-links';

export async function TopBar({ locale }: { locale: Locale }) {
  const { t, links, languages, languageLabel } = await siteLinks(locale);
  const entries: NavEntry[] = [
    { label: t('readings'), items: links('nav', 'readings') },
    { label: t('guides'), items: links('nav', 'guides') },
    ...links('nav', 'link'),
  ];

  // Opaque, not blurred: a blur costs phones dearly, and it would trap the phone menu's fixed backdrop inside the bar.
  return (
    <header className="sticky top-0 z-40 border-b border-violet/15 bg-night-950">
      <nav aria-label={t('label')} className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <a
          href={localizedPath('/', locale)}
          aria-label={t('homeLabel')}
          className="mr-auto flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full pr-2 font-display text-lg font-semibold tracking-wide text-gold"
        >
          <BrandMark />
          <span>{t('brand')}</span>
        </a>
        <NavBar entries={entries} menuLabel={t('menu')}>
          <LocaleSwitcher locale={locale} label={languageLabel} languages={languages} />
        </NavBar>
      </nav>
    </header>
  );
}

function BrandMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
      <circle cx="16" cy="16" r="14" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M20.5 7.5a9 9 0 1 0 0 17a7.2 7.2 0 1 1 0-17z" fill="currentColor" />
      <path d="M23 12l.8 1.7 1.7.8-1.7.8L23 17l-.8-1.7-1.7-.8 1.7-.8z" fill="currentColor" />
    </svg>
  );
}
