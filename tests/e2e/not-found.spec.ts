import { expect, test } from './fixtures';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';

const cases = [
  { path: '/no-such-page', lang: 'en', text: en.NotFound, home: '/' },
  { path: '/deep/no-such-page', lang: 'en', text: en.NotFound, home: '/' },
  { path: '/es/no-existe', lang: 'es', text: es.NotFound, home: '/es/tarot-gratis' },
  { path: '/es/preguntas-frecuentes/otra', lang: 'es', text: es.NotFound, home: '/es/tarot-gratis' },
  { path: '/it/non-esiste/affatto', lang: 'it', text: it.NotFound, home: '/it/tarocchi-gratis' },
];

for (const { path, lang, text, home } of cases) {
  test(`${path} is a 404 in ${lang} with a way home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('link', { name: text.home }).click();
    await expect(page).toHaveURL((url) => url.pathname === home);
  });
}

test('the English 404 says the fixed text exactly', async ({ page }) => {
  await page.goto('/nothing-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});
