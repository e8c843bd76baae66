import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FAKE_READING } from '../fake-gemini/server.mjs';
import { catalogs, countReadingRequests, finishedInterpretation, fullPaths, homes, pickCards, reveal, toast } from './helpers';
import { cardSections } from '../../lib/routes/card-sections';
import { cardPath, localizedPath } from '../../lib/routes/paths';

const { en, es, it } = catalogs;
const aiText = FAKE_READING.join('').trim().slice(0, 40);
test.describe.configure({ timeout: 60_000 });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: Locator) => (await locator.boundingBox())!;

/** A toast on the blog: a publish link with a wrong key. */
async function raiseToast(page: Page) {
  await page.goto('/api/blog/publish?apiKey=wrong');
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  await expect(toast(page)).toContainText(en.BlogApi.apiErrorTitle);
}

test.describe('toasts', () => {
  test('on a 390×844 phone a toast leaves the top bar free', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await raiseToast(page);
    expect(overlaps(await boxOf(toast(page)), await boxOf(page.locator('header').first()))).toBe(false);
    await context.close();
  });

  test('on a desktop a toast covers neither the top bar nor the open Readings menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await raiseToast(page);
    const nav = page.getByRole('navigation', { name: en.Nav.label });
    await nav.getByRole('button', { name: en.Nav.readings }).click();
    const menu = nav.getByRole('link', { name: en.Nav.love });
    await expect(menu).toBeVisible();
    const shown = await boxOf(toast(page));
    expect(overlaps(shown, await boxOf(page.locator('header').first()))).toBe(false);
    for (const link of await nav.getByRole('link').all()) {
      if (await link.isVisible()) expect(overlaps(shown, await boxOf(link))).toBe(false);
    }
  });

  test('a question is confirmed under it, not in a toast, and nothing follows the visitor to the next page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: en.Reading.askQuestion }).click();
    await page.getByLabel(en.Reading.questionLabel).fill('Will my relationship last?');
    await page.getByRole('button', { name: en.Reading.submitQuestion }).click();
    await expect(page.getByRole('status').filter({ hasText: en.Reading.questionReceivedTitle })).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
    await page.getByRole('navigation', { name: en.Nav.label }).getByRole('link', { name: en.Nav.faq, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/faq');
    await expect(page.getByText(en.Reading.questionReceivedTitle)).toHaveCount(0);
  });

  test('"Reading Complete" stays on the table: the full reading opens with no toast', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: en.Reading.beginSilent }).click();
    await pickCards(page, 'en', 3);
    await expect(page.locator('[data-status-title]')).toHaveText(en.Reading.revealedTitle, { timeout: 10_000 });
    await page.getByRole('button', { name: en.Reading.fullReading }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.FullReading.title);
    await expect(page.getByText(en.Reading.revealedTitle)).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
  });
});

test.describe('one card is spoken of as one', () => {
  test('English quick insight: "your card", never "card 1 of 1" or "your cards turn over"', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('radio', { name: new RegExp(en.ReadingTypes['quick-insight'].label) }).check({ force: true });
    await page.getByRole('button', { name: en.Reading.beginSilent }).click();
    await expect(page.locator('[data-status-title]')).toHaveText(en.Reading.pickOne);
    await expect(page.getByText('1 of 1')).toHaveCount(0);
    await pickCards(page, 'en', 1);
    await expect(page.getByText(en.Reading.revealHintOne.pointer)).toBeVisible();
    await expect(page.getByText(en.Reading.revealHint.pointer)).toHaveCount(0);
    await expect(page.locator('[data-status-line]')).toHaveText(en.Reading.revealedHintOne.pointer, { timeout: 10_000 });
    await expect(page.getByText(/in this spread/)).toHaveCount(0);
  });

  test('card of the day: no "in this spread"', async ({ page }) => {
    await page.goto(localizedPath('/card-of-the-day', 'en'));
    await page.getByRole('button', { name: en.Themed.dayCard.submit }).click();
    await pickCards(page, 'en', 1);
    await expect(page.getByText(en.Reading.revealHintOne.pointer)).toBeVisible();
    // Once turned, the card is kept as today's and shown with its reading: no toast about a spread follows it there.
    await expect(page.getByRole('heading', { name: en.DayCard.heading })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(/in this spread/)).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
  });

  test('Italian quick insight: the button reveals "your card"', async ({ page }) => {
    await page.goto(homes.it);
    await page.getByRole('radio', { name: new RegExp(it.ReadingTypes['quick-insight'].label) }).check({ force: true });
    await page.getByRole('button', { name: it.Reading.beginSilent }).click();
    await pickCards(page, 'it', 1);
    await page.getByRole('button', { name: it.Reading.revealCardsOne }).click({ timeout: 8000 });
    await expect(page.getByRole('button', { name: it.Reading.revealCards })).toHaveCount(0);
    await expect(page.locator('[data-status-line]')).toHaveText(it.Reading.revealedHintOne.pointer);
  });
});

