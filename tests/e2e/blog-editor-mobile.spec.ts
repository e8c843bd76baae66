import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { articlePath, localizedPath } from '../../lib/routes/paths';
import { catalogs, fill } from './helpers';

// The editor on a 390 × 844 phone (the mobile project's device, at that size), in each language.
test.use({ viewport: { width: 390, height: 844 } });

const editor = (page: Page) => page.locator('#article-content');

for (const locale of ['en', 'es', 'it'] as const) {
  const t = catalogs[locale];
  test(`on a phone in ${locale}: the toolbar fits and is tappable; write, format, reload mid-draft, save, edit, delete`, async ({
    page,
  }) => {
    await page.goto(localizedPath('/blog/new', locale));
    const toolbar = page.getByRole('toolbar', { name: t.BlogEditor.toolbarLabel });
    await expect(toolbar).toBeVisible();
    // Nothing sticks out sideways; every button is a 44 px target.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const box of await toolbar
      .getByRole('button')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.right).toBeLessThanOrEqual(390);
    }

    const title = { en: 'Phone notes', es: 'Notas del móvil', it: 'Appunti dal telefono' }[locale];
    const slug = { en: 'phone-notes', es: 'notas-del-movil', it: 'appunti-dal-telefono' }[locale];
    await page.getByLabel(t.BlogNew.titleLabel, { exact: true }).fill(title);
    await expect(page.getByLabel(t.BlogNew.idLabel)).toHaveValue(slug);
    await editor(page).tap();
    await page.keyboard.type('## Uno');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: t.BlogEditor.italic }).tap();
    await page.keyboard.type('dos');
    await expect(editor(page).locator('h2')).toHaveText('Uno');
    await expect(editor(page).locator('em')).toHaveText('dos');
    await expect(page.getByText(t.BlogEditor.draftKept)).toBeVisible();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: t.BlogEditor.draftRestore }).tap();
    await expect(editor(page).locator('em')).toHaveText('dos');
    await page.getByRole('button', { name: t.BlogNew.submit }).tap();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog', locale));

    await page.getByRole('link', { name: fill(t.Blog.editLabel, { title }) }).tap();
    await expect(page.getByLabel(t.BlogNew.titleLabel, { exact: true })).toHaveValue(title);
    await page.getByLabel(t.BlogNew.idLabel).fill(`${slug}-2`);
    await page.getByRole('button', { name: t.BlogEditor.saveChanges }).tap();
    await expect(page).toHaveURL((url) => url.pathname === articlePath(`${slug}-2`, locale));
    await page.goto(articlePath(slug, locale));
    await expect(page).toHaveURL((url) => url.pathname === articlePath(`${slug}-2`, locale));
    await expect(page.locator('.prose-tarot em')).toHaveText('dos');
    await page.getByRole('button', { name: t.Blog.deleteArticle }).tap();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog', locale));
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });
}
