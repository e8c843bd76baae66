import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { catalogs, fill, finishedInterpretation, homes, pickCards, type Lang } from './helpers';
import { localizedPath } from '../../lib/routes/paths';

// The motion itself is under test here (the config reduces it elsewhere).
test.use({ reducedMotion: 'no-preference' });

/*
 * Nothing on the page moves by itself from Begin to the written reading: the cumulative layout
 * shift (shifts within 500 ms of a click or key excluded, as browsers count it) stays under 0.02
 * on a phone-class CPU (4× throttled). The worst run counts. Three runs for the home and the Celtic
 * cross, the pages that jumped; two for the themed pages, whose table is the same component.
 * Each reading takes ~15 s (the 5.5 s glow included), so this stays near three minutes a device.
 * NO_JUMPS_RUNS=5 runs every flow five times.
 */
const fewRuns = Number(process.env.NO_JUMPS_RUNS) || 2;
const manyRuns = Number(process.env.NO_JUMPS_RUNS) || 3;
const devices = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

interface Flow {
  lang: Lang;
  path: string;
  runs: number;
  cards: number;
  begin: (page: Page) => Promise<void>;
}

// A question on the page's own subject: one off it would name the positions generically.
const themedBegin =
  (lang: Lang, submit: string, option?: string, question = 'What should I know about the months ahead?') =>
  async (page: Page) => {
    if (option) await page.getByText(option, { exact: true }).click();
    await page.getByLabel(catalogs[lang].Reading.questionLabel).fill(question);
    await page.getByRole('button', { name: submit }).click();
  };

const flows: Record<string, Flow> = {
  home: {
    lang: 'en',
    path: homes.en,
    runs: manyRuns,
    cards: 3,
    begin: (page) => page.getByRole('button', { name: catalogs.en.Reading.beginSilent }).click(),
  },
  'celtic cross': {
    lang: 'en',
    path: localizedPath('/celtic-cross', 'en'),
    runs: manyRuns,
    cards: 10,
    begin: themedBegin('en', catalogs.en.Themed.cross.submit),
  },
  'five-card cross (it, revealed on the page)': {
    lang: 'it',
    path: localizedPath('/celtic-cross', 'it'),
    runs: fewRuns,
    cards: 5,
    begin: themedBegin('it', catalogs.it.Themed.cross.submit, catalogs.it.ReadingTypes['five-card-cross'].label),
  },
  'love (es, turned by hand)': {
    lang: 'es',
    path: localizedPath('/love-tarot', 'es'),
    runs: fewRuns,
    cards: 5,
    begin: themedBegin('es', catalogs.es.Themed.love.submit, undefined, '¿Qué debo saber de mi relación en los próximos meses?'),
  },
};

type Shift = { value: number; at: number; sources: string[] };

/** One reading from Begin to its written text; returns the shifts counted on the way. */
async function read(browser: Browser, device: keyof typeof devices, flow: Flow): Promise<Shift[]> {
  const context = await browser.newContext(devices[device]);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: entry.sources.map((source) => {
            const node = source.node as Element | undefined;
            const name = node ? `${node.nodeName}.${String(node.className || '').slice(0, 40)}` : '?';
            return `${name} ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await page.goto(flow.path);
  // A visitor reads the page before beginning: it has loaded and settled.
  await page.waitForLoadState('networkidle');
  const before = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts.length);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await flow.begin(page);
  const t = catalogs[flow.lang].Reading;
  await pickCards(page, flow.lang, flow.cards);
  const faceUp = page.locator('ol.spread .card-flip[data-face-up="true"]');
  if (flow.lang === 'es') {
    const positions = Object.values(catalogs.es.ReadingTypes.relationship.positions);
    for (const [index, position] of positions.entries())
      await page.getByRole('button', { name: fill(t.turnOver, { n: index + 1, position }) }).click({ timeout: 15_000 });
  } else if (flow.lang === 'it') {
    await page.getByRole('button', { name: t.revealCards }).click({ timeout: 15_000 });
  }
  await expect(faceUp).toHaveCount(flow.cards, { timeout: 15_000 });
  if (flow.lang !== 'it') {
    await expect(page.getByRole('button', { name: t.fullReading })).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(1000);
    await page.getByRole('button', { name: t.fullReading }).click();
  }
  await finishedInterpretation(page, flow.lang);
  // The text's fade-in has ended, and anything that was going to arrive late has.
  await page.waitForTimeout(2000);
  const shifts = (await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts)).slice(before);
  await context.close();
  return shifts;
}

for (const device of Object.keys(devices) as (keyof typeof devices)[]) {
  for (const [name, flow] of Object.entries(flows)) {
    test(`${device}: ${name} does not move from Begin to the written reading (CLS < 0.02, worst of ${flow.runs})`, async ({
      browser,
    }, testInfo) => {
      // A reading takes up to a minute on a loaded machine.
      test.setTimeout(flow.runs * 60_000 + 30_000);
      const totals: number[] = [];
      for (let run = 0; run < flow.runs; run++) {
        const shifts = await read(browser, device, flow);
        totals.push(shifts.reduce((sum, shift) => sum + shift.value, 0));
        if (shifts.length) {
          testInfo.annotations.push({ type: `run ${run + 1}`, description: JSON.stringify(shifts) });
          console.log(`${device} ${name} run ${run + 1}: ${JSON.stringify(shifts)}`);
        }
      }
      testInfo.annotations.push({ type: 'cls', description: totals.map((total) => total.toFixed(4)).join(' ') });
      console.log(`${device} ${name}: CLS ${totals.map((total) => total.toFixed(4)).join(' ')}`);
      expect(Math.max(...totals)).toBeLessThan(0.02);
    });
  }
}
