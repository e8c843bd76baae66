import { expect, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';

export const catalogs = { en, es, it } as const;
export type Lang = keyof typeof catalogs;

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** Picks the first `count` face-down cards of the fan, checking each pick is announced. */
export async function pickCards(page: Page, lang: Lang, count: number) {
  const t = catalogs[lang].Reading;
  for (let n = 1; n <= count; n++) {
    await page.getByRole('button', { name: fill(t.faceDownCard, { n }), exact: true }).click();
    if (n < count) await expect(page.getByText(fill(t.cardChosen, { n, total: count }))).toBeAttached();
  }
}

export const toast = (page: Page) => page.locator('[data-sonner-toast]');

/** Counts the page's requests for a written reading. */
export function countReadingRequests(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/reading') && request.method() === 'POST') counter.count += 1;
  });
  return counter;
}
