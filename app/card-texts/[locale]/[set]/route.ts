import { cardTexts } from '@/components/reading/texts';
import { isLocale, locales } from '@/lib/i18n/routing';
import type { CardTextSet } from '@/lib/routes/paths';
import { cardIds, majorIds } from '@/lib/tarot/deck';

const sets: Record<CardTextSet, readonly (typeof cardIds)[number][]> = { major: majorIds, deck: cardIds };

// The reading texts of the major arcana or the whole deck in a language, built once: a reading page
// loads them when the first card is picked rather than carrying them in its HTML.
export function generateStaticParams() {
  return locales.flatMap((locale) => Object.keys(sets).map((set) => ({ locale, set })));
}
export const dynamicParams = false;

export async function GET(_request: Request, { params }: RouteContext<'/card-texts/[locale]/[set]'>) {
  const { locale, set } = await params;
  if (!isLocale(locale) || !(set in sets)) return new Response('Not found', { status: 404 });
  return Response.json(await cardTexts(locale, sets[set as CardTextSet]));
}
