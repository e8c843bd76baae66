'use client';

import { switchLocalePath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { useBrowserUrl } from './use-browser-url';

export interface LanguageLinksProps {
  locale: Locale;
  /** Each language's name, in that language. */
  languageNames: Record<Locale, string>;
  /** List the page's own language too (marked current). */
  withCurrent?: boolean;
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/**
 * Links to the same page in the other languages (else to that language's home). Until hydration
 * every link points at a home, which is also right without JavaScript.
 */
export function LanguageLinks({ locale, languageNames, withCurrent = false, className, linkClassName, onNavigate }: LanguageLinksProps) {
  const url = useBrowserUrl();
  return (
    <ul className={className}>
      {locales
        .filter((target) => withCurrent || target !== locale)
        .map((target) => (
          <li key={target}>
            <a
              href={switchLocalePath(url, target)}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              onClick={onNavigate}
              className={linkClassName}
            >
              {languageNames[target]}
            </a>
          </li>
        ))}
    </ul>
  );
}
