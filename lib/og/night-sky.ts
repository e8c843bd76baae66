import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { cardById, type CardId } from '../tarot/deck';
import { shareImage } from '../seo/site';

const { width, height } = shareImage;

/** A few fixed stars, so every share image is the same sky. */
const stars = Array.from({ length: 70 }, (_, index) => {
  const x = (index * 211.7) % width;
  const y = (index * 97.3 + (index % 7) * 41) % height;
  const r = 0.8 + (index % 4) * 0.45;
  return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="${index % 3 ? '#ece9ff' : '#f3cf7a'}" opacity="${0.35 + (index % 5) * 0.1}"/>`;
}).join('');

/** The site's night sky at share-image size (1200×630), with a golden glow of the given radii behind what it shows. */
export function nightSky(glow: { rx: number; ry: number; cy?: number }): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#241c57"/><stop offset="1" stop-color="#07061a"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#f3cf7a" stop-opacity=".35"/><stop offset="1" stop-color="#f3cf7a" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${stars}
<ellipse cx="${width / 2}" cy="${glow.cy ?? height / 2}" rx="${glow.rx}" ry="${glow.ry}" fill="url(#glow)"/>
</svg>`);
}

/** A card's art as a PNG of the given height (3:5), drawn sharply from its SVG. */
export async function cardRaster(id: CardId, cardHeight: number): Promise<Buffer> {
  const art = await readFile(path.join(process.cwd(), 'public', cardById(id).image));
  return sharp(art, { density: 72 * (cardHeight / 400) * 2 })
    .resize({ height: cardHeight })
    .png()
    .toBuffer();
}
