import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import italian from '../../messages/it.json';
import { audit } from './helpers';

// Every page of the table is audited in pages.spec.ts; here, the not-found page in each language.
for (const path of ['/no-such-page', '/es/no-existe', '/it/non-esiste']) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await audit(page)).violations).toEqual([]);
  });
}

test('axe finds nothing with the language menu open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: `${en.LocaleSwitcher.label}: English` }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Italiano' })).toBeVisible();
  expect((await audit(page)).violations).toEqual([]);
});

test('axe finds nothing with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: en.Nav.menu }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: en.Nav.faq, exact: true })).toBeVisible();
  expect((await audit(page)).violations).toEqual([]);
});

test('axe finds nothing with the Readings and Guides menus open, in Spanish', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/es/por-que-el-tarot');
  for (const menu of [es.Nav.readings, es.Nav.guides]) {
    await page.getByRole('banner').getByRole('button', { name: menu, exact: true }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: menu === es.Nav.readings ? es.Nav.love : es.Nav.whyTarot }),
    ).toBeVisible();
    expect((await audit(page)).violations).toEqual([]);
  }
});

test('axe finds nothing in the middle of a reading', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: en.Reading.beginSilent }).click();
  await page.getByRole('button', { name: 'Face-down card 1', exact: true }).click();
  await expect(page.getByText('Card 1 of 3 chosen')).toBeAttached();
  expect((await audit(page)).violations).toEqual([]);
});

test('axe finds nothing with a revealed card’s meaning open', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('button', { name: en.Reading.beginSilent }).click();
  for (let n = 1; n <= 3; n++) await page.getByRole('button', { name: `Face-down card ${n}`, exact: true }).click();
  const past = page.getByRole('button', { name: /^Past: / });
  await past.click({ timeout: 20_000 });
  await expect(page.locator('#card-meaning')).toContainText(/\w{20,}|\w+ \w+ \w+ \w+ \w+/);
  expect((await audit(page)).violations).toEqual([]);
});

test('zoom is never disabled', async ({ page }) => {
  await page.goto('/');
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/);
});

test('after a client-side navigation, focus starts on the new page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('navigation', { name: en.Nav.label }).getByRole('link', { name: en.Nav.faq, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Faq.title);
  await expect(page.locator('main')).toBeFocused();
  // The link was followed inside the app: the document (and the sky behind it) stayed.
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test('axe finds nothing on My readings with a kept reading open and delete-all asking', async ({ page }) => {
  await page.goto('/it/le-mie-letture');
  await page.evaluate(() => {
    const entry = {
      id: 'a11y1',
      savedAt: '2026-11-24T10:00:00.000Z',
      locale: 'it',
      type: 'journey',
      cards: ['the-fool', 'the-star', 'the-sun', 'the-world'],
      question: 'Partirò?',
      text: '🔮 Panoramica\nUn testo.',
      source: 'template',
    };
    localStorage.setItem('tarot.journal', JSON.stringify({ [entry.id]: entry }));
  });
  await page.reload();
  const t = italian.Journal;
  await page.getByRole('button', { name: t.readAgain }).click();
  await page.getByRole('button', { name: t.deleteAll }).click();
  await expect(page.getByRole('button', { name: t.confirmDelete })).toBeVisible();
  expect((await audit(page)).violations).toEqual([]);
});
