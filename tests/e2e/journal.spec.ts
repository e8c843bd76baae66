import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { catalogs, finishedInterpretation, readAtHome, type Lang } from './helpers';
import { localizedPath } from '../../lib/routes/paths';
import { JOURNAL_BACKUP_KEY, JOURNAL_KEY } from '../../lib/journal/store';

test.describe.configure({ timeout: 90_000 });

const questions = {
  en: 'Should I take the job in Lisbon?',
  es: '¿Debo mudarme a Valencia este año?',
  it: 'Devo fidarmi di Marco?',
} as const;

/** Finishes a three-card reading with a question, as a visitor would in that language. */
async function finishReading(page: Page, lang: Lang, question: string) {
  await readAtHome(page, lang, question);
  if (lang !== 'it') await page.getByRole('button', { name: catalogs[lang].Reading.fullReading }).click();
  return (await finishedInterpretation(page, lang)).innerText();
}

/** My readings, reached as a visitor reaches it: from the footer. */
async function openJournal(page: Page, lang: Lang) {
  await page.getByRole('contentinfo').getByRole('link', { name: catalogs[lang].Nav.journal }).click();
  await expect(page).toHaveURL((url) => url.pathname === localizedPath('/my-readings', lang));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogs[lang].Journal.title);
}

const entries = (page: Page) => page.getByRole('region', { name: /./ }).getByRole('article');
const kept = (page: Page) => page.locator('ol > li > article');
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

for (const lang of ['en', 'es', 'it'] as const) {
  test(`${lang}: a finished reading is kept, read again after a reload, exported, deleted and imported back`, async ({ page }) => {
    const t = catalogs[lang].Journal;
    const written = await finishReading(page, lang, questions[lang]);
    await openJournal(page, lang);

    const entry = kept(page);
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(questions[lang]);
    await expect(entry.getByRole('heading')).toHaveText(catalogs[lang].ReadingTypes['past-present-future'].label);
    await expect(entry.getByRole('link')).toHaveCount(3);

    await page.reload();
    await entry.getByRole('button', { name: t.readAgain }).click();
    const firstLine = written.split('\n').find((line) => line.length > 40)!;
    await expect(entry.getByText(firstLine.trim().slice(0, 40))).toBeVisible();
    await expect(entry).toContainText(catalogs[lang].FullReading.sourceAi);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export }).click();
    const file = await download;
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(exported.readings).toHaveLength(1);
    expect(exported.readings[0]).toMatchObject({ question: questions[lang], locale: lang, type: 'past-present-future', source: 'ai' });

    await entry.getByRole('button', { name: new RegExp(`^${t.delete}`) }).click();
    await expect(toastWith(page, t.deletedTitle)).toBeVisible();
    await expect(kept(page)).toHaveCount(0);
    await expect(page.getByText(t.empty)).toBeVisible();

    await page.getByLabel(t.import).setInputFiles((await file.path())!);
    await expect(toastWith(page, t.importedTitle)).toBeVisible();
    await expect(kept(page)).toHaveCount(1);
    await expect(kept(page)).toContainText(questions[lang]);
  });
}

test('delete all asks first; switched off, nothing new is kept; a bad file changes nothing', async ({ page }) => {
  const t = catalogs.en.Journal;
  await finishReading(page, 'en', questions.en);
  await openJournal(page, 'en');
  await expect(kept(page)).toHaveCount(1);

  // Delete all sits with the other tools, and looks like the destructive action it is.
  const deleteAll = page.getByRole('region', { name: t.toolsLabel }).getByRole('button', { name: t.deleteAll });
  await expect(deleteAll).toHaveCSS('color', 'rgb(255, 138, 138)');
  await deleteAll.click();
  await expect(page.getByRole('button', { name: t.cancel })).toBeFocused();
  await page.getByRole('button', { name: t.cancel }).click();
  await expect(kept(page)).toHaveCount(1);

  await page
    .getByLabel(t.import)
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"readings": "mine"}') });
  await expect(toastWith(page, t.importFailedTitle)).toBeVisible();
  await expect(kept(page)).toHaveCount(1);

  const keep = page.getByRole('switch', { name: t.keepLabel });
  await keep.uncheck();
  await expect(page.getByText(t.keepOff)).toBeVisible();
  await finishReading(page, 'en', 'Is this one kept?');
  await openJournal(page, 'en');
  await expect(kept(page)).toHaveCount(1);
  await expect(page.getByRole('switch', { name: t.keepLabel })).not.toBeChecked();
  await page.getByRole('switch', { name: t.keepLabel }).check();

  await page.getByRole('button', { name: t.deleteAll }).click();
  await page.getByRole('button', { name: t.confirmDelete }).click();
  await expect(toastWith(page, t.allDeletedTitle)).toBeVisible();
  await expect(kept(page)).toHaveCount(0);
  await expect(entries(page)).toHaveCount(0);
});

test('an unreadable journal is set aside, never overwritten, and the reading still completes', async ({ page }) => {
  await page.goto(localizedPath('/my-readings', 'it'));
  await page.evaluate((key) => localStorage.setItem(key, '{"broken": true'), JOURNAL_KEY);
  await page.reload();
  await expect(page.getByRole('note')).toHaveText(catalogs.it.Journal.damaged);
  await finishReading(page, 'it', questions.it);
  // Kept just after the reading finishes (the journal's code loads then).
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), JOURNAL_BACKUP_KEY)).toBe('{"broken": true');
  await openJournal(page, 'it');
  await expect(kept(page)).toHaveCount(1);
});

test('a full storage: the reading is there, a message says it was not kept', async ({ page }) => {
  // Fill this origin's storage so the next write fails.
  await page.goto(localizedPath('/my-readings', 'es'));
  await page.evaluate(() => {
    let n = 0;
    for (let size = 1024 * 1024; size >= 16; size /= 2) {
      for (;;) {
        try {
          localStorage.setItem(`filler.${n++}`, 'x'.repeat(size));
        } catch {
          break;
        }
      }
    }
  });
  const written = await finishReading(page, 'es', questions.es);
  expect(written.length).toBeGreaterThan(100);
  await expect(toastWith(page, catalogs.es.Journal.notKeptTitle)).toBeVisible();
  await openJournal(page, 'es');
  await expect(kept(page)).toHaveCount(0);
});

test('My readings fills in from the browser without moving anything in view', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts = ((window as unknown as { shifts: number[] }).shifts = [] as number[]);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(localizedPath('/my-readings', 'es'));
  await page.evaluate((key) => {
    const entry = (id: string) => ({
      id,
      savedAt: '2026-11-24T10:00:00.000Z',
      locale: 'es',
      type: 'quick-insight',
      cards: ['the-sun'],
      text: '✨ Energía\nUn texto.',
      source: 'template',
    });
    localStorage.setItem(key, JSON.stringify(Object.fromEntries(['a1b2', 'c3d4', 'e5f6'].map((id) => [id, entry(id)]))));
  }, JOURNAL_KEY);
  await page.reload();
  await expect(kept(page)).toHaveCount(3);
  await page.waitForTimeout(500);
  const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
  expect(total).toBeLessThan(0.01);
});
