import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DAY_CARD_KEY } from '../../lib/tarot/day-card';
import { catalogs, finishedInterpretation, homes, pickCards, reveal, type Lang } from './helpers';
import { cardPath, localizedPath, resolvePath, suitPath } from '../../lib/routes/paths';
import { themedPagePaths } from '../../lib/routes/pages';
import { parseSpreadCode } from '../../lib/share/spread-code';
import { cardById, cardIds, suits, type CardId } from '../../lib/tarot/deck';
import { FAN_SIZE } from '../../lib/tarot/fan';
import { shuffle } from '../../lib/tarot/random';
import { sayWith } from '../../lib/tarot/text';

test.describe.configure({ timeout: 120_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/**
 * Chance made certain for the one click that lays out the fan: with Math.random always 0.1 the
 * whole deck shuffles the same way and every coin lands reversed, so the test knows the fan.
 */
const CHANCE = 0.1;
const fan = shuffle(cardIds, () => CHANCE).slice(0, FAN_SIZE);

async function beginWithFixedChance(page: Page, begin: () => Promise<void>) {
  await page.evaluate((value) => {
    Object.assign(window, { realRandom: Math.random });
    Math.random = () => value;
  }, CHANCE);
  await begin();
  await page.evaluate(() => {
    Math.random = (window as unknown as { realRandom: () => number }).realRandom;
  });
}

/** Chooses the whole deck and reversed cards, as a visitor does, before the reading begins. */
async function chooseWholeDeck(page: Page, lang: Lang) {
  const t = catalogs[lang].Reading;
  await page.getByLabel(t.deckChoiceLabel).selectOption({ label: t.deckChoices.full });
  await page.getByRole('switch', { name: t.reversalsLabel }).check();
}

/** The revealed cards: each reversed, drawn upside down, named with the language's mark. */
async function expectReversed(page: Page, lang: Lang, cards: readonly CardId[]) {
  const t = catalogs[lang];
  const spread = page.getByRole('region', { name: t.Reading.chosenLabel });
  await expect(spread.locator('.card-flip[data-reversed]')).toHaveCount(cards.length);
  for (const card of cards) {
    const link = spread.getByRole('link', { name: t.Cards[card].name, exact: true });
    // A reversed card opens its page at its reversed side.
    await expect(link).toHaveAttribute('href', `${cardPath(card, lang)}#reversed`);
    await expect(link.locator('xpath=..')).toContainText(t.Reading.reversedTag);
  }
  const face = spread.locator('.card-flip[data-reversed] .card-face-front').first();
  await expect(face).toHaveAttribute('alt', new RegExp(`\\(${t.Reading.reversedTag}\\)$`));
  // Upside down: the face is turned half a circle more than an upright card's.
  const turned = await face.evaluate((node) => new DOMMatrix(getComputedStyle(node).transform));
  expect(Math.round(turned.m22)).toBe(-1);
}

/** Opens a revealed card's meaning: its reversed keywords and its reversed text. */
async function expectReadReversed(page: Page, lang: Lang, card: CardId, position: string, text: string) {
  const t = catalogs[lang];
  const spread = page.getByRole('region', { name: t.Reading.chosenLabel });
  await spread.getByRole('button', { name: new RegExp(`^${position}: ${t.Cards[card].name}`) }).click();
  const panel = page.locator('#card-meaning');
  await expect(panel).toContainText(t.Cards[card].reversed.keywords);
  await expect(panel).toContainText(text.slice(0, 60));
}

test('English home: a whole-deck reading with reversed cards, shared and kept, and the choice remembered', async ({ page }) => {
  const t = catalogs.en;
  await page.goto(homes.en);
  await chooseWholeDeck(page, 'en');
  await page.getByRole('button', { name: t.Reading.askQuestion }).click();
  await page.getByLabel(t.Reading.questionLabel).fill('Where is my work heading? [[fake:error500]]');
  await page.getByRole('button', { name: t.Reading.submitQuestion }).click();
  await beginWithFixedChance(page, () => page.getByRole('button', { name: t.Reading.beginReading }).click());
  await expect(page.getByText(`${FAN_SIZE} of the 78 cards`)).toBeVisible();
  const picked = fan.slice(0, 3);
  expect(picked.some((card) => cardById(card).arcana === 'minor')).toBe(true);
  await pickCards(page, 'en', 3);
  const positions = Object.values(t.ReadingTypes['past-present-future'].positions);
  await reveal(page, 'en', positions);
  await expectReversed(page, 'en', picked);
  await expectReadReversed(page, 'en', picked[1]!, positions[1]!, t.Cards[picked[1]!].reversed.work);

  // The written reading (Gemini fails here, so the template writes it) reads each card reversed.
  await page.getByRole('button', { name: t.Reading.fullReading }).click();
  const box = await finishedInterpretation(page, 'en');
  await expect(box).toContainText(t.FullReading.sourceTemplate);
  for (const card of picked) await expect(box).toContainText(`${t.Cards[card].name}, reversed`);
  await expect(page.locator('img[data-reversed]')).toHaveCount(3);

  // The shared link carries the whole deck and each card's reversal.
  await page.getByRole('button', { name: t.Share.button, exact: true }).click();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  const route = resolvePath(copied.pathname);
  if (!route || typeof route === 'string' || !('shared' in route)) throw new Error(`${copied.pathname} is not a shared spread`);
  expect(parseSpreadCode(route.shared)).toEqual({
    success: true,
    data: { type: 'past-present-future', cards: picked, reversed: [true, true, true] },
  });
  await page.goto(copied.pathname);
  await expect(page.locator('img[data-reversed]')).toHaveCount(3);
  for (const card of picked) await expect(page.getByText(t.Cards[card].name, { exact: true })).toBeVisible();

  // My readings names each card and says it lay reversed.
  await page.goto(localizedPath('/my-readings', 'en'));
  const entry = page.locator('ol > li > article').first();
  await expect(entry).toContainText(`${t.Cards[picked[0]!].name} (reversed)`);

  // The next reading starts with the same deck and reversals.
  await page.goto(homes.en);
  await expect(page.getByLabel(t.Reading.deckChoiceLabel)).toHaveValue('full');
  await expect(page.getByRole('switch', { name: t.Reading.reversalsLabel })).toBeChecked();
});

test('Spanish love page: the whole deck reversed, read with the reversed love texts', async ({ page }) => {
  const t = catalogs.es;
  await page.goto(localizedPath('/love-tarot', 'es'));
  await chooseWholeDeck(page, 'es');
  await page.getByLabel(t.Reading.questionLabel).fill('¿Qué siente por mí? [[fake:error500]]');
  await beginWithFixedChance(page, () => page.getByRole('button', { name: t.Themed.love.submit }).click());
  const positions = Object.values(t.ReadingTypes.relationship.positions);
  await pickCards(page, 'es', positions.length);
  await reveal(page, 'es', positions);
  const picked = fan.slice(0, positions.length);
  await expectReversed(page, 'es', picked);
  await expectReadReversed(page, 'es', picked[0]!, positions[0]!, t.Cards[picked[0]!].reversed.love);
});

test('Italian card of the day: drawn from the whole deck, reversed, and still reversed after a reload', async ({ page }) => {
  const t = catalogs.it;
  await page.goto(localizedPath(themedPagePaths.dayCard, 'it'));
  await chooseWholeDeck(page, 'it');
  await beginWithFixedChance(page, () => page.getByRole('button', { name: t.Themed.dayCard.submit }).click());
  await pickCards(page, 'it', 1);
  await page.getByRole('button', { name: new RegExp(t.ReadingTypes['card-of-the-day'].positions.p1) }).click({ timeout: 8000 });
  const card = fan[0]!;
  const name = t.Cards[card].name;
  await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  // The day is kept once its schema has loaded (after the turn): reload once it is.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DAY_CARD_KEY)).toContain(card);
  await page.reload();
  const day = page.getByRole('region', { name: t.DayCard.heading });
  await expect(day.locator('.card-flip[data-reversed]')).toHaveCount(1);
  await expect(day).toContainText(t.Cards[card].reversed.keywords);
  await expect(day).toContainText(t.Reading.reversedTag);
});

test.describe('the card library', () => {
  for (const lang of ['en', 'es', 'it'] as const) {
    test(`${lang}: the index shows the majors and the four suits, a suit page its fourteen cards, a card page its reversed side`, async ({
      page,
    }) => {
      const t = catalogs[lang].CardLibrary;
      await page.goto(localizedPath('/cards', lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
      for (const suit of suits) await expect(page.getByRole('heading', { level: 3, name: t.suits[suit].name, exact: true })).toBeVisible();
      await expect(page.locator(`a[href^="${localizedPath('/cards', lang)}/"] img`)).toHaveCount(78 + 0);

      const suit = suits[(['en', 'es', 'it'] as const).indexOf(lang) + 1]!;
      await page.getByRole('link', { name: t.suitLink.replace('{suit}', t.suits[suit].name) }).click();
      await expect(page).toHaveURL((url) => url.pathname === suitPath(suit, lang));
      await expect(page.locator('#suit-cards ~ ol a')).toHaveCount(14);

      const card = `queen-of-${suit}` as CardId;
      await page.getByRole('link', { name: catalogs[lang].Cards[card].name }).click();
      await expect(page).toHaveURL((url) => url.pathname === cardPath(card, lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogs[lang].Cards[card].name);
      await expect(
        page.getByRole('heading', { level: 2, name: sayWith(t.reversedTitle, { name: catalogs[lang].Cards[card] }) }),
      ).toBeVisible();
      await expect(page.getByText(catalogs[lang].Cards[card].reversed.meaning)).toBeVisible();
      await expect(page.getByRole('navigation', { name: t.breadcrumbLabel })).toContainText(t.suits[suit].name);
    });
  }
});
