import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { withMinorArcana } from './messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const [messages, minor] = await Promise.all([import(`../../messages/${locale}.json`), import(`../../messages/minor/${locale}.json`)]);
  return { locale, messages: withMinorArcana(messages.default, minor.default) };
});
