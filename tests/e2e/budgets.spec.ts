import { expect, test } from './fixtures';
import { homes, readAtHome } from './helpers';
import { firstLoadJs, inlineBudgets, inlineScriptKb, jsBudgets, pageKb, shownInlineBudget } from '../tools/first-load.mjs';

// The first-load JS budgets `npm run bench` reports, enforced on every run: a page that starts
// shipping more code than its budget fails here, not months later in a benchmark.
test('every measured page stays within its first-load JS budget', async ({ baseURL }) => {
  const over: string[] = [];
  for (const [route, budget] of Object.entries(jsBudgets)) {
    const { kb } = await firstLoadJs(baseURL!, route);
    if (kb > budget) over.push(`${route}: ${kb.toFixed(1)} KB > ${budget} KB`);
  }
  expect(over).toEqual([]);
});

test('every content page stays within its inline script budget', async ({ baseURL }) => {
  const over: string[] = [];
  for (const [route, budget] of Object.entries(inlineBudgets)) {
    const kb = await inlineScriptKb(baseURL!, route);
    if (kb > budget) over.push(`${route}: ${kb.toFixed(1)} KB > ${budget} KB`);
  }
  expect(over).toEqual([]);
});

// A page's flight data is the page once more; a prop or a text sent twice, or sent for later, shows here.
// Not held to it: pages drawn from the browser's storage or a form (their texts are for what they draw after
// loading), and the card index, 78 linked tiles whose flight form (escaped JSON) is 1.35× their HTML with no
// text sent twice; their own budgets above hold them.
const drawnInTheBrowser = ['/cards', '/my-readings', '/blog/new', '/es/blog/nuevo', '/it/blog/nuovo'];

test('every measured page sends no more inline script than what it shows, once more', async ({ baseURL }) => {
  const over: string[] = [];
  for (const route of Object.keys(jsBudgets).filter((page) => !drawnInTheBrowser.includes(page))) {
    const { inline: kb, shown } = await pageKb(baseURL!, route);
    const budget = shownInlineBudget(shown);
    if (kb > budget) over.push(`${route}: ${kb.toFixed(1)} KB > ${budget.toFixed(1)} KB (shows ${shown.toFixed(1)} KB)`);
  }
  expect(over).toEqual([]);
});

test('a reading page carries no card texts; they load from one static file per language and set', async ({ page, baseURL }) => {
  const html = await (await fetch(`${baseURL}/es/tarot-gratis`)).text();
  expect(html).not.toContain('reversedKeywords');
  const deck = (await (await fetch(`${baseURL}/card-texts/es/deck`)).json()) as Record<string, { name: string; path: string }>;
  expect(Object.keys(deck)).toHaveLength(78);
  expect(deck['three-of-cups']).toMatchObject({ name: 'El Tres de Copas', path: '/es/cartas/tres-de-copas' });
  expect(Object.keys(await (await fetch(`${baseURL}/card-texts/it/major`)).json())).toHaveLength(22);
  expect((await fetch(`${baseURL}/card-texts/fr/deck`)).status).toBe(404);
  // Picking cards asks for the majors' texts once; the turned cards are named from them.
  const asked: string[] = [];
  page.on('request', (request) => request.url().includes('/card-texts/') && asked.push(new URL(request.url()).pathname));
  await page.goto(homes.es);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await readAtHome(page, 'es', '¿Qué necesito saber hoy?');
  await expect(page.locator('[data-spread] a[href^="/es/cartas/"]')).toHaveCount(3);
  expect(asked).toEqual(['/card-texts/es/major']);
});

test('the top bar sends each of its links once, and its closed menus hold none', async ({ baseURL }) => {
  for (const route of ['/', '/es/cartas/la-torre', '/it/domande-frequenti']) {
    const html = await (await fetch(baseURL + route)).text();
    const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    const hrefs = [...header.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);
    // The home link and the wide screens' plain links; the Readings, Guides, language and phone menus build theirs on opening.
    expect(hrefs.length, route).toBeGreaterThan(1);
    expect(new Set(hrefs).size, `${route}: ${hrefs.join(' ')}`).toBe(hrefs.length);
    expect((header.match(/<[a-z][^>]*>/g) ?? []).length, route).toBeLessThan(60);
  }
});
