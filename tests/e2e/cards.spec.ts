import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { FAKE_READING } from '../fake-gemini/server.mjs';
import { catalogs, countReadingRequests, homes, pickCards, reveal, type Lang } from './helpers';
import { cardSlug } from '../../lib/routes/card-slugs';
import { articlePath, cardPath, localizedPath, resolvePath } from '../../lib/routes/paths';
import { cardIds, type CardId } from '../../lib/tarot/deck';
import { sayWith } from '../../lib/tarot/text';

const aiText = FAKE_READING.join('').trim().slice(0, 40);
test.describe.configure({ timeout: 60_000 });

/** The card a card page's path names. */
function cardOf(path: string): CardId {
  const route = resolvePath(path);
  if (!route || typeof route === 'string' || !('card' in route)) throw new Error(`${path} is not a card page`);
  return route.card;
}

/** The names of the revealed cards in `area`, each a link to its page. */
async function revealedCards(area: Locator) {
  const links = area.getByRole('link');
  return links.evaluateAll((nodes) =>
    nodes.map((node) => ({ name: node.textContent!.trim(), path: new URL((node as HTMLAnchorElement).href).pathname })),
  );
}

/**
 * Follows the link to the `index`th of the `count` revealed cards (each a link once turned); checks its page is that
 * card's, in `lang`; comes back.
 */
async function visitCardAndReturn(page: Page, area: Locator, lang: Lang, index: number, count: number) {
  await expect(area.getByRole('link')).toHaveCount(count);
  const before = await revealedCards(area);
  const { name, path } = before[index]!;
  expect(path).toBe(cardPath(cardOf(path), lang));
  await area.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect.poll(() => revealedCards(area)).toEqual(before);
}

test.describe('a revealed card leads to its page and back to the same reading', () => {
  test('English home: the cards’ names and the meaning panel link to their pages', async ({ page }) => {
    await page.goto(homes.en);
    await page.getByRole('button', { name: catalogs.en.Reading.beginSilent }).click();
    await pickCards(page, 'en', 3);
    await reveal(page, 'en', Object.values(catalogs.en.ReadingTypes['past-present-future'].positions));
    const spread = page.getByRole('region', { name: catalogs.en.Reading.chosenLabel });
    await visitCardAndReturn(page, spread, 'en', 1, 3);
    await expect(page.getByRole('button', { name: catalogs.en.Reading.fullReading })).toBeVisible();
    // The meaning panel of a card links to its page too.
    const [first] = await revealedCards(spread);
    await spread.getByRole('button', { name: new RegExp(first!.name) }).click();
    await page.getByRole('link', { name: `More about ${first!.name}` }).click();
    await expect(page).toHaveURL((url) => url.pathname === first!.path);
  });

  test('Spanish themed page: the question and the cards are there on return', async ({ page }) => {
    const t = catalogs.es;
    await page.goto(localizedPath('/love-tarot', 'es'));
    await page.getByLabel(t.Reading.questionLabel).fill('¿Qué siente por mí?');
    await page.getByRole('button', { name: t.Themed.love.submit }).click();
    const positions = Object.values(t.ReadingTypes.relationship.positions);
    await pickCards(page, 'es', positions.length);
    await reveal(page, 'es', positions);
    await visitCardAndReturn(page, page.getByRole('region', { name: t.Reading.chosenLabel }), 'es', 0, positions.length);
    await expect(page.getByText('¿Qué siente por mí?')).toBeVisible();
  });

  test('Italian home: the inline reading comes back without being asked again, even when the browser did not keep the page', async ({
    page,
  }) => {
    // A page with an unload handler is never kept whole in the back/forward cache: the reading
    // must then be laid out again from this tab's storage.
    await page.addInitScript(() => window.addEventListener('unload', () => undefined));
    const t = catalogs.it;
    const requests = countReadingRequests(page);
    await page.goto(homes.it);
    await page.getByRole('button', { name: t.Reading.beginSilent }).click();
    await pickCards(page, 'it', 3);
    await reveal(page, 'it', Object.values(t.ReadingTypes['past-present-future'].positions));
    await expect(page.getByText(aiText)).toBeVisible();
    await visitCardAndReturn(page, page.getByRole('region', { name: t.Reading.chosenLabel }), 'it', 2, 3);
    expect(await reloadedByHistory(page)).toBe(true);
    await expect(page.getByText(aiText)).toBeVisible();
    await expect(page.getByRole('button', { name: t.Reading.fullReading })).toBeVisible();
    expect(requests.count).toBe(1);
  });

  test('the full reading links each card, and back returns to it', async ({ page }) => {
    await page.goto(`${localizedPath('/full-reading', 'es')}?cards=the-fool%2Cthe-star%2Cthe-sun&type=past-present-future`);
    await expect(page.getByText(aiText)).toBeVisible();
    const cards = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'La Estrella' }) });
    await visitCardAndReturn(page, cards, 'es', 1, 3);
    await expect(page.getByText(aiText)).toBeVisible();
  });

  test('the mini love reading of the Italian article links its four cards, and comes back whole', async ({ page }) => {
    await page.addInitScript(() => window.addEventListener('unload', () => undefined));
    const t = catalogs.it;
    await page.goto(articlePath('free-love-tarot', 'it'));
    const section = page.getByRole('region', { name: t.MiniLove.title });
    await section.getByRole('button', { name: t.MiniLove.shuffle }).click();
    for (let n = 0; n < 4; n++)
      await section.getByRole('button', { name: t.Reading.faceDownCard.replace('{n}', String(n * 2 + 1)), exact: true }).click();
    await expect(section.getByText(aiText)).toBeVisible();
    await visitCardAndReturn(page, section.getByRole('list'), 'it', 3, 4);
    expect(await reloadedByHistory(page)).toBe(true);
    await expect(section.getByText(aiText)).toBeVisible();
  });
});

