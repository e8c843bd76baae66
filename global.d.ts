import type { Locale } from '@/lib/i18n/routing';
import type { Messages as AllMessages } from '@/lib/i18n/messages';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: AllMessages;
  }
}
