import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { withMinorArcana } from '../../lib/i18n/messages';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import it from '../../messages/it.json';
import enMinor from '../../messages/minor/en.json';
import esMinor from '../../messages/minor/es.json';
import itMinor from '../../messages/minor/it.json';
import { startNext } from '../tools/server.mjs';

/** Each language's messages, the minor arcana's with them, as the pages read them. */
export const catalogs = { en: withMinorArcana(en, enMinor), es: withMinorArcana(es, esMinor), it: withMinorArcana(it, itMinor) };
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

/** How opaque an element's own background colour is, 0 to 1 (whatever syntax the browser computes). */
export const backgroundAlpha = (locator: Locator) =>
  locator.evaluate((node) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(node).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return context.getImageData(0, 0, 1, 1).data[3]! / 255;
  });

/** Counts the page's requests for a written reading. */
export function countReadingRequests(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/api/reading') && request.method() === 'POST') counter.count += 1;
  });
  return counter;
}

export const homes = { en: '/', es: '/es/tarot-gratis', it: '/it/tarocchi-gratis' } as const;
export const fullPaths = { en: '/full-reading', es: '/es/lectura-completa', it: '/it/lettura-completa' } as const;

/** Turns the picked cards face up the way the language does (15 s a click: a busy machine delays the deal's settling). */
export async function reveal(page: Page, lang: Lang, positions: string[]) {
  const t = catalogs[lang].Reading;
  if (lang === 'es') {
    for (const [index, position] of positions.entries()) {
      await page.getByRole('button', { name: fill(t.turnOver, { n: index + 1, position }) }).click({ timeout: 15_000 });
    }
  } else if (lang === 'it') {
    await page.getByRole('button', { name: positions.length === 1 ? t.revealCardsOne : t.revealCards }).click({ timeout: 15_000 });
  }
  await expect(page.locator('.card-flip[data-face-up="true"]')).toHaveCount(positions.length, { timeout: 8000 });
}

/** Asks `question` on a home page and begins a three-card reading, its cards picked and turned. */
export async function readAtHome(page: Page, lang: Lang, question: string) {
  const t = catalogs[lang].Reading;
  await page.goto(homes[lang]);
  await page.getByRole('button', { name: t.askQuestion }).click();
  await page.getByLabel(t.questionLabel).fill(question);
  await page.getByRole('button', { name: t.submitQuestion }).click();
  await page.getByRole('button', { name: t.beginReading }).click();
  await pickCards(page, lang, 3);
  await reveal(page, lang, Object.values(catalogs[lang].ReadingTypes['past-present-future'].positions));
}

/** The written reading's box, once its text has finished (its source line shows). */
export async function finishedInterpretation(page: Page, lang: Lang) {
  const t = catalogs[lang].FullReading;
  const box = page.locator('section[aria-labelledby="interpretation-title"]');
  await expect(box.getByText(new RegExp(`${t.sourceAi}|${t.sourceTemplate}`))).toBeVisible({ timeout: 15_000 });
  return box;
}

/** A server of its own with server publishing on (`key`), its articles in a fresh SQLite file. */
export async function startKeyedSite(key: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-articles-'));
  const site = await startNext({ BLOG_PUBLISH_KEY: key, BLOG_DATABASE_FILE: path.join(dir, 'blog.db'), ...env });
  return { site, dir, close: () => (site.stop(), rmSync(dir, { recursive: true, force: true })) };
}

/**
 * axe measures contrast as it is painted, so a reading still fading in (text-reveal, card turns)
 * reads as faint text: let the network go quiet and every finite animation finish first.
 */
export async function audit(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  // axe's whole default rule set (WCAG A/AA and best practices, e.g. label-content-name-mismatch), not chosen tags.
  return new AxeBuilder({ page }).analyze();
}
