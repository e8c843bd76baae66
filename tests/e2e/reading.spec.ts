import { expect, test } from './fixtures';
import { FAKE_READING } from '../fake-gemini/server.mjs';
import { catalogs, countReadingRequests, fill, fullPaths, homes, pickCards, reveal, toast } from './helpers';

// The motion itself is under test here (the config reduces it elsewhere).
test.use({ reducedMotion: 'no-preference' });

const { en, es, it } = catalogs;
const aiText = FAKE_READING.join('').trim().slice(0, 40);
test.describe.configure({ timeout: 60_000 });

for (const lang of ['en', 'es', 'it'] as const) {
  const t = catalogs[lang];
  test(`${lang} home: silent reading, revealed the ${lang} way, then the streamed AI reading`, async ({ page }) => {
    const requests = countReadingRequests(page);
    await page.goto(homes[lang]);
    await page.getByRole('button', { name: t.Reading.beginSilent }).click();
    // The reading's steps are said beside the cards, not in a toast over the top bar.
    await expect(page.locator('[data-status-line]')).toContainText(t.Reading.readingStartedTitle);
    await expect(page.locator('[data-status-line]')).toContainText(t.Reading.readingStartedDescription['3']);
    await expect(toast(page)).toHaveCount(0);
    await pickCards(page, lang, 3);
    await expect(page.getByRole('status').filter({ hasText: t.Reading.channelling })).toBeVisible();
    await reveal(page, lang, Object.values(t.ReadingTypes['past-present-future'].positions));
    await expect(page.locator('[data-status-title]')).toHaveText(t.Reading.revealedTitle);
    await page.getByRole('button', { name: t.Reading.fullReading }).click();
    await expect(page).toHaveURL(new RegExp(`${fullPaths[lang]}\\?cards=[a-z-]+%2C[a-z-]+%2C[a-z-]+&type=past-present-future$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.FullReading.title);
    await expect(page.getByRole('heading', { name: t.FullReading.interpretation })).toBeVisible();
    await expect(page.getByText(aiText)).toBeVisible();
    await expect(page.getByText(t.FullReading.sourceAi)).toBeVisible();
    // Italian readings were already written on the home page: the full reading reuses that one.
    expect(requests.count).toBe(1);
  });
}

test('English themed page: the travel reading with a question', async ({ page }) => {
  await page.goto('/travel-tarot');
  await expect(page.getByRole('radio', { name: /Destination reading/ })).toBeChecked();
  await page.getByLabel(en.Reading.questionLabel).fill('Where should I go this summer?');
  await page.getByRole('button', { name: 'Begin Travel Reading' }).click();
  await expect(page.getByText('Your question: “Where should I go this summer?”')).toBeVisible();
  await pickCards(page, 'en', 3);
  await reveal(page, 'en', Object.values(en.ReadingTypes.destination.positions));
  await page.getByRole('button', { name: en.Reading.fullReading }).click();
  await expect(page.getByText('“Where should I go this summer?”')).toBeVisible();
  await expect(page.getByText(aiText)).toBeVisible();
});

test('Italian themed page: the career reading with a question', async ({ page }) => {
  await page.goto('/it/tarocchi-carriera');
  await page.getByLabel(it.Reading.questionLabel).fill('Dovrei cambiare lavoro?');
  await page.getByRole('button', { name: it.Themed.career.submit }).click();
  await pickCards(page, 'it', 4);
  await reveal(page, 'it', Object.values(it.ReadingTypes['career-path'].positions));
  await expect(page.getByText(aiText)).toBeVisible();
  await page.getByRole('button', { name: it.Reading.fullReading }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La Tua Lettura Completa');
  await expect(page.getByText('«Dovrei cambiare lavoro?»')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuova Lettura' })).toBeVisible();
});

test('English home: the question box validates, confirms the theme, and toggles', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: en.Reading.askQuestion }).click();
  await page.getByRole('button', { name: en.Reading.submitQuestion }).click();
  // Said under the field, which is marked invalid: no toast over the page.
  const notice = page.locator('[data-field-notice]');
  await expect(page.getByRole('alert').filter({ hasText: 'Empty Question' })).toContainText('Please enter your question before submitting');
  await expect(page.getByLabel(en.Reading.questionLabel)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(en.Reading.questionLabel).fill('   ');
  await expect(notice).toHaveCount(0);
  await page.getByRole('button', { name: en.Reading.submitQuestion }).click();
  await expect(notice).toContainText('Empty Question');
  await page.getByLabel(en.Reading.questionLabel).fill('Will my relationship last?');
  await page.getByRole('button', { name: en.Reading.submitQuestion }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Question Received' })).toContainText(
    'Your question about love will guide the reading.',
  );
  await expect(page.getByRole('button', { name: 'Edit Your Question' })).toBeVisible();
  await expect(page.locator('p.italic', { hasText: 'Will my relationship last?' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Your Question' }).click();
  await page.getByLabel(en.Reading.questionLabel).fill('What should I know today?');
  await page.getByRole('button', { name: en.Reading.submitQuestion }).click();
  await expect(notice).toContainText('Your question about your situation will guide the reading.');
  await expect(toast(page)).toHaveCount(0);
  // Once the reading starts, its own status beside the cards takes over.
  await page.getByRole('button', { name: en.Reading.beginReading }).click();
  await expect(notice).toHaveCount(0);
});

test('Spanish themed page: question required, suggestion, click-to-reveal, full reading with Volver', async ({ page }) => {
  await page.goto('/es/tarot-amor');
  await page.getByRole('button', { name: es.Themed.love.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: es.Reading.themedQuestionRequiredTitle })).toContainText(
    es.Reading.themedQuestionRequiredDescription,
  );
  const suggestion = es.ReadingTypes.relationship.suggestions.a;
  await page.getByRole('button', { name: suggestion }).click();
  await expect(page.getByLabel(es.Reading.questionLabel)).toHaveValue(suggestion);
  await page.getByRole('button', { name: es.Themed.love.submit }).click();
  await expect(page.getByText(fill(es.Reading.questionEcho, { question: suggestion }))).toBeVisible();
  await pickCards(page, 'es', 5);
  await expect(page.locator('[data-status-title]')).toHaveText(es.Reading.readingCompleteTitle, { timeout: 10_000 });
  await reveal(page, 'es', Object.values(es.ReadingTypes.relationship.positions));
  await expect(page.locator('[data-status-title]')).toHaveText(es.Reading.revealedTitle);
  await page.getByRole('button', { name: es.Reading.fullReading }).click();
  await expect(page).toHaveURL(/\/es\/lectura-completa\?cards=.+&type=relationship$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText(`«${suggestion}»`)).toBeVisible();
  await expect(page.getByText(aiText)).toBeVisible();
  await page.getByRole('link', { name: es.FullReading.back, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/es/tarot-gratis');
});

test('Italian home: reveal button, then the cards and the interpretation on the same page', async ({ page }) => {
  await page.goto('/it/tarocchi-gratis');
  await page.getByRole('button', { name: it.Reading.beginSilent }).click();
  await expect(page.locator('[data-status-line]')).toContainText('Lettura Iniziata');
  await expect(page.locator('[data-status-line]')).toContainText('Seleziona tre carte per la tua lettura');
  // The card area is scrolled to 30 % of the window height.
  await expect
    .poll(() =>
      page
        .getByRole('group', { name: it.Reading.deckLabel })
        .evaluate((node) => node.closest('.scroll-mt-24')!.getBoundingClientRect().top / window.innerHeight),
    )
    .toBeCloseTo(0.3, 1);
  await pickCards(page, 'it', 3);
  await page.getByRole('button', { name: it.Reading.revealCards }).click({ timeout: 8000 });
  await expect(page.locator('.card-flip[data-face-up="true"]')).toHaveCount(3);
  // The reading under the cards is brought into view, not left below the fold.
  await expect(page.getByRole('heading', { name: it.Reading.interpretationHeading })).toBeInViewport({ timeout: 5000 });
  await expect(page.getByText(aiText)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/it/tarocchi-gratis');
});

test('an upstream failure still ends in a complete template reading', async ({ page }) => {
  await page.goto('/career-tarot');
  await page.getByLabel(en.Reading.questionLabel).fill('Will I get the promotion? [[fake:error500]]');
  await page.getByRole('button', { name: en.Themed.career.submit }).click();
  await pickCards(page, 'en', 4);
  await page.getByRole('button', { name: en.Reading.fullReading }).click({ timeout: 10_000 });
  await expect(page.getByRole('heading', { name: '🔮 Overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.TemplateReading.guidanceHeading })).toBeVisible();
  await expect(page.getByText(en.FullReading.sourceTemplate)).toBeVisible();
});

test('keyboard only: begin, pick and open the full reading', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('radio', { name: /Past, present, future/ }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: /Quick insight/ })).toBeChecked();
  await page.getByRole('button', { name: en.Reading.beginSilent }).focus();
  await page.keyboard.press('Enter');
  const first = page.getByRole('button', { name: fill(en.Reading.faceDownCard, { n: 1 }), exact: true });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(en.Reading.channelling)).toBeVisible();
  const full = page.getByRole('button', { name: en.Reading.fullReading });
  await full.waitFor({ timeout: 8000 });
  await full.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Quick Insight');
  await expect(page.getByRole('heading', { name: 'Insight Interpretation' })).toBeVisible();
});

test('a reload shows the same cards and reading, without asking again', async ({ page }) => {
  await page.goto('/full-reading?cards=the-star%2Cthe-moon%2Cthe-sun&type=past-present-future');
  // Only a finished reading is kept for a reload (its source line shows it has finished); one
  // reloaded while still arriving is asked for again.
  await expect(page.getByText(en.FullReading.sourceAi)).toBeVisible();
  const requests = countReadingRequests(page);
  await page.reload();
  await expect(page.getByText('The Star', { exact: true })).toBeVisible();
  await expect(page.getByText('The Moon', { exact: true })).toBeVisible();
  await expect(page.getByText(aiText)).toBeVisible();
  await page.waitForTimeout(1000);
  expect(requests.count).toBe(0);
});

test('the same reading opened in another language is written anew in that language', async ({ page }) => {
  await page.goto('/full-reading?cards=the-star%2Cthe-moon%2Cthe-sun&type=past-present-future');
  await expect(page.getByText(en.FullReading.sourceAi)).toBeVisible();
  const asked: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/reading') && request.method() === 'POST') asked.push(request.postDataJSON());
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Italiano' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByText(it.FullReading.sourceAi)).toBeVisible();
  expect(asked).toEqual([expect.objectContaining({ locale: 'it', cards: ['the-star', 'the-moon', 'the-sun'] })]);
});

for (const [path, home] of [
  ['/full-reading?cards=the-fool&type=past-present-future', '/'],
  ['/full-reading', '/'],
  ['/es/lectura-completa', '/es/tarot-gratis'],
  ['/es/lectura-completa?cards=the-fool%2Cthe-joker%2Cthe-sun', '/es/tarot-gratis'],
  ['/it/lettura-completa?cards=the-fool%2Cthe-fool%2Cthe-sun&type=past-present-future', '/it/tarocchi-gratis'],
] as const) {
  test(`invalid state ${path} goes back to ${home}`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === home);
  });
}

test('a question that signals a crisis shows help before the cards', async ({ page }) => {
  await page.goto('/love-tarot');
  await page.getByLabel(en.Reading.questionLabel).fill('I want to end my life');
  await page.getByRole('button', { name: en.Themed.love.submit }).click();
  await expect(page.getByRole('heading', { name: en.Crisis.title })).toBeVisible();
  await expect(page.getByRole('link', { name: en.Crisis.linkLabel })).toBeVisible();
});

test('option tiles: the default type, a description on hover and by keyboard', async ({ page }) => {
  await page.goto('/it/tarocchi-viaggi');
  await expect(page.getByRole('radio', { name: new RegExp(it.ReadingTypes.journey.label) })).toBeChecked();
  const description = page.getByText(it.ReadingTypes.destination.description);
  await page.getByText(it.ReadingTypes.destination.label).hover();
  await expect(description).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(description).toBeHidden();
  await page.getByRole('button', { name: fill(it.Reading.aboutType, { label: it.ReadingTypes.destination.label }) }).focus();
  await page.keyboard.press('Enter');
  await expect(description).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(description).toBeHidden();
});

test('putting every chosen card back, and starting anew, clear the reading', async ({ page }) => {
  await page.goto('/daily-tarot');
  await page.getByText('Morning & evening', { exact: true }).click();
  await page.getByLabel(en.Reading.questionLabel).fill('How will my day go?');
  await page.getByRole('button', { name: en.Themed.daily.submit }).click();
  await pickCards(page, 'en', 1);
  await page.getByRole('button', { name: fill(en.Reading.putBack, { n: 1 }) }).click();
  await expect(page.getByText(fill(en.Reading.pickProgress, { n: 1, total: 2 }))).toBeVisible();
  await pickCards(page, 'en', 2);
  // Starting anew goes back to the setup, with the spread and the question kept for an edit.
  await page.getByRole('button', { name: en.Reading.startNew }).click({ timeout: 15_000 });
  await expect(page.locator('.card-flip')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Morning & evening/ })).toBeChecked();
  await expect(page.getByLabel(en.Reading.questionLabel)).toHaveValue('How will my day go?');
  await page.getByRole('button', { name: en.Themed.daily.submit }).click();
  await expect(page.getByText(fill(en.Reading.pickProgress, { n: 1, total: 2 }))).toBeVisible();
});

test('the sun and the moon swap every 5 s, and stay still under reduced motion', async ({ page, browser }) => {
  await page.goto('/');
  const moon = page.getByTestId('moon');
  await expect(moon).toHaveCSS('opacity', '0');
  await expect(moon).toHaveCSS('opacity', '1', { timeout: 6500 });
  await expect(page.getByTestId('sun')).toHaveCSS('opacity', '0');
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const still = await context.newPage();
  await still.goto(page.url());
  await still.waitForTimeout(5600);
  await expect(still.getByTestId('moon')).toHaveCSS('opacity', '0');
  await expect(still.getByTestId('sun')).toHaveCSS('opacity', '1');
  await context.close();
});