test('the yes-or-no verdict heads the full reading as it does the table', async ({ page }) => {
  const { answer, now, conditional } = en.TemplateReading.verdict;
  const answers = [...Object.values(answer), ...Object.values(now), conditional];
  await page.goto(localizedPath('/yes-no-tarot', 'en'));
  await page.getByLabel(en.Reading.questionLabel).fill('Will I get the job?');
  await page.getByRole('button', { name: en.Themed.yesNo.submit }).click();
  await pickCards(page, 'en', 1);
  await reveal(page, 'en', Object.values(en.ReadingTypes['yes-no'].positions));
  await expect(page.locator('[data-answer]')).not.toHaveText('');
  const table = await page.locator('[data-answer]').innerText();
  expect(answers).toContain(table);
  await page.getByRole('button', { name: en.Reading.fullReading }).click();
  await finishedInterpretation(page, 'en');
  await expect(page.locator('[data-answer]')).toHaveText(table);
  const size = () => page.locator('[data-answer]').evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  await expect.poll(size).toBeGreaterThanOrEqual(28);
});

test('asked nothing, the yes-or-no card gives no answer: it is the visitor’s card', async ({ page }) => {
  // A question held in silence may be one that gets no verdict (a parent's illness): no answer without a typed question.
  await page.goto(`${fullPaths.en}?cards=the-sun&type=yes-no`);
  await finishedInterpretation(page, 'en');
  // Its line stays reserved (the answer of a typed question arrives after the first paint), empty.
  await expect(page.locator('[data-answer]')).toHaveText('');
  // The card is the visitor's, never "the answer".
  await expect(page.getByText(en.ReadingTypes['yes-no'].generic.p1, { exact: true })).toBeVisible();
});

test('after Begin with a typed question, the question box closes: one primary action above the cards', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: en.Reading.askQuestion }).click();
  await page.getByLabel(en.Reading.questionLabel).fill('What should I focus on this month?');
  await page.getByRole('button', { name: en.Reading.beginReading }).click();
  await expect(page.getByRole('group', { name: en.Reading.deckLabel })).toBeVisible();
  await expect(page.getByRole('button', { name: en.Reading.submitQuestion })).toBeHidden();
  await expect(page.getByText('“What should I focus on this month?”')).toBeVisible();
});

for (const reloaded of [false, true]) {
  test(`back from the full reading${reloaded ? ', reloaded first,' : ''} lays out the same spread`, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: en.Reading.beginSilent }).click();
    await pickCards(page, 'en', 3);
    await reveal(page, 'en', Object.values(en.ReadingTypes['past-present-future'].positions));
    const spread = page.getByRole('region', { name: en.Reading.chosenLabel });
    const names = await spread.getByRole('link').allTextContents();
    await page.getByRole('button', { name: en.Reading.fullReading }).click({ timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.FullReading.title);
    if (reloaded) {
      // The full reading is now a document of its own: the back button is heard there.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.FullReading.title);
    }
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('ol.spread .card-flip[data-face-up="true"]')).toHaveCount(3);
    await expect.poll(() => spread.getByRole('link').allTextContents()).toEqual(names);
    await expect(page.getByRole('button', { name: en.Reading.fullReading })).toBeVisible();
  });
}

