import 'server-only';
import sharp from 'sharp';
import type { CardId } from '../tarot/deck';
import { cardRaster, nightSky } from './night-sky';
import { shareImage } from '../seo/site';

const { width, height } = shareImage;
const CARD_HEIGHT = 560;
const CARD_WIDTH = (CARD_HEIGHT * 3) / 5;

/** The share image of a card's page: its art, large, on the site's night sky (1200×630 JPEG). */
export async function cardShareImage(id: CardId): Promise<Buffer> {
  return sharp(nightSky({ rx: 380, ry: 330 }))
    .composite([{ input: await cardRaster(id, CARD_HEIGHT), top: (height - CARD_HEIGHT) / 2, left: Math.round((width - CARD_WIDTH) / 2) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Where a card's share image is served (prerendered by app/og/cards/[file]/route.ts). */
export function cardShareImagePath(id: CardId): string {
  return `/og/cards/${id}.jpg`;
}
