import { notFound } from 'next/navigation';
import { cardShareImage, cardShareImagePath } from '@/lib/og/card-image';
import { cardIds, isCardId } from '@/lib/tarot/deck';

// Made once at build time, one per card; any other name is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return cardIds.map((id) => ({ file: cardShareImagePath(id).split('/').pop()! }));
}

export async function GET(_request: Request, { params }: RouteContext<'/og/cards/[file]'>) {
  const id = (await params).file.replace(/\.jpg$/, '');
  if (!isCardId(id)) notFound();
  return new Response(new Uint8Array(await cardShareImage(id)), {
    headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=86400' },
  });
}
