import { expect, test } from './fixtures';
import { catalogs, finishedInterpretation, pickCards, reveal, type Lang } from './helpers';
import { themedPagePaths } from '../../lib/routes/pages';
import { localizedPath } from '../../lib/routes/paths';
import { personGender } from '../../lib/tarot/reader/question';
import { forPerson } from '../../lib/tarot/text';
import { majorIds } from '../../lib/tarot/deck';
import { shuffle } from '../../lib/tarot/random';
import { frightens } from '../../lib/tarot/safety/frightening';

/** A care frame as the page says it for a question: he or she for the person it names. */
const said = (frame: string, question: string) => forPerson(frame, personGender(question));

test.describe.configure({ timeout: 90_000 });

/** A question people in crisis type, without the obvious verbs, and a painful one, per language. */
const questions = {
  en: { crisis: "I'm so tired of living, is there any point?", painful: 'Is my husband cheating on me?' },
  es: { crisis: 'Ya no puedo más, quiero morirme', painful: '¿Mi esposo tiene a otra?' },
  it: { crisis: 'Non ce la faccio più, ha senso andare avanti?', painful: 'Mio marito mi tradisce?' },
} as const satisfies Record<Lang, Record<string, string>>;

for (const lang of ['en', 'es', 'it'] as const) {
  test(`a crisis question on yes or no (${lang}) gets help and care, never a verdict`, async ({ page }) => {
    const t = catalogs[lang];
    await page.goto(localizedPath(themedPagePaths.yesNo, lang));
    await page.getByLabel(t.Reading.questionLabel).fill(questions[lang].crisis);
    await page.getByRole('button', { name: t.Themed.yesNo.submit }).click();
    await expect(page.getByRole('heading', { name: t.Crisis.title })).toBeVisible();
    await pickCards(page, lang, 1);
    await reveal(page, lang, Object.values(t.ReadingTypes['yes-no'].positions));
    // No answer stands beside the card, under the help.
    await expect(page.locator('[data-answer]:not(:empty)')).toHaveCount(0);
    if (lang !== 'it') await page.getByRole('button', { name: t.Reading.fullReading }).click();
    const box = await finishedInterpretation(page, lang);
    // Never the model: the template's care, with its help lines.
    await expect(box).toContainText(t.FullReading.sourceTemplate);
    // The help lines stand in a paragraph of their own, apart from the words before them.
    for (const line of said(t.TemplateReading.care.crisis.opening, questions[lang].crisis).split('\n'))
      await expect(box.locator('p').filter({ hasText: line })).toHaveCount(1);
    await expect(box).toContainText(said(t.TemplateReading.care.crisis.closing, questions[lang].crisis));
    for (const answer of [...Object.values(t.TemplateReading.verdict.answer), ...Object.values(t.TemplateReading.verdict.now)])
      await expect(box).not.toContainText(`${answer}.`);
    await expect(page.getByRole('heading', { name: t.Crisis.title })).toBeVisible();
  });
}

test('a question asked in crisis is read from a fan without the cards whose picture would frighten', async ({ page }) => {
  const t = catalogs.en;
  // With Math.random fixed at 0.5 for the click, the majors would lay the Fool, at the cliff's edge, first.
  const chance = 0.5;
  expect(shuffle([...majorIds], () => chance)[0]).toBe('the-fool');
  const gentle = shuffle(
    majorIds.filter((card) => !frightens(card, 'crisis')),
    () => chance,
  );
  await page.goto(localizedPath(themedPagePaths.yesNo, 'en'));
  await page.getByLabel(t.Reading.questionLabel).fill(questions.en.crisis);
  await page.evaluate((value) => {
    Object.assign(window, { realRandom: Math.random });
    Math.random = () => value;
  }, chance);
  await page.getByRole('button', { name: t.Themed.yesNo.submit }).click();
  await pickCards(page, 'en', 1);
  await page.evaluate(() => (Math.random = (window as unknown as { realRandom: () => number }).realRandom));
  await reveal(page, 'en', Object.values(t.ReadingTypes['yes-no'].positions));
  const spread = page.getByRole('region', { name: t.Reading.chosenLabel });
  await expect(spread.getByRole('link', { name: t.Cards[gentle[0]!].name, exact: true })).toBeVisible();
  await expect(spread.getByRole('link', { name: t.Cards['the-fool'].name, exact: true })).toHaveCount(0);
});

test('a painful question read by the AI is framed by the page’s care note, with no verdict beside the cards', async ({ page }) => {
  const t = catalogs.en;
  await page.goto(localizedPath(themedPagePaths.yesNo, 'en'));
  await page.getByLabel(t.Reading.questionLabel).fill(questions.en.painful);
  await page.getByRole('button', { name: t.Themed.yesNo.submit }).click();
  await pickCards(page, 'en', 1);
  await reveal(page, 'en', Object.values(t.ReadingTypes['yes-no'].positions));
  await expect(page.locator('[data-answer]:not(:empty)')).toHaveCount(0);
  await page.getByRole('button', { name: t.Reading.fullReading }).click();
  const box = await finishedInterpretation(page, 'en');
  await expect(box).toContainText(t.FullReading.sourceAi);
  await expect(page.getByRole('note')).toContainText(said(t.TemplateReading.care.betrayal.opening, questions.en.painful));
});

test('a painful question read by the template says its care once, in the reading itself', async ({ page }) => {
  const t = catalogs.es;
  await page.goto(localizedPath(themedPagePaths.yesNo, 'es'));
  await page.getByLabel(t.Reading.questionLabel).fill(`${questions.es.painful} [[fake:error500]]`);
  await page.getByRole('button', { name: t.Themed.yesNo.submit }).click();
  await pickCards(page, 'es', 1);
  await reveal(page, 'es', Object.values(t.ReadingTypes['yes-no'].positions));
  await page.getByRole('button', { name: t.Reading.fullReading }).click();
  const box = await finishedInterpretation(page, 'es');
  await expect(box).toContainText(t.FullReading.sourceTemplate);
  const opening = said(t.TemplateReading.care.betrayal.opening, questions.es.painful);
  await expect(box).toContainText(opening);
  await expect(page.getByText(opening)).toHaveCount(1);
});
