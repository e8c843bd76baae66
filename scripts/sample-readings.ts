/**
 * Writes template readings for native reviewers: every spread, the whole deck with reversals, real
 * questions (painful and crisis ones among them) in each language, a themed spread mostly asked
 * about its own subject. `npm run samples [-- <dir> <per language> <seed>]` (another seed, fresh readings).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../lib/i18n/routing';
import { tarotTexts } from '../lib/tarot/catalog';
import { answerOf, localReading } from '../lib/tarot/local-reading';
import { drawFan } from '../lib/tarot/fan';
import { seededRandom } from '../lib/tarot/random';
import { readingFor } from '../lib/tarot/reading';
import { asksReturn } from '../lib/tarot/reader/question';
import { questionTheme } from '../lib/tarot/keywords';
import { concernOf } from '../lib/tarot/safety/concern';
import { expectedCardCount, meaningThemeFor, readingTypeIds } from '../lib/tarot/spreads';
import { sampleQuestions } from '../tests/unit/tarot/sample-questions';

const [dir = 'samples', perLanguage = '320', seed = '2026'] = process.argv.slice(2);
mkdirSync(dir, { recursive: true });

for (const locale of Object.keys(sampleQuestions) as Locale[]) {
  const random = seededRandom(Number(seed) + locale.length + locale.charCodeAt(0));
  const questions = [undefined, ...sampleQuestions[locale]];
  const out: string[] = [`# Template readings (${locale}): whole deck, reversals\n`];
  for (let n = 0; n < Number(perLanguage); n++) {
    const type = readingTypeIds[n % readingTypeIds.length]!;
    // Visitors mostly ask a themed spread about its own subject: two in three questions do, the rest are any.
    const subject = meaningThemeFor(type, 'GENERAL');
    // The come-back spread's own subject is a return, not love at large.
    const fits = (q: string) => (type === 'come-back' ? asksReturn(q) : questionTheme(q) === subject);
    const fitting = questions.filter((q) => !q || concernOf(q) !== undefined || fits(q));
    const pool = subject !== 'GENERAL' && random() < 2 / 3 ? fitting : questions;
    const question = pool[Math.floor(random() * pool.length)];
    // Drawn as the site lays the fan: a question asked in pain is read from the gentle deck.
    const concern = concernOf(question);
    const cards = drawFan({ deck: 'full', reversals: false }, random, concern).deck.slice(0, expectedCardCount(type));
    const reversed = cards.map(() => random() < 0.35);
    const ask = { cards, type, question, locale, reversed };
    const plan = readingFor(ask);
    const answer = answerOf(ask, tarotTexts[locale]);
    out.push(
      `## ${n + 1}. ${type}${question ? ` — “${question}”` : ' — no question'}`,
      `<!-- plan: ask=${plan.ask} subject=${plan.subject} theme=${plan.theme} topic=${plan.topic ?? 'GENERAL'}${plan.concern ? ` concern=${plan.concern}` : ''}${plan.offSubject ? ' off-subject' : ''}${answer ? ` badge="${answer}"` : ''} -->`,
      '',
      localReading(ask, tarotTexts[locale]),
      '',
    );
  }
  writeFileSync(path.join(dir, `${locale}.md`), out.join('\n'));
  console.log(`${path.join(dir, `${locale}.md`)}: ${perLanguage} readings`);
}
