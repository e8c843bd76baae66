import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { catalogs, fill, type Lang } from './helpers';
import { localizedPath } from '../../lib/routes/paths';
import { majorIds } from '../../lib/tarot/deck';
import { expectedCardCount, layoutOf, readingTypeIds } from '../../lib/tarot/spreads';

// The motion itself is under test here (the config reduces it elsewhere).
test.use({ reducedMotion: 'no-preference' });

/*
 * Every reading type's full reading at 390×844 (touch) and 1280×800, in every language: the cards
 * laid as a reader lays them, each spread in one screen with its key, nothing off the page. Each
 * one's screenshot goes to test-results/spreads/ for a person to look at, and its card sizes to
 * test-results/spreads/sizes.json.
 */
test.describe.configure({ timeout: 120_000 });

const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

const dir = 'test-results/spreads';
type Box = { top: number; left: number; bottom: number; right: number; width: number; height: number };

const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const { top, left, bottom, right, width, height } = node.getBoundingClientRect();
      return { top, left, bottom, right, width, height };
    }),
  );

/** The spread's cards, and the part of the screen below the sticky top bar, with the spread scrolled to its top. */
async function laidOut(page: Page) {
  const spread = page.locator('ol.spread');
  await spread.evaluate((node) => window.scrollTo(0, window.scrollY + node.getBoundingClientRect().top - 72));
  await page.evaluate(() => document.fonts.ready);
  const bar = (await boxes(page, 'header'))[0]!.bottom;
  const cards = await boxes(page, 'ol.spread > li img[data-card]');
  const legend = await boxes(page, '[data-spread-key]');
  return { bar, cards, legend };
}

const round = (box: Box) => ({ w: Math.round(box.width), h: Math.round(box.height) });

