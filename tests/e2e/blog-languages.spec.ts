import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';
import { builtinArticles } from '../../content/articles/index';
import { localDate } from '../../lib/blog/slug';
import { articlePath, localizedPath } from '../../lib/routes/paths';
import { toast } from './helpers';

const catalogs = { en, es, it };

for (const locale of ['es', 'it'] as const) {
  const t = catalogs[locale];

  test(`the ${locale} blog lists its own built-in articles, in ${locale}`, async ({ page }) => {
    await page.goto(localizedPath('/blog', locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Blog.title);
    for (const article of Object.values(builtinArticles[locale])) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: article.title }) });
      await expect(card).toContainText(localDate(article.date, locale));
      await card.getByRole('link', { name: `${t.Blog.readMore}: ${article.title}` }).click();
      await expect(page).toHaveURL((url) => url.pathname === articlePath(article.id, locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await page.getByRole('link', { name: t.BlogArticle.back }).click();
      await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog', locale));
    }
  });

  test(`an article written in the ${locale} editor is in the one store every language's blog reads`, async ({ page }) => {
    await page.goto(localizedPath('/blog', locale));
    await page.getByRole('link', { name: t.Blog.createNew }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog/new', locale));
    await page.getByLabel(t.BlogNew.idLabel).fill('Diario de luna');
    await expect(page.getByText(t.BlogNew.idHint.replace('{path}', articlePath('diario-de-luna', locale)))).toBeVisible();
    await page.getByLabel(t.BlogNew.titleLabel, { exact: true }).fill('Diario de luna');
    await page.getByLabel(t.BlogNew.contentLabel).fill('Primera línea.');
    await page.getByRole('button', { name: t.BlogNew.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog', locale));
    await expect(toast(page).filter({ hasText: t.BlogNew.publishedTitle })).toBeAttached();
    // The same article, listed on the English blog under the English address.
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'Read more: Diario de luna' })).toHaveAttribute('href', '/blog/diario-de-luna');
    await page.goto(localizedPath('/blog', locale));
    await page.getByRole('link', { name: `${t.Blog.readMore}: Diario de luna` }).click();
    await expect(page).toHaveURL((url) => url.pathname === articlePath('diario-de-luna', locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diario de luna');
    await page.getByRole('button', { name: t.Blog.deleteArticle }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog', locale));
    await expect(page.getByRole('heading', { name: 'Diario de luna' })).toHaveCount(0);
  });

  test(`the ${locale} API settings page speaks ${locale}`, async ({ page }) => {
    await page.goto(localizedPath('/blog', locale));
    await page.getByRole('link', { name: t.Blog.apiSettings }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog/settings', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.BlogSettings.title);
    await expect(page.getByLabel(t.BlogSettings.keyLabel)).toBeVisible();
  });

  test(`the mini reading of the ${locale} love article reads in ${locale}`, async ({ page }) => {
    await page.route('**/api/reading', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(articlePath('free-love-tarot', locale));
    const section = await play(page, t);
    await expect(section.getByText(t.MiniLove.combined.start, { exact: false })).toBeVisible();
    await section.getByRole('button', { name: t.MiniLove.newReading }).click();
    await expect(section.getByRole('button', { name: t.MiniLove.shuffle })).toBeVisible();
  });
}

async function play(page: Page, t: typeof es) {
  const section = page.getByRole('region', { name: t.MiniLove.title });
  await section.getByRole('button', { name: t.MiniLove.shuffle }).click();
  const positions = Object.values(t.MiniLove.positions);
  for (const [index, position] of positions.entries()) {
    await expect(section.getByRole('status')).toHaveText(
      t.MiniLove.selectPrompt.replace('{n}', String(index + 1)).replace('{position}', position),
    );
    await section.getByRole('button', { name: t.Reading.faceDownCard.replace('{n}', String(index * 2 + 1)), exact: true }).press('Enter');
  }
  return section;
}
