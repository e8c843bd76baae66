'use client';

import { useSyncExternalStore } from 'react';
import { locales, type Locale } from '@/lib/i18n/routing';

/** Each language's name (in that language) and home page. */
export type Languages = Record<Locale, { name: string; home: string }>;

export interface LanguageLinksProps {
  locale: Locale;
  languages: Languages;
  /** List the page's own language too (marked current). */
  withCurrent?: boolean;
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

// The page's equivalents are the hreflang links its metadata declares for search engines; the
// head changes with each client-side navigation, and the links with it.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.head, { childList: true, subtree: true, attributes: true });
  return () => observer.disconnect();
}

/** `hreflang path` lines, then the query (a string, so an unchanged head is an unchanged snapshot). */
function alternatesSnapshot(): string {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]');
  return [...[...links].map((link) => `${link.hreflang} ${new URL(link.href).pathname}`), location.search].join('\n');
}

/** Where each language's link leads: the same page in that language, query kept (the full reading carries its cards there). */
function alternatePaths(snapshot: string | null): Partial<Record<string, string>> {
  if (snapshot === null) return {};
  const lines = snapshot.split('\n');
  const query = lines.pop() ?? '';
  return Object.fromEntries(lines.map((line) => line.split(' ')).map(([lang, path]) => [lang, path + query]));
}

/**
 * Links to the same page in the other languages (else to that language's home). Until hydration
 * every link points at a home, which is also right without JavaScript.
 */
export function LanguageLinks({ locale, languages, withCurrent = false, className, linkClassName, onNavigate }: LanguageLinksProps) {
  const paths = alternatePaths(useSyncExternalStore(subscribe, alternatesSnapshot, () => null));
  return (
    <ul className={className}>
      {locales
        .filter((target) => withCurrent || target !== locale)
        .map((target) => (
          <li key={target}>
            <a
              href={paths[target] ?? languages[target].home}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              onClick={onNavigate}
              className={linkClassName}
            >
              {languages[target].name}
            </a>
          </li>
        ))}
    </ul>
  );
}
