import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { articleEditPath, articlePath, localizedPath } from '../../lib/routes/paths';
import { catalogs, fill, toast } from './helpers';
import { firstLoadScripts } from '../tools/first-load.mjs';

const { en } = catalogs;
const visibleToast = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');
const editor = (page: Page) => page.locator('#article-content');
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('blogArticles') ?? '{}') as Record<string, { title: string; content: string }>);

const article = (id: string, extra: Record<string, string> = {}) => ({
  id,
  title: `Title of ${id}`,
  description: 'Written before the editor',
  date: 'May 1, 2025',
  featuredImage: '',
  content: 'First paragraph.\n\nSecond paragraph.',
  ...extra,
});

async function seed(page: Page, articles: Record<string, unknown>) {
  await page.goto('/blog');
  await page.evaluate((value) => localStorage.setItem('blogArticles', JSON.stringify(value)), articles);
}

/** Sends `html` to the editor as a paste from another program would. */
async function paste(page: Page, html: string, text = '') {
  await editor(page).focus();
  await editor(page).evaluate(
    (node, [html, text]) => {
      const data = new DataTransfer();
      data.setData('text/html', html!);
      data.setData('text/plain', text!);
      node.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [html, text],
  );
}

test('typed with the keyboard: Markdown shortcuts and the toolbar format; the slug follows the title; the page shows it all', async ({
  page,
}) => {
  // A long walk through the editor, every step a keystroke: room on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/blog/new');
  await page.getByLabel(en.BlogNew.titleLabel).fill('My Keyboard Article');
  await expect(page.getByLabel(en.BlogNew.idLabel)).toHaveValue('my-keyboard-article');
  await expect(page.getByText(/The address of the article: \/blog\/my-keyboard-article/)).toBeVisible();
  await page.getByLabel(en.BlogNew.descriptionLabel).fill('Short one');
  await expect(page.locator('#article-description-meter')).toHaveText(
    `${fill(en.BlogEditor.descriptionCount, { count: 9 })} ${en.BlogEditor.descriptionShort}`,
  );

  await editor(page).click();
  await page.keyboard.type('## A heading');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Some **bold** and *slanted* words.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- one');
  await page.keyboard.press('Enter');
  await page.keyboard.type('two');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('A wise line');
  // To the toolbar by keyboard: one tab stop, arrows between its buttons.
  await page.keyboard.press('Shift+Tab');
  const toolbar = page.getByRole('toolbar', { name: en.BlogEditor.toolbarLabel });
  await expect(toolbar.getByRole('button', { name: en.BlogEditor.paragraph })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: en.BlogEditor.redo })).toBeFocused();
  await page.keyboard.press('Home');
  for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
  const quote = toolbar.getByRole('button', { name: en.BlogEditor.quote });
  await expect(quote).toBeFocused();
  await expect(quote).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(quote).toHaveAttribute('aria-pressed', 'true');
  // Bold by the toolbar too, on a word typed next.
  await page.keyboard.press('End');
  await editor(page).press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: en.BlogEditor.bold }).click();
  await expect(toolbar.getByRole('button', { name: en.BlogEditor.bold })).toHaveAttribute('aria-pressed', 'true');
  // The button hands the caret back to the text: typing before it has would go to the button.
  await expect(editor(page)).toBeFocused();
  await page.keyboard.type('Loud');
  await toolbar.getByRole('button', { name: en.BlogEditor.divider }).click();

  const html = await editor(page).innerHTML();
  expect(html).toContain('<h2>A heading</h2>');
  expect(html).toContain('<strong>bold</strong>');
  expect(html).toContain('<em>slanted</em>');
  expect(html).toMatch(/<ul><li><p>one<\/p><\/li><li><p>two<\/p><\/li><\/ul>/);
  expect(html).toMatch(/<blockquote><p>A wise line<\/p><\/blockquote>/);
  expect(html).toContain('<strong>Loud</strong>');
  expect(html).toContain('<hr');

  // A link through its panel, on a word selected by keyboard: labelled, checked against the allowlist.
  await page.keyboard.press('Enter');
  await page.keyboard.type('moon');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: en.BlogEditor.link }).click();
  await page.getByLabel(en.BlogEditor.linkUrlLabel).fill('javascript:alert(1)');
  await page.getByLabel(en.BlogEditor.linkUrlLabel).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: en.BlogEditor.linkInvalid })).toBeVisible();
  await page.getByLabel(en.BlogEditor.linkUrlLabel).fill('https://example.com/moon');
  await page.getByLabel(en.BlogEditor.linkUrlLabel).press('Enter');
  await expect(editor(page).locator('a[href="https://example.com/moon"]')).toHaveText('moon');

  await page.getByRole('button', { name: en.BlogNew.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  await page.goto('/blog/my-keyboard-article');
  const body = page.locator('.prose-tarot');
  await expect(body.getByRole('heading', { level: 2 })).toHaveText('A heading');
  await expect(body.locator('strong').first()).toHaveText('bold');
  await expect(body.locator('blockquote')).toHaveText('A wise line');
  await expect(body.locator('li')).toHaveText(['one', 'two']);
  await expect(body.locator('a')).toHaveAttribute('rel', 'noopener noreferrer nofollow');
});

