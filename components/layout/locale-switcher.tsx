'use client';

import { Disclosure } from '@/components/ui/disclosure';
import { Icon } from '@/components/ui/icons';
import type { Locale } from '@/lib/i18n/routing';
import { LanguageLinks, type Languages } from './language-links';

export interface LocaleSwitcherProps {
  locale: Locale;
  label: string;
  languages: Languages;
}

/** The language menu of the top bar: the same page in each language. */
export function LocaleSwitcher({ locale, label, languages }: LocaleSwitcherProps) {
  return (
    <Disclosure
      triggerClassName="flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm text-mist hover:bg-night-700"
      trigger={
        <>
          <Icon name="globe" strokeWidth="1.8" className="size-5" />
          {/* The name starts with the visible code, so voice users can say what they see. */}
          <span className="uppercase">{locale}</span>
          <span className="sr-only">
            {' '}
            ({label}: {languages[locale].name})
          </span>
        </>
      }
      panelClassName="absolute right-0 top-full z-50 mt-2 min-w-40 rounded-2xl border border-violet/30 bg-night-900 p-2 shadow-xl"
    >
      {(close) => (
        <LanguageLinks
          locale={locale}
          languages={languages}
          withCurrent
          onNavigate={close}
          linkClassName="menu-link text-sm aria-[current]:text-gold"
        />
      )}
    </Disclosure>
  );
}
