import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { LanguageLinks } from './language-links';
import { NavLinks, type NavItem } from './nav-links';
import { siteLinks } from './site-links';

const linkClassName = 'footer-link text-mist hover:text-gold';

/** Every page's footer: the readings, the guides, the site's own pages and the other languages. */
export async function Footer({ locale }: { locale: Locale }) {
  const { links, languages } = await siteLinks(locale);
  const t = await getTranslations({ locale, namespace: 'Footer' });
  return (
    <footer className="mt-16 border-t border-violet/15 bg-night-950/60 [contain-intrinsic-size:auto_36rem] [content-visibility:auto]">
      <nav aria-label={t('label')} className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-4">
        <Column title={t('readings')} items={links('footer', 'readings')} />
        <Column title={t('guides')} items={links('footer', 'guides')} />
        <Column title={t('site')} items={links('footer', 'site')} />
        <div>
          <h2 className="font-display text-sm font-semibold uppercase tracking-widest text-gold">{t('languages')}</h2>
          <LanguageLinks locale={locale} languages={languages} className="mt-3" linkClassName={linkClassName} />
        </div>
      </nav>
      <p className="mx-auto max-w-6xl px-4 pb-10 text-sm text-mist-muted">{t('note')}</p>
    </footer>
  );
}

function Column({ title, items }: { title: string; items: NavItem[] }) {
  return (
    <div>
      <h2 className="font-display text-sm font-semibold uppercase tracking-widest text-gold">{title}</h2>
      <NavLinks items={items} className="mt-3" linkClassName={linkClassName} />
    </div>
  );
}
