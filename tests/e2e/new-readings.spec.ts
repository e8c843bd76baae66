import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { catalogs, countReadingRequests, finishedInterpretation, pickCards, reveal, type Lang } from './helpers';
import { localizedPath, resolvePath } from '../../lib/routes/paths';
import { themedPagePaths } from '../../lib/routes/pages';
import { sharedPath } from '../../lib/share/shared-path';
import { parseSpreadCode, spreadCode } from '../../lib/share/spread-code';
import { cardIds } from '../../lib/tarot/deck';
import type { ReadingType } from '../../lib/tarot/spreads';
import type { ReadingTheme } from '../../lib/tarot/themed-pages';

test.describe.configure({ timeout: 120_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const langs = ['en', 'es', 'it'] as const;

/** The new readings, the spread each test draws there, and a question a visitor would type. */
const readings: { page: ReadingTheme; type: ReadingType; question: Record<Lang, string> }[] = [
  {
    page: 'yesNo',
    type: 'yes-no',
    question: { en: 'Will I pass my driving test?', es: '¿Aprobaré el examen de conducir?', it: "Passerò l'esame di guida?" },
  },
  {
    page: 'yesNo',
    type: 'yes-no-three',
    question: { en: 'Will they accept my offer?', es: '¿Aceptarán mi oferta?', it: 'Accetteranno la mia offerta?' },
  },
  {
    page: 'thinking',
    type: 'their-thoughts',
    question: { en: 'What does Sam think of me?', es: '¿Qué piensa Alex de mí?', it: 'Cosa pensa Andrea di me?' },
  },
  {
    page: 'comeBack',
    type: 'come-back',
    question: { en: 'Will Robin come back?', es: '¿Volverá Dani?', it: 'Tornerà Sasha?' },
  },
  {
    page: 'cross',
    type: 'celtic-cross',
    question: { en: 'Where is my life heading?', es: '¿Hacia dónde va mi vida?', it: 'Dove sta andando la mia vita?' },
  },
  {
    page: 'cross',
    type: 'five-card-cross',
    question: { en: 'Should I move to Leeds?', es: '¿Me mudo a Sevilla?', it: 'Mi trasferisco a Bologna?' },
  },
];

/** Presses Share and returns the spread its copied link names. */
async function shareSpread(page: Page, lang: Lang) {
  const t = catalogs[lang].Share;
  await page.getByRole('button', { name: t.button, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t.copiedTitle })).toBeVisible();
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  const route = resolvePath(copied.pathname);
  if (!route || typeof route === 'string' || !('shared' in route)) throw new Error(`${copied.pathname} is not a shared spread`);
  const spread = parseSpreadCode(route.shared);
  if (!spread.success) throw new Error(spread.error);
  return spread.data;
}

/** My readings, reached from the footer, lists the reading under its spread's name. */
async function keptInJournal(page: Page, lang: Lang, type: ReadingType) {
  const t = catalogs[lang];
  await page.getByRole('contentinfo').getByRole('link', { name: t.Nav.journal }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Journal.title);
  await expect(page.locator('ol > li > article').getByRole('heading', { name: t.ReadingTypes[type].label })).toHaveCount(1);
}

/** The page explains its reading and answers questions about it, for people and search engines. */
async function explained(page: Page, lang: Lang, theme: ReadingTheme) {
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = ld.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
  expect(faq?.inLanguage).toBe(lang);
  expect(faq?.mainEntity).toHaveLength(4);
  for (const question of faq.mainEntity) await expect(page.locator('summary', { hasText: question.name })).toBeAttached();
  await expect(page).toHaveTitle(new RegExp(catalogs[lang].Themed[theme].metaTitle.slice(0, 12)));
}

for (const [index, reading] of readings.entries()) {
  for (const [langIndex, lang] of langs.entries()) {
    // Each reading is written by the AI in some languages and by the template in the others.
    const source = (index + langIndex) % 2 === 0 ? 'ai' : 'template';
    test(`${lang}: ${reading.type}, drawn, revealed, read (${source}), shared and kept`, async ({ page }) => {
      const t = catalogs[lang];
      const requests = countReadingRequests(page);
      await page.goto(localizedPath(themedPagePaths[reading.page], lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.Themed[reading.page].title);
      await explained(page, lang, reading.page);

      const spread = t.ReadingTypes[reading.type];
      if (reading.type === 'yes-no-three' || reading.type === 'five-card-cross') {
        await page.locator('label').filter({ hasText: spread.label }).click();
        await expect(page.getByRole('radio', { name: new RegExp(spread.label) })).toBeChecked();
      }
      const question = source === 'ai' ? reading.question[lang] : `${reading.question[lang]} [[fake:error500]]`;
      await page.getByLabel(t.Reading.questionLabel).fill(question);
      await page.getByRole('button', { name: t.Themed[reading.page].submit }).click();
      const positions = Object.values(spread.positions);
      await pickCards(page, lang, positions.length);
      await reveal(page, lang, positions);
      // A yes or no stands beside the revealed cards in a few words.
      const answer = reading.type.startsWith('yes-no') ? await page.locator('[data-answer]').innerText() : undefined;
      if (answer) {
        const { answer: ahead, now, conditional } = t.TemplateReading.verdict;
        expect([...Object.values(ahead), ...Object.values(now), conditional]).toContain(answer);
      }
      if (lang !== 'it') await page.getByRole('button', { name: t.Reading.fullReading }).click();
      const box = await finishedInterpretation(page, lang);
      await expect(box).toContainText(source === 'ai' ? t.FullReading.sourceAi : t.FullReading.sourceTemplate);
      // The template reading says why, and leaves the answer to the line above it (never said twice).
      if (answer && source === 'template' && reading.type.startsWith('yes-no')) await expect(box).not.toContainText(`${answer}.`);
      expect(requests.count).toBe(1);

      const shared = await shareSpread(page, lang);
      expect(shared.type).toBe(reading.type);
      expect(shared.cards).toHaveLength(positions.length);
      await keptInJournal(page, lang, reading.type);
    });
  }
}

// A question off the spread's subject reads its positions by their generic names, on the table, the full reading and in the text.
const offSubject = { en: 'Will I get a pay rise?', es: '¿Me subirán el sueldo?', it: 'Avrò un aumento di stipendio?' } as const;
for (const lang of langs) {
  test(`${lang}: a pay rise asked of the come-back spread names its positions generically`, async ({ page }) => {
    const t = catalogs[lang];
    const spread = t.ReadingTypes['come-back'];
    await page.goto(localizedPath(themedPagePaths.comeBack, lang));
    await page.getByLabel(t.Reading.questionLabel).fill(`${offSubject[lang]} [[fake:error500]]`);
    await page.getByRole('button', { name: t.Themed.comeBack.submit }).click();
    const generic = Object.values(spread.generic);
    await pickCards(page, lang, generic.length);
    await reveal(page, lang, generic);
    const labelled = async () => {
      for (const label of generic) await expect(page.locator('.spread').getByText(label, { exact: true })).toBeVisible();
      await expect(page.locator('.spread').getByText(spread.positions.p1, { exact: true })).toBeHidden();
    };
    await labelled();
    if (lang !== 'it') await page.getByRole('button', { name: t.Reading.fullReading }).click();
    const box = await finishedInterpretation(page, lang);
    await expect(box).toContainText(`${spread.generic.p1}:`);
    await expect(box).not.toContainText(spread.positions.p1);
    // The full reading's cards, laid out before the question was read, take the same names.
    if (lang !== 'it') await labelled();
  });
}

const dayPath = (lang: Lang) => localizedPath(themedPagePaths.dayCard, lang);
const dayHeading = (page: Page, lang: Lang) => page.getByRole('heading', { name: catalogs[lang].DayCard.heading, exact: true });

/** Draws today's card on its page and returns its name once the day's reading is written. */
async function drawToday(page: Page, lang: Lang) {
  const t = catalogs[lang];
  await page.goto(dayPath(lang));
  await explained(page, lang, 'dayCard');
  await page.getByRole('button', { name: t.Themed.dayCard.submit }).click();
  await pickCards(page, lang, 1);
  if (lang === 'es') {
    await page.getByRole('button', { name: new RegExp(t.ReadingTypes['card-of-the-day'].positions.p1) }).click({ timeout: 8000 });
  } else if (lang === 'it') {
    await page.getByRole('button', { name: t.Reading.revealCardsOne }).click({ timeout: 8000 });
  }
  await expect(dayHeading(page, lang)).toBeVisible({ timeout: 10_000 });
  await finishedInterpretation(page, lang);
  return page.locator('#day-card ~ div figcaption a').innerText();
}

test.describe('the card of the day', () => {
  test.use({ timezoneId: 'Europe/Rome' });

  for (const lang of langs) {
    test(`${lang}: one card a day, the same after a reload until midnight, a new draw the next day`, async ({ page }) => {
      const t = catalogs[lang];
      await page.clock.setFixedTime(new Date('2026-11-25T09:15:00+01:00'));
      const card = await drawToday(page, lang);
      const reading = await (await finishedInterpretation(page, lang)).innerText();
      expect(await shareSpread(page, lang)).toMatchObject({ type: 'card-of-the-day', cards: [expect.any(String)] });

      // A reload, and a return at 23:59, show the same card and reading without asking again.
      const requests = countReadingRequests(page);
      await page.clock.setFixedTime(new Date('2026-11-25T23:59:00+01:00'));
      await page.reload();
      await expect(dayHeading(page, lang)).toBeVisible();
      await expect(page.locator('#day-card ~ div figcaption a')).toHaveText(card);
      expect(await (await finishedInterpretation(page, lang)).innerText()).toBe(reading);
      await expect(page.getByRole('button', { name: t.Themed.dayCard.submit })).toHaveCount(0);
      expect(requests.count).toBe(0);

      await keptInJournal(page, lang, 'card-of-the-day');

      // After midnight the day's card is over: a new draw waits.
      await page.clock.setFixedTime(new Date('2026-11-26T00:00:30+01:00'));
      await page.goto(dayPath(lang));
      await expect(page.getByRole('button', { name: t.Themed.dayCard.submit })).toBeVisible();
      await expect(dayHeading(page, lang)).toHaveCount(0);
    });
  }

  test('when the server cannot be reached, the day’s reading is written in the browser', async ({ page }) => {
    await page.route('**/api/reading', (route) => route.abort());
    await drawToday(page, 'es');
    await expect(await finishedInterpretation(page, 'es')).toContainText(catalogs.es.FullReading.sourceTemplate);
  });

  test('an unreadable stored day is set aside, not lost, when the next card is drawn', async ({ page }) => {
    await page.goto(dayPath('en'));
    await page.evaluate(() => localStorage.setItem('tarot.day', '{"day": oops'));
    await drawToday(page, 'en');
    expect(await page.evaluate(() => localStorage.getItem('tarot.day.unreadable'))).toBe('{"day": oops');
  });
});

test('a shared Celtic cross and a shared yes or no open for anyone, laid out as drawn, in each language', async ({ page }) => {
  const celtic = spreadCode({ type: 'celtic-cross', cards: [...cardIds.slice(0, 10)] });
  for (const lang of langs) {
    const t = catalogs[lang];
    expect((await page.goto(sharedPath(celtic, lang)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.ReadingTypes['celtic-cross'].label);
    await expect(page.locator('ol.spread[data-layout="celtic"] > li')).toHaveCount(10);
    // The key names every position with its card.
    for (const label of Object.values(t.ReadingTypes['celtic-cross'].positions))
      await expect(page.getByText(label, { exact: true })).toBeAttached();
    expect((await page.goto(sharedPath(spreadCode({ type: 'yes-no', cards: ['the-sun'] }), lang)))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.ReadingTypes['yes-no'].label);
    // A share link never carries the question, so the shared table gives no yes or no to a question it cannot see.
    await expect(page.locator('ol.spread > li')).toHaveCount(1);
    await expect(page.locator('[data-answer]')).toHaveCount(0);
    await expect(page.getByText(t.ReadingTypes['yes-no'].generic.p1, { exact: true })).toBeVisible();
  }
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('the Celtic cross lies as a cross and a staff that fit the screen, turned in view', async ({ page }) => {
    const t = catalogs.en;
    await page.goto(localizedPath('/celtic-cross', 'en'));
    await page.getByLabel(t.Reading.questionLabel).fill('Where is my life heading?');
    await page.getByRole('button', { name: t.Themed.cross.submit }).click();
    // The fan stays in view beside the small slots while picking.
    await pickCards(page, 'en', 10);
    const spread = page.locator('ol.spread');
    await expect(page.locator('.card-flip[data-face-up="true"]')).toHaveCount(10, { timeout: 10_000 });
    const box = (await spread.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeLessThanOrEqual(844);
    // In view as the cards turn.
    expect(box.y).toBeGreaterThanOrEqual(-1);
    expect(box.y + box.height).toBeLessThanOrEqual(845);
    // The cross: the heart of the matter between the recent past and the near future, the crown above it;
    // the staff in a column of four on the right, read from the bottom up.
    const cell = async (n: number) =>
      (await spread
        .locator('li')
        .nth(n - 1)
        .boundingBox())!;
    const [heart, crown, past, future, outcome, self] = await Promise.all([cell(1), cell(5), cell(4), cell(6), cell(10), cell(7)]);
    expect(crown.y).toBeLessThan(heart.y);
    expect(past.x).toBeLessThan(heart.x);
    expect(future.x).toBeGreaterThan(heart.x);
    expect(outcome.x).toBeGreaterThan(future.x);
    expect(outcome.y).toBeLessThan(self.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('the yes-or-no card asked how is just the card: no verdict beside it, its place named as such', async ({ page }) => {
  const t = catalogs.es;
  await page.goto(localizedPath(themedPagePaths.yesNo, 'es'));
  await page.getByLabel(t.Reading.questionLabel).fill('¿Cómo me llevo mejor con mi hermana?');
  await page.getByRole('button', { name: t.Themed.yesNo.submit }).click();
  await pickCards(page, 'es', 1);
  await reveal(page, 'es', [t.ReadingTypes['yes-no'].generic.p1]);
  await expect(page.locator('[data-spread]').getByText(t.ReadingTypes['yes-no'].generic.p1, { exact: true })).toBeVisible();
  await expect(page.locator('[data-spread]').getByText(t.ReadingTypes['yes-no'].positions.p1, { exact: true })).toHaveCount(0);
  // The written reading, once finished, has no yes or no above it either (its line stays, empty, from the first paint).
  await page.getByRole('button', { name: t.Reading.fullReading }).click();
  await finishedInterpretation(page, 'es');
  await expect(page.locator('[data-answer]')).toHaveText('');
  await expect(page.getByText(t.ReadingTypes['yes-no'].generic.p1).first()).toBeVisible();
});