/** The page was loaded again by the back button (not restored whole from the back/forward cache). */
const reloadedByHistory = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'back_forward');

/** Presses Tab until `target` has the focus (a keyboard visitor's way there). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 120; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((node) => node === document.activeElement)) return;
  }
  throw new Error('Never reached by Tab');
}

test('by keyboard: the index, a card, the next card', async ({ page }) => {
  await page.goto(localizedPath('/cards', 'es'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogs.es.CardLibrary.title);
  await tabTo(page, page.getByRole('main').getByRole('link', { name: /El Loco/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/es/cartas/el-loco');
  await tabTo(page, page.getByRole('link', { name: `${catalogs.es.CardLibrary.next}: El Mago` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/es/cartas/el-mago');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('El Mago');
});

for (const lang of ['en', 'es', 'it'] as const) {
  const t = catalogs[lang];
  test(`the ${lang} index shows the 78 cards, the majors in the journey’s rows, then the four suits, each linking to its page`, async ({
    page,
  }) => {
    await page.goto(localizedPath('/cards', lang));
    const main = page.getByRole('main');
    for (const title of [t.CardLibrary.majorsTitle, t.CardLibrary.minorsTitle])
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
    for (const row of Object.values(t.CardLibrary.rows))
      await expect(main.getByRole('heading', { level: 3, name: row.title })).toBeVisible();
    const links = await main
      .locator('section li a')
      .evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLAnchorElement).href).pathname));
    expect(links).toEqual(cardIds.map((id) => cardPath(id, lang)));
    for (const image of await main.locator('img').all()) expect(await image.getAttribute('width')).toBe('240');
  });

  test(`the ${lang} Tower page has every section, its related cards and a way to start a reading`, async ({ page, request }) => {
    await page.goto(cardPath('the-tower', lang));
    const card = t.Cards['the-tower'];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(card.name);
    await expect(page.getByRole('img', { name: card.alt })).toBeVisible();
    // The headings name the card, as searches do, agreeing with it ("La Torre invertida: significado").
    const named = (template: string) => sayWith(template, { name: card });
    expect(named(t.CardLibrary.reversedTitle)).toBe(
      { en: 'The Tower reversed meaning', es: 'La Torre invertida: significado', it: 'La Torre rovesciata: significato' }[lang],
    );
    for (const heading of [
      t.CardLibrary.overviewTitle,
      named(t.CardLibrary.themesTitle),
      named(t.CardLibrary.positionsTitle),
      named(t.CardLibrary.reversedTitle),
      named(t.CardLibrary.leanTitle),
      t.CardLibrary.relatedTitle,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText(card.reversed.meaning)).toBeVisible();
    const themes = Object.entries(t.CardLibrary.themes).map(([theme, label]) =>
      theme === 'LOVE' ? named(t.CardLibrary.loveTitle) : label,
    );
    for (const theme of themes) await expect(page.getByRole('heading', { level: 3, name: theme, exact: true })).toBeVisible();
    await expect(page.getByText(t.CardLibrary.positionsIntro)).toBeVisible();
    // Mid-sentence, the name's article is lower-case; reversed, the Tower loosens its grip and leans neither way.
    if (lang === 'en') await expect(page.getByText('When the Tower comes up upside down')).toBeVisible();
    await expect(
      page.getByText(t.CardLibrary.reversedLean.replace('{lean}', t.CardLibrary.lean.unclear.label.toLowerCase())),
    ).toBeVisible();
    await expect(page.getByText(card.meanings.LOVE)).toBeVisible();
    await expect(page.getByText(card.stances.obstacle)).toBeVisible();
    await expect(page.getByText(t.CardLibrary.lean.no.text)).toBeVisible();
    // Breadcrumbs, the start of a reading in this language, previous and next.
    const crumbs = page.getByRole('navigation', { name: t.CardLibrary.breadcrumbLabel });
    await expect(crumbs.getByRole('link')).toHaveText([t.Nav.breadcrumbHome, t.Nav.cards]);
    await expect(page.getByRole('link', { name: t.CardLibrary.ctaHome }).first()).toHaveAttribute('href', homes[lang]);
    await expect(page.getByRole('link', { name: `${t.CardLibrary.previous}: ${t.Cards['the-devil'].name}` })).toHaveAttribute(
      'href',
      cardPath('the-devil', lang),
    );
    await expect(page.getByRole('link', { name: `${t.CardLibrary.next}: ${t.Cards['the-star'].name}` })).toHaveAttribute(
      'href',
      cardPath('the-star', lang),
    );
    await page
      .getByRole('region', { name: t.CardLibrary.relatedTitle })
      .getByRole('link', { name: new RegExp(t.Cards.death.name) })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === cardPath('death', lang));
    // Its share image: the card's art, made at build time.
    await page.goBack();
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    expect(await sharp(await response.body()).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = data.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'DefinedTerm']));
  });

  test(`the ${lang} guides link the cards they mention to their pages in ${lang}`, async ({ page }) => {
    await page.goto(localizedPath('/why-tarot', lang));
    const hrefs = await page
      .getByRole('main')
      .locator('.prose-tarot a')
      .evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLAnchorElement).href).pathname));
    const cards = hrefs.filter((href) => resolvePath(href) && typeof resolvePath(href) === 'object');
    expect(cards.length).toBeGreaterThan(0);
    for (const href of cards) expect(href).toBe(cardPath(cardOf(href), lang));
  });
}

test('the language menu leads from a card to the same card in another language', async ({ page }) => {
  await page.goto(cardPath('the-lovers', 'en'));
  await page.getByRole('button', { name: `${catalogs.en.LocaleSwitcher.label}: English` }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/it/carte/${cardSlug('the-lovers', 'it')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gli Amanti');
});

test('an unknown card is the language’s 404, and an internal card URL goes to the public one', async ({ page }) => {
  for (const path of ['/cards/the-joker', '/es/cartas/el-bufon', '/it/carte/the-tower']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  const response = await page.request.get('/es/cards/la-torre', { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  expect(response.headers().location).toMatch(/\/es\/cartas\/la-torre$/);
});