test.describe('hostile paste', () => {
  test.use({ refusedHandlers: true });

  test('nothing runs and nothing leaks into the page; Google Docs formatting is kept', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await page.goto('/blog/new');
    await page.getByLabel(en.BlogNew.titleLabel).fill('Pasted');
    const hostile = [
      '<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-weight:700">Docs bold</span></p></b>',
      '<script>window.pwned = 1</script>',
      '<img src="x" onerror="window.pwned = 1">',
      '<svg onload="window.pwned = 1"><circle r="5"/></svg>',
      '<a href="javascript:window.pwned = 1">click</a>',
      '<iframe src="javascript:window.pwned = 1"></iframe>',
      '<form action="javascript:1"><input autofocus onfocus="window.pwned = 1"></form>',
      '<p style="background:url(javascript:1)" onclick="window.pwned = 1">safe text</p>',
      '<style>body { display: none }</style><link rel="stylesheet" href="https://evil.example/x.css">',
    ].join('');
    await paste(page, hostile, 'Docs bold safe text');
    await expect(editor(page)).toContainText('safe text');
    await expect(editor(page).locator('strong')).toHaveText('Docs bold');
    const html = await editor(page).innerHTML();
    expect(html).not.toMatch(/<script|<iframe|<form|<input|<svg|<style|<link|\son\w+=|javascript:|style=/i);
    expect(await page.locator('body').isVisible()).toBe(true);
    await page.getByRole('button', { name: en.BlogNew.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog');
    expect((await stored(page)).pasted!.content).not.toMatch(/script|onerror|onload|javascript:|style=/i);
    await page.goto('/blog/pasted');
    await expect(page.locator('.prose-tarot')).toContainText('safe text');
    expect(await page.locator('.prose-tarot').innerHTML()).not.toMatch(/<script|<iframe|<form|<input|\son\w+=|javascript:|style=/i);
    expect(await page.evaluate(() => (window as Window & { pwned?: number }).pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
  });
});

test('a draft is kept while typing and offered back after a reload; leaving asks first', async ({ page }) => {
  await page.goto('/blog/new');
  await page.getByLabel(en.BlogNew.titleLabel).fill('Half written');
  await editor(page).click();
  await page.keyboard.type('Words I must not lose');
  await expect(page.getByText(en.BlogEditor.draftKept)).toBeVisible();

  // A link inside the site asks; staying keeps everything.
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: en.BlogArticle.back }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog/new');
  expect(questions).toEqual([en.BlogEditor.leaveConfirm]);

  // Reloading asks the browser's own question; the draft is there after it.
  page.once('dialog', (dialog) => {
    questions.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(questions[1]).toBe('beforeunload');
  await expect(page.getByText(/A draft you were writing/)).toBeVisible();
  await expect(page.getByLabel(en.BlogNew.titleLabel)).toHaveValue('');
  await page.getByRole('button', { name: en.BlogEditor.draftRestore }).click();
  await expect(page.getByLabel(en.BlogNew.titleLabel)).toHaveValue('Half written');
  await expect(page.getByLabel(en.BlogNew.idLabel)).toHaveValue('half-written');
  await expect(editor(page)).toHaveText('Words I must not lose');
  await page.getByRole('button', { name: en.BlogNew.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  // Saved: the draft is gone, and nothing is offered again.
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('blogDraft') ?? '{}') as object)).toEqual({});
  await page.goto('/blog/new');
  await expect(page.getByLabel(en.BlogNew.titleLabel)).toBeVisible();
  await expect(page.getByRole('button', { name: en.BlogEditor.draftRestore })).toHaveCount(0);
});

test('edit from the list, change the slug: the old address leads to the new one; then delete', async ({ page }) => {
  await seed(page, { 'old-moon': article('old-moon') });
  await page.reload();
  await page.getByRole('link', { name: fill(en.Blog.editLabel, { title: 'Title of old-moon' }) }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog/new' && url.search === '?edit=old-moon');
  await expect(page.getByRole('heading', { name: fill(en.BlogEditor.editing, { title: 'Title of old-moon' }) })).toBeVisible();
  await expect(page.getByLabel(en.BlogNew.titleLabel)).toHaveValue('Title of old-moon');
  // Plain text written before the editor opens as its paragraphs.
  await expect(editor(page).locator('p')).toHaveText(['First paragraph.', 'Second paragraph.']);
  // An edited article keeps its slug when its title changes, until the slug is changed by hand.
  await page.getByLabel(en.BlogNew.titleLabel).fill('The New Moon');
  await expect(page.getByLabel(en.BlogNew.idLabel)).toHaveValue('old-moon');
  await page.getByLabel(en.BlogNew.idLabel).fill('new-moon');
  await editor(page).locator('p').last().click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Edited.');
  await page.getByRole('button', { name: en.BlogEditor.saveChanges }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog/new-moon');
  await expect(visibleToast(page)).toContainText(en.BlogEditor.savedTitle);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The New Moon');
  await expect(page.locator('.prose-tarot p')).toHaveText(['First paragraph.', 'Second paragraph. Edited.']);
  expect(Object.keys(await stored(page))).toEqual(['new-moon']);

  await page.goto('/blog/old-moon');
  await expect(page).toHaveURL((url) => url.pathname === '/blog/new-moon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The New Moon');

  // Edit again from the article's page, then delete it.
  await page.getByRole('link', { name: en.Blog.editArticle }).click();
  await expect(page).toHaveURL((url) => url.search === '?edit=new-moon');
  await expect(page.getByLabel(en.BlogNew.idLabel)).toHaveValue('new-moon');
  await page.goto('/blog/new-moon');
  await page.getByRole('button', { name: en.Blog.deleteArticle }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  await expect(page.getByRole('heading', { name: 'The New Moon' })).toHaveCount(0);
  // Deleted: its old address leads to the list, not to a ghost.
  await page.goto('/blog/old-moon');
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
});

test("another article's slug is refused, not overwritten", async ({ page }) => {
  await seed(page, { taken: article('taken'), mine: article('mine') });
  await page.goto(articleEditPath('mine', 'en'));
  await page.getByLabel(en.BlogNew.idLabel).fill('taken');
  await page.getByRole('button', { name: en.BlogEditor.saveChanges }).click();
  await expect(visibleToast(page)).toContainText(en.BlogEditor.slugTaken);
  expect((await stored(page)).taken!.title).toBe('Title of taken');
});

test('a failed save keeps the content in the editor and the draft', async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'blogArticles') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto('/blog/new');
  await page.getByLabel(en.BlogNew.titleLabel).fill('Too big');
  await editor(page).click();
  await page.keyboard.type('Every word stays.');
  await page.getByRole('button', { name: en.BlogNew.submit }).click();
  await expect(visibleToast(page)).toContainText(en.BlogEditor.failedDescription);
  await expect(page).toHaveURL((url) => url.pathname === '/blog/new');
  await expect(editor(page)).toHaveText('Every word stays.');
  await expect(page.getByLabel(en.BlogNew.titleLabel)).toHaveValue('Too big');
  await expect(page.getByRole('button', { name: en.BlogNew.submit })).toBeEnabled();
  await expect(page.getByText(en.BlogEditor.draftKept)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('blogDraft'))).toContain('Every word stays.');
});

test('a stored article that no longer parses opens as plain text, untouched until saved, then backed up', async ({ page }) => {
  const raw = JSON.stringify({ broken: { id: 'broken', title: 'Broken one', content: '<b>Old</b> words', featuredImage: 'javascript:1' } });
  await page.goto('/blog');
  await page.evaluate((value) => localStorage.setItem('blogArticles', value), raw);
  await page.goto('/blog/broken');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Broken one');
  await expect(page.getByRole('note')).toHaveText(en.Blog.unreadable);
  // As text: the tags are shown, not applied.
  await expect(page.getByText('<b>Old</b> words')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('blogArticles'))).toBe(raw);
  await page.getByRole('link', { name: en.Blog.editArticle }).click();
  await expect(page.getByRole('note')).toHaveText(en.BlogEditor.unreadable);
  await expect(editor(page)).toHaveText('<b>Old</b> words');
  expect(await page.evaluate(() => localStorage.getItem('blogArticles'))).toBe(raw);
  await page.getByRole('button', { name: en.BlogEditor.saveChanges }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog/broken');
  expect(await page.evaluate(() => localStorage.getItem('blogArticles.backup'))).toBe(raw);
  await expect(page.locator('.prose-tarot')).toHaveText('<b>Old</b> words');
});

test('the featured image shows a preview or says why not; the description its length; the preview the page', async ({ page }) => {
  await page.goto('/blog/new');
  const image = page.getByLabel(en.BlogNew.imageLabel);
  await image.fill('javascript:alert(1)');
  await expect(page.locator('#article-image-status')).toHaveText(en.BlogEditor.imageUnsafe);
  await image.fill('/blog/no-such-image.png');
  await expect(page.locator('#article-image-status')).toHaveText(en.BlogEditor.imageFailed);
  await image.fill('/blog/tower-tarot-card.svg');
  const shown = page.getByRole('img', { name: en.BlogEditor.imagePreviewAlt });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('#article-image-status')).toHaveCount(0);

  const description = page.getByLabel(en.BlogNew.descriptionLabel);
  await description.fill('x'.repeat(158));
  await expect(page.locator('#article-description-meter')).toHaveAttribute('data-fit', 'good');
  await description.fill('x'.repeat(170));
  await expect(page.locator('#article-description-meter')).toContainText(en.BlogEditor.descriptionLong);
  await expect(page.locator('#article-description-meter')).toContainText('170');

  await page.getByLabel(en.BlogNew.titleLabel).fill('Seen before');
  await editor(page).click();
  await page.keyboard.type('## Inside');
  const previewButton = page.getByRole('button', { name: en.BlogEditor.preview });
  await previewButton.click();
  await expect(previewButton).toHaveAttribute('aria-pressed', 'true');
  const preview = page.getByRole('region', { name: en.BlogEditor.previewLabel });
  await expect(preview.getByRole('heading', { name: 'Seen before' })).toBeVisible();
  await expect(preview.locator('.prose-tarot h2')).toHaveText('Inside');
  await expect(page.getByLabel(en.BlogNew.titleLabel)).toBeHidden();
  await previewButton.click();
  await expect(page.getByLabel(en.BlogNew.titleLabel)).toBeVisible();
});

test('axe finds nothing on the editor, its panels and its draft offer', async ({ page }) => {
  await page.goto('/blog/new');
  await editor(page).click();
  await page.keyboard.type('Text');
  await page.getByRole('button', { name: en.BlogEditor.image }).click();
  await expect(page.getByLabel(en.BlogEditor.imageAltLabel)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await expect(page.getByText(en.BlogEditor.draftKept)).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('button', { name: en.BlogEditor.draftRestore })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

for (const locale of ['es', 'it'] as const) {
  const t = catalogs[locale];
  test(`in ${locale}: the editor speaks ${locale}, refuses in ${locale}, saves, edits and deletes`, async ({ page }) => {
    const title = locale === 'es' ? 'Señales del corazón' : 'Perché la Luna';
    const slug = locale === 'es' ? 'senales-del-corazon' : 'perche-la-luna';
    await page.goto(localizedPath('/blog/new', locale));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('toolbar', { name: t.BlogEditor.toolbarLabel })).toBeVisible();
    await page.getByLabel(t.BlogNew.titleLabel, { exact: true }).fill(title);
    await expect(page.getByLabel(t.BlogNew.idLabel)).toHaveValue(slug);
    await editor(page).click();
    await page.keyboard.type('- primo');
    // The address of one of the blog's own pages is refused, in the editor's language.
    await page.getByLabel(t.BlogNew.idLabel).fill(locale === 'es' ? 'nuevo' : 'nuovo');
    await page.getByRole('button', { name: t.BlogNew.submit }).click();
    await expect(visibleToast(page)).toContainText(t.BlogApi.reservedId);
    await expect(editor(page).locator('li')).toHaveText('primo');
    await page.getByLabel(t.BlogNew.idLabel).fill(slug);
    await page.getByRole('button', { name: t.BlogNew.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog', locale));
    await expect(toast(page).filter({ hasText: t.BlogNew.publishedTitle })).toBeAttached();
    await page.getByRole('link', { name: fill(t.Blog.editLabel, { title }) }).click();
    await expect(page.getByRole('heading', { name: fill(t.BlogEditor.editing, { title }) })).toBeVisible();
    await editor(page).locator('li').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' bis');
    await page.getByRole('button', { name: t.BlogEditor.saveChanges }).click();
    await expect(page).toHaveURL((url) => url.pathname === articlePath(slug, locale));
    await expect(page.locator('.prose-tarot li')).toHaveText('primo bis');
    await page.getByRole('button', { name: t.Blog.deleteArticle }).click();
    await expect(page).toHaveURL((url) => url.pathname === localizedPath('/blog', locale));
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  });
}

test('the rich-text editor is not part of any page’s first load; the editing page fetches it after', async ({ page, baseURL }) => {
  for (const route of ['/blog/new', '/es/blog/nuevo', '/blog', '/blog/tower-tarot-card', '/']) {
    const scripts = await firstLoadScripts(baseURL!, route);
    expect(
      scripts.some((script) => script.toString().includes('ProseMirror')),
      route,
    ).toBe(false);
  }
  const later: string[] = [];
  page.on('response', async (response) => {
    if (!/\/_next\/static\/chunks\/.*\.js$/.test(response.url())) return;
    // (A body still being read when the test ends is none of the editor's: its chunk was counted before.)
    const body = await response.text().catch(() => '');
    if (body.includes('ProseMirror')) later.push(response.url());
  });
  await page.goto('/blog/new');
  await expect(editor(page)).toBeVisible();
  // (Each response's body is read after it arrives: the count settles a moment after the editor shows.)
  await expect.poll(() => later.length).toBe(1);
});
