import { expect, test } from './fixtures';
import en from '../../messages/en.json';

type ToastLog = { shown?: number; gone?: number };

test('an invalid publish key shows the destructive toast for 5 s, on the blog', async ({ page }) => {
  // Record, inside the page, when the toast appears and leaves: the runner's polling is too coarse.
  await page.addInitScript(() => {
    const log: ToastLog = {};
    (window as unknown as { toastLog: ToastLog }).toastLog = log;
    new MutationObserver(() => {
      const present = document.querySelector('[data-sonner-toast]') !== null;
      if (present && log.shown === undefined) log.shown = performance.now();
      if (!present && log.shown !== undefined && log.gone === undefined) log.gone = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/api/blog/publish?apiKey=wrong');
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('API Error');
  await expect(toast).toContainText('Invalid or missing API key');
  await expect(toast).toHaveAttribute('data-type', 'error');
  // Destructive styling: the danger colour, not the neutral toast's.
  const border = await toast.evaluate((node) => getComputedStyle(node).borderTopColor);
  expect(border).toBe('rgb(255, 138, 138)');
  await expect(toast).toBeHidden({ timeout: 8000 });
  const { shown, gone } = await page.evaluate(() => (window as unknown as { toastLog: ToastLog }).toastLog);
  expect(gone! - shown!).toBeGreaterThanOrEqual(5000);
  expect(gone! - shown!).toBeLessThan(6000);
});

test('a key equal to the one saved in this browser raises no error', async ({ page }) => {
  const key = 'k3y-k3y-k3y-k3y-k3y';
  await page.goto('/blog');
  await page.evaluate((saved) => localStorage.setItem('blogApiKey', saved), key);
  await page.goto(`/api/blog/publish?apiKey=${key}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.PublishPage.title);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await expect(page.locator('[data-sonner-toast]')).toContainText(en.BlogApi.readyTitle);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
});

test('only one toast is visible at a time', async ({ page }) => {
  await page.goto('/api/blog/publish');
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  // A second visit in the same page life (client-side navigation) raises a second toast.
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/api/blog/publish?apiKey=bad'),
  );
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(2);
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);
});
