import { getMessages } from 'next-intl/server';
import { clientKey, createRateLimiter, retryAfter } from '@/lib/api/rate-limit';
import { QueueFullError, workQueue } from '@/lib/server/work-queue.mjs';
import { serverConfig } from '@/lib/server/config';
import { isLocale } from '@/lib/i18n/routing';
import { imageCache } from '@/lib/og/image-cache';
import { spreadImage } from '@/lib/og/spread-image';
import { parseSpreadCode } from '@/lib/share/spread-code';
import { layoutOf, positionsOf } from '@/lib/tarot/spreads';

// Made on the first request for a code, then served from memory; the URL always names the same image.
export const dynamic = 'force-dynamic';

const config = serverConfig();
/** About 400 images of ~160 KB. */
const cache = imageCache(64 * 1024 * 1024);
// Drawing takes ~80 ms of CPU: a few at once, a short line, and the rest are asked to come back.
const drawing = workQueue({ concurrency: config.OG_RENDER_CONCURRENCY, waiting: config.OG_RENDER_QUEUE });
const newImagesPerClient = createRateLimiter({
  points: config.OG_CLIENT_MISS_LIMIT,
  durationSeconds: 60,
  keyPrefix: 'og-new-images',
  redisUrl: config.REDIS_URL,
});

const text = (status: number, message: string, headers: Record<string, string> = {}) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

export async function GET(request: Request, { params }: RouteContext<'/og/r/[locale]/[file]'>) {
  const { locale, file } = await params;
  const parsed = parseSpreadCode(file.replace(/\.png$/, ''));
  if (!isLocale(locale) || !file.endsWith('.png') || !parsed.success) {
    return text(404, `No shared reading has this image: ${parsed.success ? 'unknown language or file type' : parsed.error}`);
  }
  const key = `${locale}/${file}`;
  if (!cache.has(key)) {
    const wait = await retryAfter(newImagesPerClient, clientKey(request, config.TRUSTED_PROXY_COUNT));
    if (wait !== null) return text(429, 'Too many new images; please wait a moment', { 'Retry-After': String(wait) });
  }
  const { cards, type, reversed } = parsed.data;
  try {
    const image = await cache.get(key, () =>
      drawing.run(async () => {
        const messages = await getMessages({ locale });
        const positions = messages.ReadingTypes[type].positions as Record<string, string>;
        return spreadImage({
          title: messages.ReadingTypes[type].label,
          brand: messages.Metadata.siteName,
          layout: layoutOf(type),
          cards: cards.map((id, index) => ({ id, position: positions[positionsOf(type)[index]!.key] ?? '', reversed: reversed?.[index] })),
        });
      }),
    );
    return new Response(new Uint8Array(image), {
      headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  } catch (error) {
    if (error instanceof QueueFullError) return text(503, 'Busy drawing other images; please try again shortly', { 'Retry-After': '5' });
    throw error;
  }
}