for (const [device, options] of Object.entries(devices)) {
  test.describe(device, () => {
    test.use(options);
    for (const lang of ['en', 'es', 'it'] as Lang[]) {
      test(`${lang}: every spread is laid out in one screen`, async ({ page }) => {
        mkdirSync(dir, { recursive: true });
        const sizes: Record<string, { w: number; h: number }[]> = {};
        const { width, height } = page.viewportSize()!;
        for (const type of readingTypeIds) {
          const cards = majorIds.slice(0, expectedCardCount(type)).join(',');
          await page.goto(`${localizedPath('/full-reading', lang)}?${new URLSearchParams({ cards, type })}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const { bar, cards: placed, legend } = await laidOut(page);
          await page.screenshot({ path: `${dir}/${device}-${lang}-${type}.png` });
          sizes[type] = placed.map(round);
          expect(placed, type).toHaveLength(expectedCardCount(type));
          const layout = layoutOf(type);
          // A row of up to three, or on a wide screen up to five, lies in one line.
          if (layout === 'row' && (placed.length <= 3 || device === 'desktop'))
            expect(new Set(placed.map((card) => Math.round(card.top))).size, type).toBe(1);
          for (const card of placed) {
            expect(card.left, type).toBeGreaterThanOrEqual(0);
            expect(card.right, type).toBeLessThanOrEqual(width);
            expect(card.top, type).toBeGreaterThanOrEqual(bar);
            // The whole spread in one screen.
            expect(card.bottom, type).toBeLessThanOrEqual(height);
          }
          if (layout === 'celtic') {
            // Its key is on the phone's screen with the cards.
            if (device === 'phone') expect(legend[0]!.bottom, type).toBeLessThanOrEqual(height);
            // A desktop's cards are large enough to see.
            else for (const card of placed) expect(Math.min(card.width, card.height), type).toBeGreaterThanOrEqual(120);
            // Card 2 lies across card 1, both centred on the same point.
            const [first, second] = placed;
            expect(second!.width).toBeGreaterThan(second!.height);
            expect(Math.abs(first!.left + first!.width / 2 - (second!.left + second!.width / 2))).toBeLessThan(2);
            expect(Math.abs(first!.top + first!.height / 2 - (second!.top + second!.height / 2))).toBeLessThan(2);
            // The staff (7 to 10) in a column to the right of the cross, read from the bottom up.
            const staff = placed.slice(6);
            for (const card of staff) expect(card.left).toBeGreaterThan(Math.max(...placed.slice(0, 6).map((c) => c.right)));
            for (let i = 1; i < staff.length; i++) expect(staff[i]!.top).toBeLessThan(staff[i - 1]!.top);
            // Card 9 is not in line with the cross's middle row (cards 4, 1, 6).
            const middle = placed[0]!.top + placed[0]!.height / 2;
            expect(Math.abs(placed[8]!.top + placed[8]!.height / 2 - middle)).toBeGreaterThan(placed[0]!.height / 4);
          }
          if (layout === 'cross') {
            // Five equal cards, the situation (1) in the middle, the advice (4) above it, the outcome (5) below.
            const [situation, left, right, above, below] = placed as [Box, Box, Box, Box, Box];
            for (const card of placed) expect(Math.abs(card.width - situation.width)).toBeLessThan(1);
            const centre = situation.left + situation.width / 2;
            expect(Math.abs(centre - width / 2)).toBeLessThan(4);
            expect(Math.abs(above.left - situation.left)).toBeLessThan(1);
            expect(Math.abs(below.left - situation.left)).toBeLessThan(1);
            expect(above.bottom).toBeLessThanOrEqual(situation.top);
            expect(below.top).toBeGreaterThanOrEqual(situation.bottom);
            expect(left.right).toBeLessThanOrEqual(situation.left);
            expect(right.left).toBeGreaterThanOrEqual(situation.right);
            expect(Math.abs(left.top - situation.top)).toBeLessThan(1);
          }
        }
        writeFileSync(`${dir}/sizes-${device}-${lang}.json`, JSON.stringify(sizes));
        expect(catalogs[lang]).toBeTruthy();
      });
    }
  });
}

/** The reading table once a cross has been read, as the visitor sees it, with its lift toggle. */
for (const [device, options] of Object.entries(devices)) {
  test.describe(`${device}, the table`, () => {
    test.use(options);
    for (const [type, count] of [
      ['celtic-cross', 10],
      ['five-card-cross', 5],
    ] as const) {
      test(`${type} is laid out in view once its cards have turned`, async ({ page }) => {
        mkdirSync(dir, { recursive: true });
        const t = catalogs.en;
        await page.goto(localizedPath('/celtic-cross', 'en'));
        if (type === 'five-card-cross') await page.getByText(t.ReadingTypes[type].label, { exact: true }).click();
        await page.getByLabel(t.Reading.questionLabel).fill('What do I need to see?');
        await page.getByRole('button', { name: t.Themed.cross.submit }).click();
        for (let n = 1; n <= count; n++) await page.getByRole('button', { name: fill(t.Reading.faceDownCard, { n }), exact: true }).click();
        await expect(page.locator('ol.spread .card-flip[data-face-up="true"]')).toHaveCount(count, { timeout: 10_000 });
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
        );
        const cards = await boxes(page, 'ol.spread > li .card-flip');
        const { width, height } = page.viewportSize()!;
        for (const card of cards) {
          expect(card.top).toBeGreaterThanOrEqual(64);
          expect(card.bottom).toBeLessThanOrEqual(height);
          expect(card.right).toBeLessThanOrEqual(width);
        }
        await page.screenshot({ path: `${dir}/table-${device}-${type}.png` });
        if (type === 'celtic-cross') {
          // Lifting the crossing card shows card 1 whole; the key's names are links to the cards.
          await page.getByLabel(t.Reading.liftCrossing).check();
          await expect(page.locator('ol.spread > li[data-across]')).toHaveCSS('opacity', '0.15');
          await page.screenshot({ path: `${dir}/table-${device}-${type}-lifted.png` });
          await expect(page.locator('[data-spread-key] a')).toHaveCount(10);
        }
      });
    }
  });
}
