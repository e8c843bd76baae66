import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';
import { localizedPath } from '../../lib/routes/paths';
import { page as page_, type PageKey } from '../../lib/routes/pages';
import { locales, type Locale } from '../../lib/i18n/routing';
import { backgroundAlpha } from './helpers';

const catalogs = { en, es, it };
const homes = { en: '/', es: '/es/tarot-gratis', it: '/it/tarocchi-gratis' } as const;

/** What the top bar offers, as a visitor sees it: the Readings and Guides menus, then plain links. */
const menus = [
  ['readings', ['/', '/love-tarot', '/daily-tarot', '/career-tarot', '/travel-tarot']],
  ['guides', ['/why-tarot', '/ai-vs-traditional', '/tarot-insights']],
] as const;
const plainLinks = ['/cards', '/faq', '/blog'] as const;

const mainNav = (page: Page, locale: Locale = 'en') => page.getByRole('navigation', { name: catalogs[locale].Nav.label });

for (const locale of locales) {
  test(`every top-bar link in ${locale} leads to that language's page`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = catalogs[locale].Nav;
    const nav = mainNav(page, locale);
    const follow = async (key: PageKey) => {
      await nav.getByRole('link', { name: t[page_(key).label!], exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === localizedPath(key, locale));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    };
    await page.goto(homes[locale]);
    for (const [menu, keys] of menus) {
      for (const key of keys) {
        await nav.getByRole('button', { name: t[menu], exact: true }).click();
        await follow(key);
        await nav.getByRole('button', { name: t[menu], exact: true }).click();
        await expect(nav.getByRole('link', { name: t[page_(key).label!], exact: true })).toHaveAttribute('aria-current', 'page');
        await page.keyboard.press('Escape');
      }
    }
    for (const key of plainLinks) {
      await follow(key);
      await expect(nav.getByRole('link', { name: t[page_(key).label!], exact: true })).toHaveAttribute('aria-current', 'page');
    }
    await nav.getByRole('link', { name: t.homeLabel }).click();
    await expect(page).toHaveURL((url) => url.pathname === homes[locale]);
  });
}

test('the top bar and its menus are opaque: the page never shows through them', async ({ page }) => {
  await page.goto('/');
  expect(await backgroundAlpha(page.getByRole('banner'))).toBe(1);
  const nav = mainNav(page);
  for (const button of [
    nav.getByRole('button', { name: en.Nav.readings, exact: true }),
    nav.getByRole('button', { name: en.Nav.guides, exact: true }),
    nav.getByRole('button', { name: `${en.LocaleSwitcher.label}: English` }),
  ]) {
    await button.click();
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    expect(await backgroundAlpha(panel)).toBe(1);
    await page.keyboard.press('Escape');
  }
});

test('on a phone the menu holds the same links, grouped', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it/tarocchi-gratis');
  await mainNav(page, 'it').getByRole('button', { name: it.Nav.menu }).click();
  const readings = page.getByRole('region', { name: it.Nav.readings });
  await readings.getByRole('link', { name: it.Nav.travel }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/it/tarocchi-viaggi');
  await mainNav(page, 'it').getByRole('button', { name: it.Nav.menu }).click();
  await page.getByRole('region', { name: it.Nav.guides }).getByRole('link', { name: it.Nav.tarotInsights }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/it/guida-ai-tarocchi');
});

async function switchLanguage(page: Page, label: string, current: string, target: string) {
  await page.getByRole('button', { name: `${label}: ${current}` }).click();
  await page.getByRole('banner').getByRole('link', { name: target }).click();
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
  await page.getByRole('link', { name: es.Themed.back, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/es/tarot-gratis');
});

test('the language menu goes to the same guide, FAQ or article in the other language', async ({ page }) => {
  await page.goto('/faq');
  await switchLanguage(page, en.LocaleSwitcher.label, 'English', 'Español');
  await expect(page).toHaveURL((url) => url.pathname === '/es/preguntas-frecuentes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.Faq.title);
  await page.goto('/it/blog/carta-la-torre-tarocchi');
  await switchLanguage(page, it.LocaleSwitcher.label, 'Italiano', 'Español');
  await expect(page).toHaveURL((url) => url.pathname === '/es/blog/carta-la-torre-tarot');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the language links follow the page shown: its cards kept, after client-side navigation too, else a home', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await page.goto('/full-reading?cards=the-fool%2Cthe-star%2Cthe-sun&type=past-present-future');
  await expect(footer.getByRole('link', { name: 'Italiano' })).toHaveAttribute(
    'href',
    '/it/lettura-completa?cards=the-fool%2Cthe-star%2Cthe-sun&type=past-present-future',
  );
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: en.Nav.faq, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Faq.title);
  await expect(footer.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/preguntas-frecuentes');
  await page.goto('/es/no-existe');
  await expect(footer.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it/tarocchi-gratis');
});

test("a visitor's own article: the language links lead to the same slug in the other languages' blogs", async ({ page }) => {
  await page.goto('/blog');
  await page.evaluate(() => {
    const article = { id: 'my-notes', title: 'My notes', description: '', date: 'May 1, 2025', featuredImage: '', content: 'Kept here.' };
    localStorage.setItem('blogArticles', JSON.stringify({ [article.id]: article }));
  });
  await page.goto('/blog/my-notes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My notes');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/blog/my-notes');
  await expect(footer.getByRole('link', { name: 'Italiano' })).toHaveAttribute('href', '/it/blog/my-notes');
});

test('the footer leads to the same page in the other languages', async ({ page }) => {
  await page.goto('/es/privacidad');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Español' })).toHaveCount(0);
  await footer.getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/it/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.Privacy.title);
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
  await expect(page.getByRole('banner').getByRole('link', { name: 'Español' })).toBeFocused();
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
    if (request.headers()['next-router-prefetch'] || new URL(request.url()).searchParams.has('_rsc'))
      prefetches.push(new URL(request.url()).pathname);
  });
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(prefetches).toEqual([]);
  await mainNav(page).getByRole('link', { name: 'Blog' }).hover();
  await expect.poll(() => prefetches).toContain('/blog');
});
