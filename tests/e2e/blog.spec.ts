import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { builtinArticles } from '../../content/articles/index';
import { localDate } from '../../lib/blog/slug';
import { catalogs, toast } from './helpers';

const { en } = catalogs;
const visibleToast = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');
const KEY = '0123456789abcdef0123456789abcdef';

async function stored(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('blogArticles') ?? '{}') as Record<
        string,
        { title: string; description: string; featuredImage: string }
      >,
  );
}

async function withKey(page: Page, articles?: Record<string, unknown>) {
  await page.goto('/blog');
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem('blogApiKey', key as string);
      if (value) localStorage.setItem('blogArticles', JSON.stringify(value));
    },
    [KEY, articles ?? null] as const,
  );
}

test('the list shows the built-in articles as cards, without Delete', async ({ page }) => {
  await page.goto('/blog');
  for (const article of Object.values(builtinArticles.en)) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: article.title }) });
    await expect(card).toContainText(localDate(article.date, 'en'));
    await expect(card.getByRole('link', { name: `Read more: ${article.title}` })).toHaveAttribute('href', `/blog/${article.id}`);
    await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);
    expect(await card.locator('p.line-clamp-3').evaluate((node) => getComputedStyle(node).webkitLineClamp)).toBe('3');
  }
});

test("the articles lead; Create New Article and API Settings follow them as writers' tools", async ({ page }) => {
  await page.goto('/blog');
  const list = page.getByRole('main').getByRole('list');
  const create = page.getByRole('link', { name: en.Blog.createNew });
  const settings = page.getByRole('link', { name: en.Blog.apiSettings });
  await expect(create).toHaveAttribute('href', '/blog/new');
  await expect(settings).toHaveAttribute('href', '/blog/settings');
  for (const link of [create, settings]) {
    const after = await list.evaluate(
      (node, other) => !!(node.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await link.elementHandle(),
    );
    expect(after).toBe(true);
    expect((await link.boundingBox())!.y).toBeGreaterThan((await list.boundingBox())!.y + (await list.boundingBox())!.height);
  }
  // A reader's first link in the page is an article, not a writer's tool.
  await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', /^\/blog\/(free-love-tarot|tower-tarot-card)$/);
});

test('the grid leaves no empty column: as many to a row as there are cards, up to three, a short last row centred', async ({ page }) => {
  const rows = async () => {
    const list = (await page.getByRole('main').getByRole('list').boundingBox())!;
    const cards = await page
      .locator('li[data-article]')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    return { list, cards };
  };
  await page.setViewportSize({ width: 1280, height: 800 });
  await withKey(page);
  let { list, cards } = await rows();
  expect(cards).toHaveLength(2);
  expect(cards[0]!.top).toBe(cards[1]!.top);
  expect(cards[0]!.left).toBeCloseTo(list.x, 0);
  expect(cards[1]!.right).toBeCloseTo(list.x + list.width, 0);

  const mine = (n: number) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [
        `mine-${i}`,
        { id: `mine-${i}`, title: `Mine ${i}`, description: 'd', date: 'May 1, 2025', featuredImage: '', content: 'c' },
      ]),
    );
  await withKey(page, mine(2));
  await page.reload();
  await expect(page.locator('li[data-article]')).toHaveCount(4);
  ({ list, cards } = await rows());
  expect(new Set(cards.slice(0, 3).map((card) => card.top)).size).toBe(1);
  expect(cards[2]!.right).toBeCloseTo(list.x + list.width, 0);
  expect(cards[3]!.top).toBeGreaterThan(cards[0]!.bottom);
  expect(cards[3]!.left + cards[3]!.width / 2).toBeCloseTo(list.x + list.width / 2, 0);

  await page.setViewportSize({ width: 390, height: 844 });
  ({ list, cards } = await rows());
  for (const card of cards) expect(card.width).toBeCloseTo(list.width, 0);
});