test('Italian: back from the full reading finds the cards and the written reading, asked once', async ({ page }) => {
  const requests = countReadingRequests(page);
  await page.goto(homes.it);
  await page.getByRole('button', { name: it.Reading.beginSilent }).click();
  await pickCards(page, 'it', 3);
  await reveal(page, 'it', Object.values(it.ReadingTypes['past-present-future'].positions));
  await expect(page.getByText(aiText)).toBeVisible();
  await page.getByRole('button', { name: it.Reading.fullReading }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.FullReading.title);
  await page.goBack();
  await expect(page.locator('ol.spread .card-flip[data-face-up="true"]')).toHaveCount(3);
  await expect(page.getByText(aiText)).toBeVisible();
  expect(requests.count).toBe(1);
});

test.describe('card pages', () => {
  for (const lang of ['en', 'es', 'it'] as const) {
    test(`${lang}: jump links at the top lead to each section`, async ({ page }) => {
      const t = catalogs[lang].CardLibrary;
      await page.goto(cardPath('the-tower', lang));
      const jumps = page.getByRole('navigation', { name: t.jumpLabel });
      await expect(jumps.getByRole('link')).toHaveText([
        t.jumpUpright,
        t.jumpLove,
        t.jumpWork,
        t.jumpPositions,
        t.jumpReversed,
        t.jumpLean,
      ]);
      for (const id of Object.values(cardSections)) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
      await jumps.getByRole('link', { name: t.jumpReversed }).click();
      await expect(page).toHaveURL((url) => url.hash === `#${cardSections.reversed}`);
      const heading = page.locator(`#${cardSections.reversed}`);
      await expect(heading).toBeInViewport();
      // Below the sticky top bar, not under it.
      expect((await boxOf(heading)).y).toBeGreaterThanOrEqual(64);
    });
  }

  test('long headings wrap at a heading’s line height', async ({ page }) => {
    await page.goto(cardPath('the-tower', 'en'));
    const ratio = await page
      .locator(`#${cardSections.positions}`)
      .evaluate((node) => parseFloat(getComputedStyle(node).lineHeight) / parseFloat(getComputedStyle(node).fontSize));
    expect(ratio).toBeGreaterThan(1.1);
    expect(ratio).toBeLessThan(1.3);
  });

  test('a reversed card of the full reading links to its Reversed section', async ({ page }) => {
    await page.goto(`${fullPaths.es}?cards=the-fool%2Cthe-tower%2Cthe-sun&type=past-present-future&reversed=010`);
    const tower = page.getByRole('link', { name: es.Cards['the-tower'].name, exact: true });
    await expect(tower).toHaveAttribute('href', `${cardPath('the-tower', 'es')}#${cardSections.reversed}`);
    await expect(page.getByRole('link', { name: es.Cards['the-fool'].name, exact: true })).toHaveAttribute(
      'href',
      cardPath('the-fool', 'es'),
    );
    await tower.click();
    await expect(page).toHaveURL((url) => url.hash === `#${cardSections.reversed}`);
    await expect(page.locator(`#${cardSections.reversed}`)).toBeInViewport();
  });
});

test('the two crosses are told apart by their icons', async ({ page }) => {
  await page.goto(localizedPath('/celtic-cross', 'en'));
  const icon = (label: string) => page.locator('label').filter({ hasText: label }).locator('svg path').getAttribute('d');
  const celtic = await icon(en.ReadingTypes['celtic-cross'].label);
  const five = await icon(en.ReadingTypes['five-card-cross'].label);
  expect(celtic).toBeTruthy();
  expect(celtic).not.toBe(five);
});

test('each question box suggests a question that fits its spread, in each language', async ({ page }) => {
  await page.goto(localizedPath('/love-tarot', 'it'));
  const field = page.getByLabel(it.Reading.questionLabel);
  await expect(field).toHaveAttribute('placeholder', it.ReadingTypes.relationship.placeholder);
  await page.getByRole('radio', { name: new RegExp(it.ReadingTypes['right-person'].label) }).check({ force: true });
  await expect(field).toHaveAttribute('placeholder', it.ReadingTypes['right-person'].placeholder);
  await page.goto(homes.es);
  await page.getByRole('button', { name: es.Reading.askQuestion }).click();
  await expect(page.getByLabel(es.Reading.questionLabel)).toHaveAttribute(
    'placeholder',
    es.ReadingTypes['past-present-future'].placeholder,
  );
});
