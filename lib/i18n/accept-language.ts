import { defaultLocale, isLocale, type Locale } from './routing';

/**
 * The first of the site's languages an `Accept-Language` header asks for, by weight then order
 * (`es-ES,es;q=0.9` → es), else English. The site's own pages send their language this way.
 */
export function acceptedLocale(header: string | null): Locale {
  const asked = (header ?? '').split(',').map((entry, order) => {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    const weight = params.find((param) => param.startsWith('q='));
    return { language: tag.split('-')[0]!.toLowerCase(), q: weight ? Number(weight.slice(2)) : 1, order };
  });
  const wanted = asked.filter(({ q }) => q > 0).sort((a, b) => b.q - a.q || a.order - b.order);
  return wanted.map(({ language }) => language).find(isLocale) ?? defaultLocale;
}
