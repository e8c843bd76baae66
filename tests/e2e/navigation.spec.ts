import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';

const navLinks = [
  ['whyTarot', '/why-tarot', en.WhyTarot.title],
  ['aiVsTraditional', '/ai-vs-traditional', en.AiVsTraditional.title],
  ['tarotInsights', '/tarot-insights', en.TarotInsights.title],
  ['blog', '/blog', en.Blog.title],
  ['faq', '/faq', en.Faq.title],
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: en.Nav.label });

test('every nav link leads to its page', async ({ page }) => {
  await page.goto('/');
  for (const [key, path, heading] of navLinks) {
    await mainNav(page).getByRole('link', { name: en.Nav[key], exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(mainNav(page).getByRole('link', { name: en.Nav[key], exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('link', { name: en.Nav.homeLabel }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

for (const [catalog, home, label] of [
  [es, '/es/tarot-gratis', es.Nav.label],
  [it, '/it/tarocchi-gratis', it.Nav.label],
] as const) {
  test(`the top bar is translated on ${home} and links to the English pages`, async ({ page }) => {
    await page.goto(home);
    const nav = page.getByRole('navigation', { name: label });
    for (const [key, path] of navLinks) {
      await expect(nav.getByRole('link', { name: catalog.Nav[key], exact: true })).toHaveAttribute('href', path);
    }
    await expect(nav.getByRole('link', { name: catalog.Nav.homeLabel })).toHaveAttribute('href', home);
    await nav.getByRole('link', { name: catalog.Nav.faq, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
}

async function switchLanguage(page: Page, label: string, current: string, target: string) {
  await page.getByRole('button', { name: `${label}: ${current}` }).click();
  await page.getByRole('link', { name: target }).click();
}

test('the language menu goes to the homes from a home', async ({ page }) => {
  await page.goto('/');
  await switchLanguage(page, en.LocaleSwitcher.label, 'English', 'Español');
  await expect(page).toHaveURL((url) => url.pathname === '/es/tarot-gratis');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await switchLanguage(page, es.LocaleSwitcher.label, 'Español', 'Italiano');
  await expect(page).toHaveURL((url) => url.pathname === '/it/tarocchi-gratis');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.Home.title);
  await switchLanguage(page, it.LocaleSwitcher.label, 'Italiano', 'English');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('the language menu goes to the equivalent themed page', async ({ page }) => {
  await page.goto('/love-tarot');
  await switchLanguage(page, en.LocaleSwitcher.label, 'English', 'Italiano');
  await expect(page).toHaveURL((url) => url.pathname === '/it/tarot-amore');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.Themed.love.title);
  await switchLanguage(page, it.LocaleSwitcher.label, 'Italiano', 'Español');
  await expect(page).toHaveURL((url) => url.pathname === '/es/tarot-amor');
  await page.getByRole('link', { name: es.Themed.back }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/es/tarot-gratis');
});

test('from an English-only page the language menu goes to that language home', async ({ page }) => {
  await page.goto('/faq');
  await switchLanguage(page, en.LocaleSwitcher.label, 'English', 'Español');
  await expect(page).toHaveURL((url) => url.pathname === '/es/tarot-gratis');
});

test('the language menu works from the keyboard alone', async ({ page }) => {
  await page.goto('/daily-tarot');
  const trigger = page.getByRole('button', { name: `${en.LocaleSwitcher.label}: English` });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Español' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/es/tarot-diario');
});

test('a skip link jumps to the main content', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: en.Layout.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('pages are prefetched on intent, not all at once when a page loads', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch'] || new URL(request.url()).searchParams.has('_rsc')) prefetches.push(new URL(request.url()).pathname);
  });
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(prefetches).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).hover();
  await expect.poll(() => prefetches).toContain('/blog');
});
