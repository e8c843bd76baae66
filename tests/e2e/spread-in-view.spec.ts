import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { catalogs, fill, finishedInterpretation, homes, pickCards } from './helpers';
import { localizedPath } from '../../lib/routes/paths';

// The motion itself is under test here (the config reduces it elsewhere).
test.use({ reducedMotion: 'no-preference' });

/*
 * The moment the cards turn, seen on a 390×844 phone and a 1280×800 desktop in every language:
 * the spread in view, nothing over it, the reveal step said on the page. Each step's screenshot is
 * written to test-results/screens/ for a person to look at.
 */
test.describe.configure({ timeout: 60_000 });

const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

type Box = { top: number; left: number; bottom: number; right: number };

const screensDir = 'test-results/screens';
async function screen(page: Page, name: string) {
  mkdirSync(screensDir, { recursive: true });
  await page.screenshot({ path: `${screensDir}/${name}.png` });
}

/** Resolves once the window has stopped scrolling (a smooth scroll has landed). */
const scrollSettled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 8) resolve();
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );

const boxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const { top, left, bottom, right } = node.getBoundingClientRect();
      return { top, left, bottom, right };
    }),
  );

const chosenCards = (page: Page) => boxes(page, 'ol.spread .card-flip');

async function expectAllInView(page: Page, cards: Box[], count: number) {
  const { width, height } = page.viewportSize()!;
  expect(cards).toHaveLength(count);
  for (const card of cards) {
    expect(card.top, JSON.stringify(card)).toBeGreaterThanOrEqual(0);
    expect(card.left).toBeGreaterThanOrEqual(0);
    expect(card.bottom, JSON.stringify(card)).toBeLessThanOrEqual(height);
    expect(card.right).toBeLessThanOrEqual(width);
  }
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** No toast on screen covers any of these rectangles. */
async function expectNoToastOver(page: Page, targets: Box[]) {
  for (const toastBox of await boxes(page, '[data-sonner-toast]')) {
    for (const target of targets)
      expect(overlap(toastBox, target), `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(target)}`).toBe(false);
  }
}

for (const [device, options] of Object.entries(devices)) {
  test.describe(device, () => {
    test.use(options);

    for (const lang of ['en', 'es', 'it'] as const) {
      test(`${lang}: the spread stays in view from the pick to the written reading`, async ({ page }) => {
        const t = catalogs[lang].Reading;
        const positions = Object.values(catalogs[lang].ReadingTypes['past-present-future'].positions);
        const input = device === 'phone' ? 'touch' : 'pointer';
        await page.goto(homes[lang]);
        await page.getByRole('button', { name: t.beginSilent }).click();
        // The start is said beside the cards, where the eye is.
        await expect(page.locator('[data-status-line]')).toContainText(t.readingStartedTitle);
        // The cards' table may still be loading if the visitor began before the browser was idle.
        await expect(page.locator(`[role="group"][aria-label="${t.deckLabel}"]`)).toBeVisible();
        await scrollSettled(page);
        // The fan is on screen while picking, and the toast is not over it.
        const fan = await boxes(page, `[role="group"][aria-label="${t.deckLabel}"]`);
        expect(fan[0]!.top).toBeLessThan(page.viewportSize()!.height - 200);
        await expectNoToastOver(page, [...fan, ...(await boxes(page, 'ol.spread > li'))]);
        await screen(page, `${device}-${lang}-1-started`);

        await pickCards(page, lang, 3);
        await expect(page.getByText(`${t.channelling}…`)).toBeVisible();
        await expect(page.getByText(t.revealHint[input])).toBeVisible();
        await scrollSettled(page);
        const picked = await chosenCards(page);
        await expectAllInView(page, picked, 3);
        // Three cards abreast, on a phone too.
        expect(new Set(picked.map((card) => Math.round(card.top))).size).toBe(1);
        await screen(page, `${device}-${lang}-2-picked`);

        // The language's reveal, with its step said beside the cards.
        const faceUp = page.locator('ol.spread .card-flip[data-face-up="true"]');
        // Once the cards are ready, it is said beside them (Spanish and Italian before they turn, English after).
        await expect(page.locator('[data-status-title]')).toHaveText(lang === 'en' ? t.revealedTitle : t.readingCompleteTitle, {
          timeout: 8000,
        });
        await expectNoToastOver(page, await chosenCards(page));
        if (lang === 'es') {
          await expect(page.getByText(fill(t.turnedCount, { n: 0, total: 3 }))).toBeVisible({ timeout: 8000 });
          await page.getByRole('button', { name: fill(t.turnOver, { n: 1, position: positions[0]! }) }).click();
          await expect(page.getByText(fill(t.turnedCount, { n: 1, total: 3 }))).toBeVisible();
        }
        // Italian turns them with one button; 0.9 s later the reading under them is brought up, so the spread is measured
        // in the page the moment the last card has turned, not after a round trip that may land after that scroll.
        const turned =
          lang === 'it'
            ? page.evaluate(
                () =>
                  new Promise<Box[]>((resolve) => {
                    const cards = () => [...document.querySelectorAll('ol.spread .card-flip')];
                    const tick = () => {
                      const done =
                        cards().length > 0 &&
                        cards().every((card) => card.getAttribute('data-face-up') === 'true') &&
                        // Only the cards' own turning: the reading's fade below them outlasts the scroll.
                        document
                          .getAnimations()
                          .filter((a) => {
                            const target = (a.effect as KeyframeEffect | null)?.target;
                            return target instanceof Element && target.closest('ol.spread') !== null;
                          })
                          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
                      if (!done) return void requestAnimationFrame(tick);
                      resolve(cards().map((card) => card.getBoundingClientRect().toJSON() as Box));
                    };
                    tick();
                  }),
              )
            : undefined;
        if (lang === 'it') await page.getByRole('button', { name: t.revealCards }).click({ timeout: 8000 });
        await expect(faceUp.first()).toBeAttached({ timeout: 8000 });
        if (turned) await expectAllInView(page, await turned, 3);
        await screen(page, `${device}-${lang}-3-turning`);
        if (lang === 'es') {
          for (const [index, position] of positions.entries()) {
            if (index > 0) await page.getByRole('button', { name: fill(t.turnOver, { n: index + 1, position }) }).click();
          }
        }
        await expect(faceUp).toHaveCount(3);
        await expect(page.getByText(t.revealedHint[input])).toBeVisible();
        const revealed = await chosenCards(page);
        if (!turned) await expectAllInView(page, revealed, 3);
        await expectNoToastOver(page, revealed);
        await expect(page.getByText(t.fullReadingHint)).toBeVisible();
        // The picture of the revealed spread waits for the last card to finish turning.
        // (Endless decoration, the home's sun and moon, does not count.)
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
        );
        await screen(page, `${device}-${lang}-4-revealed`);

        if (lang === 'it') {
          await expect(
            page.locator('section[aria-labelledby="interpretation-title"]').getByText(catalogs.it.FullReading.sourceAi),
          ).toBeVisible({ timeout: 15_000 });
        } else {
          await page.getByRole('button', { name: t.fullReading }).click();
          await finishedInterpretation(page, lang);
        }
        await page.locator('#interpretation-title').scrollIntoViewIfNeeded();
        await screen(page, `${device}-${lang}-5-written`);
      });

      test(`${lang}: the full reading opened from its link does not move (CLS < 0.02)`, async ({ page }) => {
        await page.addInitScript(() => {
          const watched = window as unknown as { shift: number };
          watched.shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) watched.shift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const type = device === 'phone' ? 'relationship' : 'past-present-future';
        const cards = type === 'relationship' ? 'the-fool,the-tower,the-star,the-sun,the-moon' : 'the-fool,the-tower,the-star';
        const response = await page.goto(`${localizedPath('/full-reading', lang)}?${new URLSearchParams({ cards, type })}`);
        // The cards come with the page, not after it.
        const html = await response!.text();
        for (const card of cards.split(',')) expect(html).toContain(`/cards/${card}.svg`);
        await page.waitForTimeout(6000);
        await finishedInterpretation(page, lang);
        const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
        expect(shift).toBeLessThan(0.02);
      });
    }

    test('a five-card spread is laid out to fit the screen when it turns', async ({ page }) => {
      const t = catalogs.en.Reading;
      await page.goto(localizedPath('/love-tarot', 'en'));
      await page.getByLabel(t.questionLabel).fill('Where is this relationship going?');
      await page.getByRole('button', { name: catalogs.en.Themed.love.submit }).click();
      await pickCards(page, 'en', 5);
      await scrollSettled(page);
      await expectAllInView(page, await chosenCards(page), 5);
      await expect(page.locator('ol.spread .card-flip[data-face-up="true"]')).toHaveCount(5, { timeout: 8000 });
      const cards = await chosenCards(page);
      await expectAllInView(page, cards, 5);
      // A phone lays five cards as three over two; a desktop in one row.
      expect(new Set(cards.map((card) => Math.round(card.top))).size).toBe(device === 'phone' ? 2 : 1);
      await screen(page, `${device}-en-love-5-revealed`);
    });
  });
}

test.describe('reduced motion', () => {
  test.use({ ...devices.phone, reducedMotion: 'reduce' });

  test('the same positions, reached without a smooth scroll or a turning animation', async ({ page }) => {
    const t = catalogs.en.Reading;
    await page.goto(homes.en);
    await page.getByRole('button', { name: t.beginSilent }).click();
    await pickCards(page, 'en', 3);
    // The jump is immediate: the cards are in view on the next frames, without waiting for a scroll.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectAllInView(page, await chosenCards(page), 3);
    await expect(page.locator('ol.spread .card-flip[data-face-up="true"]')).toHaveCount(3, { timeout: 8000 });
    const duration = await page
      .locator('ol.spread .card-flip-inner')
      .first()
      .evaluate((node) => parseFloat(getComputedStyle(node).transitionDuration));
    expect(duration).toBeLessThan(0.01);
    const cards = await chosenCards(page);
    await expectAllInView(page, cards, 3);
    expect(new Set(cards.map((card) => Math.round(card.top))).size).toBe(1);
    await screen(page, 'phone-en-reduced-motion-revealed');
  });
});

test('a question typed on the home is asked by Begin, without a separate submit', async ({ page }) => {
  const t = catalogs.es.Reading;
  await page.goto(homes.es);
  await page.getByRole('button', { name: t.askQuestion }).click();
  // One tap opens the box with its field ready to type in.
  await expect(page.getByLabel(t.questionLabel)).toBeFocused();
  await page.keyboard.type('¿Qué me espera en el trabajo?');
  await page.getByRole('button', { name: t.beginReading }).click();
  await pickCards(page, 'es', 3);
  await expect(page.getByText(`${t.channelling}…`)).toBeVisible();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/reading'));
  for (const [index, position] of Object.values(catalogs.es.ReadingTypes['past-present-future'].positions).entries()) {
    await page.getByRole('button', { name: fill(t.turnOver, { n: index + 1, position }) }).click({ timeout: 8000 });
  }
  await page.getByRole('button', { name: t.fullReading }).click();
  expect((await request).postDataJSON()).toMatchObject({ question: '¿Qué me espera en el trabajo?', locale: 'es' });
  await expect(page.getByText('«¿Qué me espera en el trabajo?»').or(page.getByText('“¿Qué me espera en el trabajo?”'))).toBeVisible();
});

test.describe('a question on a phone', () => {
  test.use(devices.phone);

  test('the keyboard never hides the submit button: a focused field keeps it in its scroll margin', async ({ page }) => {
    for (const [path, open] of [
      [homes.it, catalogs.it.Reading.askQuestion],
      [localizedPath('/love-tarot', 'es'), null],
    ] as const) {
      await page.goto(path);
      const lang = path.startsWith('/it') ? 'it' : 'es';
      if (open) await page.getByRole('button', { name: open }).click();
      const field = page.getByLabel(catalogs[lang].Reading.questionLabel);
      await field.focus();
      await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /interactive-widget=resizes-content/);
      const gap = await field.evaluate((node: HTMLTextAreaElement) => {
        const submit = node.form!.querySelector('[type="submit"]')!;
        return (
          parseFloat(getComputedStyle(node).scrollMarginBottom) -
          (submit.getBoundingClientRect().bottom - node.getBoundingClientRect().bottom)
        );
      });
      expect(gap, path).toBeGreaterThanOrEqual(0);
    }
  });
});