test('create, list, open and delete an article', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: en.Blog.createNew }).click();
  await page.getByLabel(en.BlogNew.idLabel).fill('My Moon Diary');
  await expect(page.getByText('The address of the article: /blog/my-moon-diary')).toBeVisible();
  await page.getByLabel(en.BlogNew.titleLabel).fill('My Moon Diary');
  await page.getByLabel(en.BlogNew.contentLabel).fill('First paragraph.\n\nSecond paragraph.');
  await page.getByRole('button', { name: en.BlogNew.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  await expect(toast(page).filter({ hasText: 'Article published!' })).toBeAttached();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'My Moon Diary' }) });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Read more: My Moon Diary' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog/my-moon-diary');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Moon Diary');
  await expect(page.locator('.prose-tarot p')).toHaveText(['First paragraph.', 'Second paragraph.']);
  await page.getByRole('button', { name: en.Blog.deleteArticle }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  await expect(visibleToast(page)).toContainText('Article Deleted');
  await expect(page.getByRole('heading', { name: 'My Moon Diary' })).toHaveCount(0);
});

test('the list deletes from its card and follows another tab', async ({ page, context }) => {
  await withKey(page, { keep: { id: 'keep', title: 'Keep me', description: 'd', date: 'May 1, 2025', featuredImage: '', content: 'c' } });
  await page.reload();
  const other = await context.newPage();
  await other.goto('/blog');
  await other.getByRole('button', { name: 'Delete “Keep me”' }).click();
  await expect(other.getByRole('heading', { name: 'Keep me' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Keep me' })).toHaveCount(0);
});

test('an unknown article id goes back to the list; a built-in renders on the server', async ({ page, request }) => {
  await page.goto('/blog/never-written');
  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  const html = await (await request.get('/blog/tower-tarot-card')).text();
  expect(html).toContain(builtinArticles.en['tower-tarot-card'].title);
  expect(html).toContain('<h2');
});

test('settings: generate, save, copy the endpoint, read the tabs', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/blog/settings');
  await page.getByRole('button', { name: en.BlogSettings.save }).click();
  await expect(toast(page)).toContainText('Please generate an API key first');
  await page.getByRole('button', { name: en.BlogSettings.generate }).click();
  const key = await page.getByLabel(en.BlogSettings.keyLabel).inputValue();
  expect(key).toMatch(/^[0-9a-f]{32}$/);
  await page.getByRole('button', { name: en.BlogSettings.save }).click();
  await expect(visibleToast(page)).toContainText('API Key Saved');
  expect(await page.evaluate(() => localStorage.getItem('blogApiKey'))).toBe(key);
  const endpoint = `${new URL(page.url()).origin}/api/blog/publish?apiKey=${key}`;
  await expect(page.getByLabel(en.BlogSettings.endpointLabel)).toHaveValue(endpoint);
  await page.getByRole('button', { name: en.BlogSettings.copy }).click();
  await expect(visibleToast(page)).toContainText('URL Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(endpoint);
  await page.getByRole('tab', { name: 'Delete Post' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('"method": "DELETE"');
  await page.getByRole('tab', { name: 'Publish Post' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('"title": "My First Post"');
});

test('settings: a typed key shorter than 16 characters is refused, and an old short key is explained', async ({ page }) => {
  await page.goto('/blog/settings');
  await expect(page.getByText(en.BlogSettings.keyRule)).toBeVisible();
  await page.getByLabel(en.BlogSettings.keyLabel).fill('1234');
  await page.getByRole('button', { name: en.BlogSettings.save }).click();
  await expect(visibleToast(page)).toContainText(en.BlogSettings.keyTooShort);
  expect(await page.evaluate(() => localStorage.getItem('blogApiKey'))).toBeNull();
  await page.getByLabel(en.BlogSettings.keyLabel).fill('my own long enough key');
  await page.getByRole('button', { name: en.BlogSettings.save }).click();
  await expect(visibleToast(page)).toContainText('API Key Saved');
  expect(await page.evaluate(() => localStorage.getItem('blogApiKey'))).toBe('my own long enough key');

  // A key saved before the rule opens nothing, and the page says why.
  await page.evaluate(() => localStorage.setItem('blogApiKey', 'test'));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: en.BlogSettings.savedKeyTooShort })).toBeVisible();
  await expect(page.getByLabel(en.BlogSettings.endpointLabel)).toHaveValue('');
  await page.goto('/api/blog/publish?apiKey=test');
  await expect(toast(page)).toContainText('Invalid or missing API key');
});

test.describe('the publish URL', () => {
  test('refuses a wrong key', async ({ page }) => {
    await withKey(page);
    await page.goto('/api/blog/publish?apiKey=wrong');
    await expect(page).toHaveURL((url) => url.pathname === '/blog');
    await expect(toast(page)).toContainText('Invalid or missing API key');
  });

  test('publishes the request waiting on the window, with defaults', async ({ page }) => {
    await withKey(page);
    await page.addInitScript(() => {
      (window as Window & { blogApiRequest?: unknown }).blogApiRequest = {
        id: 'From Tool',
        title: 'From a tool',
        content: 'Made by automation.',
      };
    });
    await page.goto(`/api/blog/publish?apiKey=${KEY}`);
    await expect(page).toHaveURL((url) => url.pathname === '/blog');
    await expect(toast(page).filter({ hasText: 'Success' })).toContainText('Blog post "From a tool" published successfully');
    expect((await stored(page))['from-tool']).toMatchObject({ title: 'From a tool', description: 'From a tool', featuredImage: '' });
    expect(await page.evaluate(() => (window as Window & { blogApiRequest?: unknown }).blogApiRequest)).toBeUndefined();
  });

  const cases = [
    ['deletes a stored article', { method: 'DELETE', id: 'old' }, 'Blog post deleted successfully'],
    ['refuses missing fields', { id: 'x', title: 'No content' }, 'Missing required fields: id, title, and content are required'],
    ['refuses to delete a built-in', { method: 'DELETE', id: 'free-love-tarot' }, 'Cannot delete predefined blog posts'],
    ['reports an unknown id', { method: 'DELETE', id: 'nope' }, 'Blog post not found'],
    ['refuses a delete without id', { method: 'DELETE' }, 'Missing post ID'],
  ] as const;
  for (const [name, request, message] of cases) {
    test(`by postMessage: ${name}`, async ({ page }) => {
      await withKey(page, { old: { id: 'old', title: 'Old', description: 'd', date: 'May 1, 2025', featuredImage: '', content: 'c' } });
      await page.goto(`/api/blog/publish?apiKey=${KEY}`);
      await expect(toast(page)).toContainText('API Endpoint Ready');
      await page.evaluate((data) => window.postMessage(data, '*'), request);
      await expect(page).toHaveURL((url) => url.pathname === '/blog');
      await expect(visibleToast(page)).toContainText(message);
    });
  }

  test('waits 3 s for a message, then goes back to the blog', async ({ page }) => {
    await withKey(page);
    await page.goto(`/api/blog/publish?apiKey=${KEY}`);
    const started = Date.now();
    await expect(toast(page)).toContainText('Send a POST request with blog data to publish or a DELETE request to delete');
    await expect(page).toHaveURL((url) => url.pathname === '/blog', { timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThan(2000);
  });

  test('any exception ends in API Error, back on the blog', async ({ page }) => {
    await page.addInitScript(() => {
      if (location.pathname === '/api/blog/publish') {
        Storage.prototype.getItem = () => {
          throw new Error('storage is broken');
        };
      }
    });
    await page.goto(`/api/blog/publish?apiKey=${KEY}`);
    await expect(page).toHaveURL((url) => url.pathname === '/blog');
    await expect(toast(page).filter({ hasText: 'API Error' }).first()).toContainText('Failed to process the request');
  });

  test('answers a POST with 400, 403, 413 or 501, and other methods with 405', async ({ request }) => {
    const bad = await request.post('/api/blog/publish', { data: { id: 'a' } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toBe('Missing required fields: id, title, and content are required');
    expect((await request.post('/api/blog/publish', { data: { method: 'DELETE' } })).status()).toBe(400);
    expect((await request.post('/api/blog/publish', { data: '{nope', headers: { 'content-type': 'application/json' } })).status()).toBe(
      400,
    );
    expect((await request.post('/api/blog/publish', { data: { method: 'DELETE', id: 'tower-tarot-card' } })).status()).toBe(403);
    expect((await request.post('/api/blog/publish', { data: { id: 'a', title: 'T', content: 'x'.repeat(600_000) } })).status()).toBe(413);
    const ok = await request.post('/api/blog/publish', { data: { id: 'a', title: 'T', content: 'C' } });
    expect(ok.status()).toBe(501);
    expect((await ok.json()).message).toContain('window.blogApiRequest');
    const put = await request.put('/api/blog/publish', { data: {} });
    expect(put.status()).toBe(405);
    expect(put.headers().allow).toBe('GET, HEAD, POST');
  });
});

test.describe('stored data and hostile HTML', () => {
  test.use({ refusedHandlers: true });
  // Three ways in and three article pages per payload: slow on a loaded 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  const payloads = [
    '<script>window.pwned = 1</script><p>safe text</p>',
    '<img src="x" onerror="window.pwned = 1"><p>safe text</p>',
    '<svg onload="window.pwned = 1"><circle r="5"/></svg><p>safe text</p>',
    '<a href="javascript:window.pwned = 1">click</a><p>safe text</p>',
    '<iframe src="javascript:window.pwned = 1"></iframe><p>safe text</p>',
    '<form action="javascript:1"><input autofocus onfocus="window.pwned = 1"></form><p>safe text</p>',
    '<p style="background:url(javascript:1)" onclick="window.pwned = 1">safe text</p>',
  ];

  for (const [index, content] of payloads.entries()) {
    test(`payload ${index + 1} runs nothing, by form, window data and message`, async ({ page }) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await withKey(page);
      // The form.
      await page.goto('/blog/new');
      await page.getByLabel(en.BlogNew.idLabel).fill('form-post');
      await page.getByLabel(en.BlogNew.titleLabel).fill('<img src=x onerror=alert(1)>');
      // The editor takes HTML as a paste from another program would give it (typed, it is text).
      await page.getByLabel(en.BlogNew.contentLabel).evaluate((node, html) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        node.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, content);
      await page.getByRole('button', { name: en.BlogNew.submit }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/blog');
      // Window data and a message.
      await page.addInitScript((html) => {
        if (location.pathname === '/api/blog/publish' && location.search.includes('window')) {
          (window as Window & { blogApiRequest?: unknown }).blogApiRequest = { id: 'window-post', title: 'W', content: html };
        }
      }, content);
      await page.goto(`/api/blog/publish?apiKey=${KEY}&via=window`);
      await expect(page).toHaveURL((url) => url.pathname === '/blog');
      await page.goto(`/api/blog/publish?apiKey=${KEY}`);
      // The page listens once it says so; a message posted before that is not for it (the publish protocol).
      await expect(toast(page)).toContainText('API Endpoint Ready');
      await page.evaluate((html) => window.postMessage({ id: 'message-post', title: 'M', content: html }, '*'), content);
      await expect(page).toHaveURL((url) => url.pathname === '/blog');
      for (const id of ['form-post', 'window-post', 'message-post']) {
        await page.goto(`/blog/${id}`);
        await expect(page.locator('.prose-tarot')).toContainText('safe text');
        const body = await page.locator('.prose-tarot').innerHTML();
        expect(body).not.toMatch(/<script|<iframe|<form|<input|\son\w+=|javascript:|style=/i);
        expect(await page.evaluate(() => (window as Window & { pwned?: number }).pwned)).toBeUndefined();
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('M');
      expect(dialogs).toBe(0);
    });
  }

  test('a featured image that is not a web address never reaches the markup, by form, window data and message', async ({ page }) => {
    const image = "javascript:alert('xss-featured')";
    await withKey(page);
    await page.goto('/blog/new');
    await page.getByLabel(en.BlogNew.idLabel).fill('form-image');
    await page.getByLabel(en.BlogNew.titleLabel).fill('Form image');
    await page.getByLabel(en.BlogNew.imageLabel).fill(image);
    await page.getByLabel(en.BlogNew.contentLabel).fill('Body');
    await page.getByRole('button', { name: en.BlogNew.submit }).click();
    await expect(visibleToast(page)).toContainText(en.BlogApi.invalidImage);
    await expect(page).toHaveURL((url) => url.pathname === '/blog/new');

    await page.addInitScript((featuredImage) => {
      if (location.search.includes('window')) {
        (window as Window & { blogApiRequest?: unknown }).blogApiRequest = { id: 'window-image', title: 'W', content: 'c', featuredImage };
      }
    }, image);
    await page.goto(`/api/blog/publish?apiKey=${KEY}&via=window`);
    await expect(visibleToast(page)).toContainText(en.BlogApi.invalidImage);
    await expect(page).toHaveURL((url) => url.pathname === '/blog');
    await page.goto(`/api/blog/publish?apiKey=${KEY}`);
    await expect(toast(page)).toContainText('API Endpoint Ready');
    await page.evaluate(
      (featuredImage) => window.postMessage({ id: 'message-image', title: 'M', content: 'c', featuredImage }, '*'),
      image,
    );
    await expect(visibleToast(page)).toContainText(en.BlogApi.invalidImage);
    expect(Object.keys(await stored(page))).toEqual([]);

    // A value planted in storage by hand is set aside, not rendered.
    await page.evaluate((featuredImage) => {
      const article = { id: 'planted', title: 'Planted', description: 'd', date: 'May 1, 2025', featuredImage, content: 'c' };
      localStorage.setItem('blogArticles', JSON.stringify({ planted: article }));
    }, image);
    await page.goto('/blog');
    await expect(page.getByRole('note')).toHaveText(en.Blog.damaged);
    expect(await page.locator('img[src^="javascript:"]').count()).toBe(0);
  });

  test('corrupted blogArticles never breaks the blog and is kept aside before a write', async ({ page }) => {
    await page.goto('/blog');
    const raw = '{"broken": tru';
    await page.evaluate((value) => localStorage.setItem('blogArticles', value), raw);
    await page.reload();
    await expect(page.getByRole('note')).toContainText('could not be read');
    await expect(page.getByRole('heading', { name: builtinArticles.en['free-love-tarot'].title })).toBeVisible();
    await page.goto('/blog/new');
    await page.getByLabel(en.BlogNew.idLabel).fill('after');
    await page.getByLabel(en.BlogNew.titleLabel).fill('After');
    await page.getByLabel(en.BlogNew.contentLabel).fill('Text');
    await page.getByRole('button', { name: en.BlogNew.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog');
    expect(await page.evaluate(() => localStorage.getItem('blogArticles.backup'))).toBe(raw);
    await expect(page.getByRole('heading', { name: 'After' })).toBeVisible();
  });
});

test.describe("the 'What Is He Thinking?' mini reading", () => {
  const fake = 'The cards speak softly tonight.';

  async function play(page: Page) {
    await page.goto('/blog/free-love-tarot');
    const section = page.getByRole('region', { name: 'What Is He Thinking?' });
    await section.getByRole('button', { name: 'Shuffle Deck' }).click();
    const positions = ['Current Thoughts', 'Hidden Feelings', 'Future Intentions', 'Advice'];
    for (const [index, position] of positions.entries()) {
      await expect(section.getByRole('status')).toHaveText(`Select card ${index + 1} of 4: ${position}`);
      await section.getByRole('button', { name: `Face-down card ${index * 2 + 1}`, exact: true }).press('Enter');
    }
    return section;
  }

  test('the four slots line up however their labels wrap, and the reading has no empty band above it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const section = await play(page);
    await expect(section.getByText(fake)).toBeVisible();
    const tops = () =>
      section.locator('.card-flip').evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)));
    expect(new Set(await tops()).size).toBe(1);
    await page.setViewportSize({ width: 390, height: 844 });
    const [first, second, third, fourth] = await tops();
    expect([first, third]).toEqual([second, fourth]);
    const heading = section.getByRole('heading', { name: en.MiniLove.combinedTitle });
    const gap = await heading.evaluate((node) => node.getBoundingClientRect().top - node.parentElement!.getBoundingClientRect().top);
    expect(gap).toBeLessThanOrEqual(32);
  });

  test('four picks, per-card texts, then the combined AI reading, and New Reading', async ({ page }) => {
    const section = await play(page);
    await expect(section.locator('.card-flip[data-face-up="true"]')).toHaveCount(4);
    await expect(section.getByText(fake)).toBeVisible();
    await section.getByRole('button', { name: 'New Reading' }).click();
    await expect(section.getByRole('button', { name: 'Shuffle Deck' })).toBeVisible();
    await expect(section.locator('.card-flip')).toHaveCount(0);
  });

  test('reads the four cards in the browser when the interpretation cannot be had', async ({ page }) => {
    await page.route('**/api/reading', (route) => route.fulfill({ status: 503, body: '' }));
    const section = await play(page);
    // A combined interpretation of these four cards, not the fixed failure sentence (kept for when even that fails).
    await expect(section.getByText(en.MiniLove.combined.start, { exact: false })).toBeVisible();
    await expect(section.getByText(en.MiniLove.fallback)).toHaveCount(0);
  });
});
