import { expect, test } from './fixtures';
import { FAKE_READING } from '../fake-gemini/server.mjs';
import { catalogs, countReadingRequests, fill, homes, pickCards, reveal, toast } from './helpers';

const { en, es, it } = catalogs;
const aiText = FAKE_READING.join('').trim().slice(0, 40);
test.describe.configure({ timeout: 60_000 });

test('Italian: opening the full reading while the inline reading is still coming keeps the question and asks once', async ({ page }) => {
  const requests = countReadingRequests(page);
  await page.goto(homes.it);
  await page.getByRole('button', { name: it.Reading.askQuestion }).click();
  const question = 'Troverò un nuovo lavoro? [[fake:slow:2500]]';
  await page.getByLabel(it.Reading.questionLabel).fill(question);
  await page.getByRole('button', { name: it.Reading.submitQuestion }).click();
  await page.getByRole('button', { name: it.Reading.beginReading }).click();
  await pickCards(page, 'it', 3);
  await page.getByRole('button', { name: it.Reading.revealCards }).click({ timeout: 8000 });
  await expect(page.getByText(it.FullReading.consulting)).toBeVisible();
  await page.getByRole('button', { name: it.Reading.fullReading }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(it.FullReading.title);
  await expect(page.getByText(fill(it.Reading.quoted, { text: question }))).toBeVisible();
  await expect(page.getByText(aiText)).toBeVisible({ timeout: 10_000 });
  await page.waitForTimeout(1000);
  expect(requests.count).toBe(1);
  // The reading finished on this page is remembered: a reload asks nothing more.
  await page.reload();
  await expect(page.getByText(aiText)).toBeVisible();
  expect(requests.count).toBe(1);
});

for (const lang of ['en', 'es', 'it'] as const) {
  const t = catalogs[lang];
  test(`${lang} home: the themed readings hide once a reading starts and come back with Start New Reading`, async ({ page }) => {
    await page.goto(homes[lang]);
    const themed = page.getByRole('main').getByRole('link', { name: new RegExp(t.Themed.love.title) });
    await expect(themed).toBeVisible();
    await page.getByRole('button', { name: t.Reading.beginSilent }).click();
    await expect(themed).toHaveCount(0);
    await pickCards(page, lang, 3);
    await page.getByRole('button', { name: t.Reading.startNew }).click({ timeout: 15_000 });
    await expect(themed).toBeVisible();
    await expect(page.getByRole('button', { name: t.Reading.beginSilent })).toBeVisible();
    await expect(page.locator('.card-flip')).toHaveCount(0);
  });
}

test('the main button stops promising a silent reading once a question is asked', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: en.Reading.beginSilent })).toBeVisible();
  await page.getByRole('button', { name: en.Reading.askQuestion }).click();
  await page.getByLabel(en.Reading.questionLabel).fill('What should I focus on?');
  await page.getByRole('button', { name: en.Reading.submitQuestion }).click();
  await expect(page.getByRole('button', { name: en.Reading.beginSilent })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.Reading.beginReading })).toBeVisible();
});

test('Spanish: the cards waiting is said beside them once they can be turned, with a mouse’s words, and goes once they are', async ({
  page,
}) => {
  expect(es.Reading.readingCompleteTitle).not.toBe(es.Reading.fullReading);
  await page.goto(homes.es);
  await page.getByRole('button', { name: es.Reading.beginSilent }).click();
  await pickCards(page, 'es', 3);
  // While the cards glow, nothing asks to turn them.
  await expect(page.locator('[data-status-title]')).toHaveText(`${es.Reading.channelling}…`);
  await expect(page.getByText(es.Reading.readingCompleteDescription.pointer)).toHaveCount(0);
  await expect(page.getByText(es.Reading.revealHint.pointer)).toBeVisible();
  await expect(page.locator('[data-status-title]')).toHaveText(es.Reading.readingCompleteTitle, { timeout: 10_000 });
  await expect(page.locator('[data-status-line]')).toContainText(es.Reading.readingCompleteDescription.pointer);
  await reveal(page, 'es', Object.values(es.ReadingTypes['past-present-future'].positions));
  await expect(page.getByText(es.Reading.readingCompleteTitle)).toHaveCount(0);
  await expect(page.getByText(es.Reading.readingCompleteDescription.pointer)).toHaveCount(0);
  await expect(page.locator('[data-status-line]')).toHaveText(es.Reading.revealedHint.pointer);
  await expect(toast(page)).toHaveCount(0);
});

test('English: "Reading Complete" is said beside the cards once they have turned, in no toast', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: en.Reading.beginSilent }).click();
  await pickCards(page, 'en', 3);
  await expect(page.getByText(en.Reading.revealHint.pointer)).toBeVisible();
  await expect(page.locator('[data-status-title]')).toHaveText(en.Reading.revealedTitle, { timeout: 10_000 });
  await expect(page.locator('[data-status-line]')).toHaveText(en.Reading.revealedHint.pointer);
  await expect(page.locator('.card-flip[data-face-up="true"]')).toHaveCount(3);
  await expect(toast(page)).toHaveCount(0);
});

for (const lang of ['en', 'es', 'it'] as const) {
  const t = catalogs[lang];
  test(`${lang}: a revealed card shows its meaning for the reading’s theme and position`, async ({ page }) => {
    await page.goto(`${homes[lang]}`);
    await page.getByRole('button', { name: t.Reading.askQuestion }).click();
    await page.getByLabel(t.Reading.questionLabel).fill(t.ReadingTypes.relationship.suggestions.a);
    await page.getByRole('button', { name: t.Reading.submitQuestion }).click();
    await page.getByRole('button', { name: t.Reading.beginReading }).click();
    await pickCards(page, lang, 3);
    const positions = Object.values(t.ReadingTypes['past-present-future'].positions);
    await reveal(page, lang, positions);
    const past = page.getByRole('button', { name: new RegExp(`^${positions[0]}: `) });
    await past.click();
    await expect(past).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#card-meaning');
    await expect(panel.getByRole('heading')).toContainText(positions[0]!);
    // The past card is read from its past stance; the present one from the love meaning.
    const name = (await panel.getByRole('heading').textContent())!.split(': ')[1]!;
    const card = Object.values(t.Cards).find((entry) => entry.name === name)!;
    await expect(panel).toContainText(card.stances.past);
    const present = page.getByRole('button', { name: new RegExp(`^${positions[1]}: `) });
    await present.click();
    const presentName = (await panel.getByRole('heading').textContent())!.split(': ')[1]!;
    const presentCard = Object.values(t.Cards).find((entry) => entry.name === presentName)!;
    await expect(panel).toContainText(presentCard.meanings.LOVE);
    if (lang !== 'it') return;
    await expect(page.getByText(aiText)).toBeVisible();
  });
}

test('when the reading API fails, the mini love reading still gives a combined interpretation of its four cards', async ({ page }) => {
  await page.route('**/api/reading', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/blog/free-love-tarot');
  await page.getByRole('button', { name: en.MiniLove.shuffle }).click();
  for (let n = 1; n <= 4; n++) await page.getByRole('button', { name: fill(en.Reading.faceDownCard, { n }), exact: true }).click();
  const combined = page.getByRole('heading', { name: en.MiniLove.combinedTitle }).locator('..');
  await expect(combined).toContainText(en.MiniLove.combined.start, { timeout: 10_000 });
  await expect(combined).not.toContainText(en.MiniLove.fallback);
});
