import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';
import { backgroundAlpha, fill, pickCards } from './helpers';

// The motion itself is under test here (the config reduces it elsewhere).
test.use({ reducedMotion: 'no-preference' });

test('below 768 px the links fold into a menu that opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: en.Nav.label });
  await expect(nav.getByRole('link', { name: en.Nav.faq, exact: true })).toBeHidden();
  const menu = nav.getByRole('button', { name: en.Nav.menu });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: en.Nav.tarotInsights, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/tarot-insights');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: en.Nav.tarotInsights, exact: true })).toBeHidden();
});

test('the mobile menu closes with Escape and a tap outside', async ({ page }) => {
  await page.goto('/it/tarocchi-gratis');
  const menu = page.getByRole('button', { name: it.Nav.menu });
  await menu.click();
  await expect(page.getByRole('banner').getByRole('link', { name: it.Nav.faq, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await menu.click();
  // A tap beside the panel, on the backdrop (the panel runs nearly the screen's height).
  const panel = (await page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`).boundingBox())!;
  await page.mouse.click(panel.x / 2, panel.y + panel.height / 2);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the open menu is a solid panel over a covered page, not see-through', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: en.Nav.menu });
  const pageUnderBottom = () =>
    page.evaluate(() => document.querySelector('main')!.contains(document.elementFromPoint(innerWidth / 2, innerHeight - 4)));
  expect(await pageUnderBottom()).toBe(true);
  await menu.click();
  const panel = page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  expect(await backgroundAlpha(panel)).toBe(1);
  // Below the panel, a tap meets the backdrop, not the page's buttons.
  expect(await pageUnderBottom()).toBe(false);
  await page.keyboard.press('Escape');
  expect(await pageUnderBottom()).toBe(true);
});

test("the reading styles' info buttons are 44 px tap targets that open the description", async ({ page }) => {
  await page.goto('/love-tarot');
  const type = en.ReadingTypes['right-person'];
  const info = page.getByRole('button', { name: fill(en.Reading.aboutType, { label: type.label }) });
  const box = await info.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await info.tap();
  await expect(page.getByText(type.description)).toBeVisible();
  // The tap opened the description without choosing that style.
  await expect(page.getByRole('radio', { name: new RegExp(en.ReadingTypes.relationship.label) })).toBeChecked();
});

test('nothing overflows a 375 px screen', async ({ page }) => {
  for (const path of ['/', '/es/tarot-gratis', '/it/tarocchi-viaggi', '/blog']) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the language menu is usable on a phone', async ({ page }) => {
  await page.goto('/career-tarot');
  await page.getByRole('button', { name: `${en.LocaleSwitcher.label}: English` }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/it/tarocchi-carriera');
});

test('on a phone the deck scrolls inside a 400 px area and Italian says Indietro', async ({ page }) => {
  await page.goto('/it/tarocchi-gratis');
  await page.getByRole('button', { name: it.Reading.beginSilent }).click();
  const deck = page.getByRole('group', { name: it.Reading.deckLabel });
  const size = await deck.evaluate((node) => ({ client: node.clientHeight, scroll: node.scrollHeight }));
  expect(size.client).toBeLessThanOrEqual(400);
  expect(size.scroll).toBeGreaterThan(size.client);
  await page.goto('/it/lettura-completa?cards=the-fool%2Cthe-sun%2Cthe-star&type=past-present-future');
  await expect(page.getByRole('link', { name: 'Indietro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuova Lettura' })).toBeHidden();
});

test('on a phone the deck choice is two 44 px targets, and a reversed spread turns upside down in view', async ({ page }) => {
  await page.goto('/es/tarot-gratis');
  const options = page.locator('[data-deck-options]');
  // Under the buttons: a select and a switch, side by side or, on a narrow phone, one above the other.
  const [select, toggle] = [
    options.getByLabel(es.Reading.deckChoiceLabel),
    options.getByRole('switch', { name: es.Reading.reversalsLabel }),
  ];
  const [selectBox, toggleBox] = [await select.boundingBox(), await toggle.locator('xpath=..').boundingBox()];
  expect(selectBox!.height).toBeGreaterThanOrEqual(44);
  expect(toggleBox!.height).toBeGreaterThanOrEqual(44);
  await select.selectOption('full');
  await toggle.check();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Every coin lands reversed for the click that lays out the fan (Math.random fixed at 0.1 for it).
  await page.evaluate(() => {
    Object.assign(window, { realRandom: Math.random });
    Math.random = () => 0.1;
  });
  await page.getByRole('button', { name: es.Reading.beginSilent }).click();
  await page.evaluate(() => (Math.random = (window as unknown as { realRandom: () => number }).realRandom));
  await expect(page.getByText(fill(es.Reading.fanNote, { shown: 22, total: 78 }))).toBeVisible();
  await pickCards(page, 'es', 3);
  // Spanish turns each card by hand: each one is in view when it is turned.
  for (const [index, position] of Object.values(es.ReadingTypes['past-present-future'].positions).entries()) {
    const card = page.getByRole('button', { name: fill(es.Reading.turnOver, { n: index + 1, position }) });
    await card.click({ timeout: 8000 });
    await expect(page.locator('.card-flip[data-face-up="true"]').nth(index)).toBeInViewport();
  }
  await expect(page.locator('.card-flip[data-reversed]')).toHaveCount(3);
});

test('on a touch screen the Spanish cards waiting say tap, not click, beside the cards', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/es/tarot-gratis');
  await page.getByRole('button', { name: es.Reading.beginSilent }).click();
  await pickCards(page, 'es', 3);
  await expect(page.locator('[data-status-title]')).toHaveText(es.Reading.readingCompleteTitle, { timeout: 10_000 });
  const line = page.locator('[data-status-line]');
  await expect(line).toContainText(es.Reading.readingCompleteDescription.touch);
  await expect(line).toContainText(/Toca/);
});
