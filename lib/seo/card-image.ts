import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { cardById, type CardId } from '../tarot/deck';
import { shareImage } from './site';

const { width, height } = shareImage;
const CARD_HEIGHT = 560;
const CARD_WIDTH = (CARD_HEIGHT * 3) / 5;

/** A few fixed stars, so every card's image is the same sky. */
const stars = Array.from({ length: 70 }, (_, index) => {
  const x = (index * 211.7) % width;
  const y = (index * 97.3 + (index % 7) * 41) % height;
  const r = 0.8 + (index % 4) * 0.45;
  return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${index % 3 ? '#ece9ff' : '#f3cf7a'}" opacity="${0.35 + (index % 5) * 0.1}"/>`;
}).join('');

const sky = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#241c57"/><stop offset="1" stop-color="#07061a"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#f3cf7a" stop-opacity=".35"/><stop offset="1" stop-color="#f3cf7a" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${stars}
<ellipse cx="${width / 2}" cy="${height / 2}" rx="380" ry="330" fill="url(#glow)"/>
</svg>`;

/** The share image of a card's page: its art, large, on the site's night sky (1200×630 JPEG). */
export async function cardShareImage(id: CardId): Promise<Buffer> {
  const art = await readFile(path.join(process.cwd(), 'public', cardById(id).image));
  const card = await sharp(art, { density: 72 * (CARD_HEIGHT / 400) * 2 })
    .resize({ height: CARD_HEIGHT })
    .png()
    .toBuffer();
  return sharp(Buffer.from(sky))
    .composite([{ input: card, top: (height - CARD_HEIGHT) / 2, left: Math.round((width - CARD_WIDTH) / 2) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Where a card's share image is served (prerendered by app/og/cards/[file]/route.ts). */
export function cardShareImagePath(id: CardId): string {
  return `/og/cards/${id}.jpg`;
}
