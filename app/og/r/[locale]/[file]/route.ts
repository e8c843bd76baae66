import { getMessages } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/routing';
import { imageCache } from '@/lib/seo/image-cache';
import { spreadImage } from '@/lib/seo/spread-image';
import { parseSpreadCode } from '@/lib/share/spread-code';
import { positionsOf } from '@/lib/tarot/spreads';

// Made on the first request for a code, then served from memory; the URL always names the same image.
export const dynamic = 'force-dynamic';

const cache = imageCache(500);

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params;
  const parsed = parseSpreadCode(file.replace(/\.png$/, ''));
  if (!isLocale(locale) || !file.endsWith('.png') || !parsed.success) {
    return new Response(`No shared reading has this image: ${parsed.success ? 'unknown language or file type' : parsed.error}`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const { cards, type } = parsed.data;
  const image = await cache.get(`${locale}/${file}`, async () => {
    const messages = await getMessages({ locale });
    const positions = messages.ReadingTypes[type].positions as Record<string, string>;
    return spreadImage({
      title: messages.ReadingTypes[type].label,
      brand: messages.Metadata.siteName,
      cards: cards.map((id, index) => ({ id, position: positions[positionsOf(type)[index]!.key] ?? '' })),
    });
  });
  return new Response(new Uint8Array(image), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
