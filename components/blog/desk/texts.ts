import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/routing';

/** What the desk on the settings page says, and each language's name. */
export interface DeskProps {
  texts: Messages['BlogDesk'];
  languages: Record<Locale, string>;
  /** The page's language. */
  locale: Locale;
}
