import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const audit = (page: Page) => new AxeBuilder({ page }).withTags(tags).analyze();

for (const path of ['/', '/es/tarot-gratis', '/it/tarocchi-gratis', '/love-tarot', '/es/lectura-completa?cards=the-fool%2Cthe-star%2Cthe-sun&type=past-present-future', '/it/tarocchi-viaggi', '/faq', '/blog', '/blog/free-love-tarot', '/no-such-page', '/it/non-esiste']) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await audit(page)).violations).toEqual([]);
  });
}

test('axe finds nothing with the language menu open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: `${en.LocaleSwitcher.label}: English` }).click();
  await expect(page.getByRole('link', { name: 'Italiano' })).toBeVisible();
  expect((await audit(page)).violations).toEqual([]);
});

test('axe finds nothing with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: en.Nav.menu }).click();
  await expect(page.getByRole('link', { name: en.Nav.faq, exact: true })).toBeVisible();
  expect((await audit(page)).violations).toEqual([]);
});

test('axe finds nothing in the middle of a reading', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: en.Reading.beginSilent }).click();
  await page.getByRole('button', { name: 'Face-down card 1', exact: true }).click();
  await expect(page.getByText('Card 1 of 3 chosen')).toBeAttached();
  expect((await audit(page)).violations).toEqual([]);
});
