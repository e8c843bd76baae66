'use client';

import { Disclosure } from '@/components/ui/disclosure';
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
          <GlobeIcon />
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
          linkClassName="flex min-h-11 items-center rounded-xl px-4 text-sm hover:bg-night-700 aria-[current]:text-gold"
        />
      )}
    </Disclosure>
  );
}

function GlobeIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}
