import 'server-only';
import path from 'node:path';
import sharp from 'sharp';
import type { Locale } from '../i18n/routing';
import type { CardId } from '../tarot/deck';
import { CARD_RATIO, laidOut, spreadShapes } from '../tarot/spread-layout';
import type { SpreadLayout } from '../tarot/spreads';
import { cardRaster, nightSky } from './night-sky';
import { shareImage } from '../seo/site';

// One libvips thread per image (the route draws a few at once) and no libvips operation cache:
// the route keeps the finished images itself, so held memory stays what it counts.
sharp.concurrency(1);
sharp.cache(false);

const { width, height } = shareImage;
const GAP = 28;
/** Taller cards for small spreads; five still fit side by side within the margins. */
const cardHeightFor = (count: number) => Math.min(372, Math.floor(((1080 - (count - 1) * GAP) / count) * (5 / 3)));

const fontfile = path.join(process.cwd(), 'lib', 'seo', 'fonts', 'cinzel.ttf');
const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One line of text in Cinzel (self-hosted), as a transparent PNG no wider than `maxWidth`. */
async function line(text: string, size: number, colour: string, maxWidth: number) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeMarkup(text)}</span>`,
      font: `Cinzel ${size}px`,
      fontfile,
      rgba: true,
      width: maxWidth,
      align: 'centre',
      wrap: 'none',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { input: data, width: info.width, height: info.height };
}

const rasters = new Map<string, Promise<Buffer>>();
/** Card art at a spread's size is drawn once per process. */
function cachedRaster(id: CardId, cardHeight: number, reversed = false): Promise<Buffer> {
  const key = `${id}@${cardHeight}${reversed ? 'r' : ''}`;
  // A reversed card is the same art turned upside down.
  if (!rasters.has(key))
    rasters.set(
      key,
      reversed ? cachedRaster(id, cardHeight).then((art) => sharp(art).rotate(180).png().toBuffer()) : cardRaster(id, cardHeight),
    );
  return rasters.get(key)!;
}

export interface SpreadImageInput {
  /** The spread's name in the link's language. */
  title: string;
  brand: string;
  cards: readonly { id: CardId; position: string; reversed?: boolean }[];
  /** How the spread is laid (a row unless said). */
  layout?: SpreadLayout;
}

/** The area between the title and the brand that a spread's cards fill. */
const AREA = { top: 112, height: 458, width: 1100 };

/** A shared spread's preview: its cards as they were laid under the spread's name, on the site's night sky (1200×630 PNG). */
export async function spreadImage({ title, brand, cards, layout = 'row' }: SpreadImageInput): Promise<Buffer> {
  if (layout !== 'row') return shapedImage({ title, brand, cards }, layout);
  const cardHeight = cardHeightFor(cards.length);
  const cardWidth = Math.round((cardHeight * 3) / 5);
  const rowWidth = cards.length * cardWidth + (cards.length - 1) * GAP;
  // The cards and their labels sit centred between the title and the brand.
  const top = Math.round(112 + (458 - (cardHeight + 40)) / 2);
  const left = (index: number) => Math.round((width - rowWidth) / 2 + index * (cardWidth + GAP));

  const [heading, footer, arts, labels] = await Promise.all([
    line(title, 50, '#f3cf7a', width - 80),
    line(brand, 24, '#b9b3e6', width - 80),
    Promise.all(cards.map((card) => cachedRaster(card.id, cardHeight, card.reversed))),
    Promise.all(cards.map((card) => line(card.position, 22, '#ece9ff', cardWidth + GAP - 4))),
  ]);
  const centred = (item: { width: number }, y: number, centre = width / 2) => ({
    top: y,
    left: Math.max(0, Math.round(centre - item.width / 2)),
  });

  return sharp(nightSky({ rx: rowWidth / 2 + 120, ry: cardHeight / 2 + 90, cy: top + cardHeight / 2 }))
    .composite([
      { input: heading.input, ...centred(heading, 40) },
      ...arts.map((input, index) => ({ input, top, left: left(index) })),
      ...labels.map((label, index) => ({ input: label.input, ...centred(label, top + cardHeight + 14, left(index) + cardWidth / 2) })),
      { input: footer.input, ...centred(footer, height - 52) },
    ])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** A cross, to scale, its cards without their positions' names (the page names them). */
async function shapedImage({ title, brand, cards }: SpreadImageInput, layout: Exclude<SpreadLayout, 'row'>): Promise<Buffer> {
  const plan = laidOut(spreadShapes[layout]);
  const cardWidth = Math.floor(Math.min(AREA.width / plan.width, AREA.height / plan.height));
  const cardHeight = Math.round(cardWidth * CARD_RATIO);
  const origin = { left: (width - plan.width * cardWidth) / 2, top: AREA.top + (AREA.height - plan.height * cardWidth) / 2 };
  const [heading, footer, arts] = await Promise.all([
    line(title, 50, '#f3cf7a', width - 80),
    line(brand, 24, '#b9b3e6', width - 80),
    Promise.all(
      cards.map(async (card, index) => {
        const art = await cachedRaster(card.id, cardHeight, card.reversed);
        return plan.cards[index]!.across ? sharp(art).rotate(90).png().toBuffer() : art;
      }),
    ),
  ]);
  const placed = plan.cards
    .map((card, index) => {
      // A card across is turned about its centre.
      const shift = card.across ? (cardHeight - cardWidth) / 2 : 0;
      return {
        input: arts[index]!,
        left: Math.round(origin.left + card.left * cardWidth - shift),
        top: Math.round(origin.top + card.top * cardWidth + shift),
        layer: card.layer,
      };
    })
    .sort((a, b) => a.layer - b.layer)
    .map(({ input, left, top }) => ({ input, left, top }));
  return sharp(nightSky({ rx: (plan.width * cardWidth) / 2 + 120, ry: (plan.height * cardWidth) / 2 + 60, cy: AREA.top + AREA.height / 2 }))
    .composite([
      { input: heading.input, left: Math.max(0, Math.round(width / 2 - heading.width / 2)), top: 40 },
      ...placed,
      { input: footer.input, left: Math.max(0, Math.round(width / 2 - footer.width / 2)), top: height - 52 },
    ])
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Where a shared spread's preview image is served: by language and code, so each URL always names the same image. */
export function spreadImagePath(locale: Locale, code: string): string {
  return `/og/r/${locale}/${code}.png`;
}
