// `npm run bench:floor` (after `npm run build`): the site's pages side by side with the floor, a
// bare Next.js page of the same versions (scripts/floor, built and served here), and the styled
// floor (the same page with the site's stylesheet and heading font). Each round runs, per page, the
// floor and the page under Lighthouse's simulated phone (score, TBT, style and layout, script, tasks),
// then the styled floor and the page loaded through Lighthouse's really throttled network and CPU
// ("net": LCP, style and layout). FLOOR_RUNS rounds (default 3); it prints each page's medians and
// their difference from the floors', with the budgets: within 3 points and +150 ms TBT of the floor,
// LCP (net) within +0.3 s of the styled floor's, the LCP element drawn in the first paint, no task
// over 150 ms after it; style and layout ≤ 2× the floor's (sim) and the styled floor's (net), script
// evaluation ≤ 1.5× the floor's (marked, reported). Then first-load JS and inline script beside the
// floor's, with the inline budget (the floor's, the shell's and 1.2 × what the page shows: first-load.mjs).
// BENCH_PAGES (comma-separated paths) picks pages; FLOOR_BUSY=1 runs it all beside a loop that holds
// one core (a slow phone), FLOOR_BUSY=both runs it quiet and then busy; exit code 1 on a miss.
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { answering, freePort, startNext } from '../tests/tools/server.mjs';
import {
  firstLoadJs,
  floor as recorded,
  inlineBudgets,
  inlineScriptKb,
  jsBudgets,
  pageKb,
  shellInlineKb,
  shownInlineBudget,
} from '../tests/tools/first-load.mjs';
import { benchPages, lighthouse, median } from '../tests/tools/lighthouse.mjs';

const RUNS = Number(process.env.FLOOR_RUNS ?? 3);
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : benchPages;
const budget = { score: 3, tbt: 150, lcp: 300, style: 2, script: 1.5, task: 150, firstPaint: 50 };
const next = 'node_modules/next/dist/bin/next';

/** Runs a command to its end, its output passed through; rejects on a non-zero exit. */
const run = (args) =>
  new Promise((resolve, reject) =>
    spawn(process.execPath, args, { stdio: 'inherit' }).on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${args.join(' ')}: exit ${code}`)),
    ),
  );

/** The floor's production server on a free port, once it answers. */
async function startFloor() {
  const port = await freePort();
  const child = spawn(process.execPath, [next, 'start', 'scripts/floor', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => process.kill(-child.pid, 'SIGTERM');
  if (await answering(url)) return { url, stop };
  stop();
  throw new Error('the floor did not answer within 30 s');
}

const figures = (results) => ({
  score: median(results.map((result) => result.performance)),
  tbt: median(results.map((result) => result.tbt)),
  lcp: median(results.map((result) => result.lcp)),
  style: median(results.map((result) => result.work.styleLayout ?? 0)),
  script: median(results.map((result) => result.work.scriptEvaluation ?? 0)),
  // How long after the first paint the LCP element was drawn (0: in the first paint), unthrottled.
  lateLcp: median(results.map((result) => result.observedLcp - result.observedFcp)),
  // The longest task that starts after the first paint.
  task: median(
    results.map((result) => Math.max(0, ...result.longTasks.filter((task) => task.start >= result.fcp).map((task) => task.duration))),
  ),
});

/** The site's stylesheet and the fonts it names, copied where the styled floor links them (public/styled). */
async function copySiteStyles(siteUrl) {
  const html = await (await fetch(`${siteUrl}/faq`)).text();
  const href = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1];
  if (!href) throw new Error('the site links no stylesheet');
  const css = await (await fetch(siteUrl + href)).text();
  const root = 'scripts/floor/public/styled';
  await mkdir(`${root}/chunks`, { recursive: true });
  await mkdir(`${root}/media`, { recursive: true });
  await writeFile(`${root}/chunks/site.css`, css);
  // The stylesheet names its fonts relative to itself (../media/…), as the site serves them.
  for (const [, file] of css.matchAll(/url\(\.\.\/media\/([^)]+)\)/g))
    await writeFile(`${root}/media/${file}`, Buffer.from(await (await fetch(`${siteUrl}/_next/static/media/${file}`)).arrayBuffer()));
}

const modes = { 1: [true], both: [false, true] }[process.env.FLOOR_BUSY ?? ''] ?? [false];
const site = await startNext();
await copySiteStyles(site.url);
await run([next, 'build', 'scripts/floor']);
const floor = await startFloor();
const misses = [];
const ms = (value) => `${Math.round(value)}`;
const delta = (value, reference) => `${value - reference >= 0 ? '+' : ''}${Math.round(value - reference)}`;

/** Lighthouse over the floors and the pages, RUNS rounds, printed as one table; its misses noted. */
async function timings(busy) {
  // A loop holding one core for the whole table, as a busy phone would be.
  const load = busy ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }) : undefined;
  const floorRuns = [];
  const styledRuns = [];
  const pageRuns = new Map(pages.map((path) => [path, { simulated: [], network: [] }]));
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const path of pages) {
        floorRuns.push(await lighthouse(`${floor.url}/`, ['performance']));
        // LCP through a really throttled network: the simulation counts every script that ran before the paint on
        // loopback, which is a race on this machine (the floors' own LCP swings by a second), not what a phone sees.
        styledRuns.push(await lighthouse(`${floor.url}/styled`, ['performance'], 'devtools'));
        const runs = pageRuns.get(path);
        runs.simulated.push(await lighthouse(site.url + path, ['performance']));
        runs.network.push(await lighthouse(site.url + path, ['performance'], 'devtools'));
        process.stderr.write('.');
      }
    }
  } finally {
    load?.kill();
  }
  const base = figures(floorRuns);
  const styled = figures(styledRuns);
  const mode = busy ? 'busy' : 'quiet';
  console.log(
    `\n\nLighthouse, mobile, median of ${RUNS} runs per page, the floors run before each page (${floorRuns.length} runs each), ${busy ? 'one core held busy' : 'machine quiet'}\n` +
      "sim: Lighthouse's simulated phone (score, TBT, tasks); net: loaded through its throttled network and CPU (LCP, style)\n",
  );
  const head = ['score', 'Δ', 'TBT', 'Δ', 'LCP sim', 'LCP net', 'Δ', 'style sim', '×', 'style net', '×', 'script', '×', 'late', 'task'];
  const widths = [6, 5, 6, 6, 8, 8, 6, 10, 5, 10, 5, 7, 5, 5, 5];
  const line = (name, values) => name.padEnd(44) + values.map((value, i) => String(value).padStart(widths[i] + 1)).join('');
  console.log(line('page', head));
  const times = (value, reference, limit) => `${(value / reference).toFixed(1)}${value <= limit * reference ? ' ' : '!'}`;
  console.log(
    line('floor (sim)', [
      base.score,
      '',
      ms(base.tbt),
      '',
      ms(base.lcp),
      '',
      '',
      ms(base.style),
      '',
      '',
      '',
      ms(base.script),
      '',
      ms(base.lateLcp),
      ms(base.task),
    ]),
  );
  console.log(
    line('styled floor (net: LCP, style)', ['', '', '', '', '', ms(styled.lcp), '', '', '', ms(styled.style), '', '', '', '', '']),
  );
  for (const [path, runs] of pageRuns) {
    const page = figures(runs.simulated);
    const net = figures(runs.network);
    const over = [
      base.score - page.score > budget.score && 'score',
      page.tbt - base.tbt > budget.tbt && 'TBT',
      net.lcp - styled.lcp > budget.lcp && 'LCP',
      page.lateLcp > budget.firstPaint && 'LCP after the first paint',
      page.task > budget.task && `a ${ms(page.task)} ms task after the first paint`,
    ].filter(Boolean);
    if (over.length) misses.push(`${path} (${mode}): ${over.join(', ')}`);
    console.log(
      line((over.length ? '✗ ' : '✓ ') + path.slice(0, 42), [
        page.score,
        delta(page.score, base.score),
        ms(page.tbt),
        delta(page.tbt, base.tbt),
        ms(page.lcp),
        ms(net.lcp),
        delta(net.lcp, styled.lcp),
        ms(page.style),
        times(page.style, base.style, budget.style),
        ms(net.style),
        times(net.style, styled.style, budget.style),
        ms(page.script),
        times(page.script, base.script, budget.script),
        ms(page.lateLcp),
        ms(page.task),
      ]),
    );
  }
  console.log(
    `\nBudgets: within ${budget.score} points and +${budget.tbt} ms TBT of the floor, LCP (net) within +${budget.lcp / 1000} s of the styled floor's, the LCP element drawn within ${budget.firstPaint} ms of the first paint ('late', unthrottled), no task over ${budget.task} ms after it ('task') (✗ on a miss); style and layout ≤ ${budget.style}× the floor's (sim) and the styled floor's (net), script evaluation ≤ ${budget.script}× the floor's (! on a miss, reported). Times in ms at a 4× slower CPU.`,
  );
}

try {
  for (const busy of modes) await timings(busy);

  const floorJs = (await firstLoadJs(floor.url, '/')).kb;
  const floorInline = await inlineScriptKb(floor.url, '/');
  console.log(`\nfirst-load JS (gzip) and inline script: floor ${floorJs.toFixed(1)} KB, ${floorInline.toFixed(1)} KB`);
  // The CI budgets (first-load.mjs) are set from the recorded floor: say when it no longer holds.
  if (Math.abs(floorJs - recorded.js) > 0.5 || Math.abs(floorInline - recorded.inlineScript) > 0.5) {
    misses.push(
      `the floor measures ${floorJs.toFixed(1)} KB and ${floorInline.toFixed(1)} KB, first-load.mjs records ${recorded.js} and ${recorded.inlineScript}: update it`,
    );
  }
  console.log(
    `${'page'.padEnd(62)} ${'JS'.padStart(15)}  ${'inline'.padStart(16)}  shown, inline budget (floor + shell ${shellInlineKb} KB + 1.2 × shown)`,
  );
  for (const path of pages) {
    const js = (await firstLoadJs(site.url, path)).kb;
    const { inline, shown } = await pageKb(site.url, path);
    // The byte budgets CI enforces (tests/e2e/budgets.spec.ts), for the pages that have one.
    const over = [
      js > (jsBudgets[path] ?? Infinity) && `first-load JS over ${jsBudgets[path]} KB`,
      inline > (inlineBudgets[path] ?? Infinity) && `inline script over ${inlineBudgets[path]} KB`,
    ].filter(Boolean);
    if (over.length) misses.push(`${path}: ${over.join(', ')}`);
    const decided = shownInlineBudget(shown);
    console.log(
      `${over.length ? '✗' : ' '} ${path.slice(0, 60).padEnd(60)} ${js.toFixed(1).padStart(6)} KB (+${(js - floorJs).toFixed(1)})  ${inline.toFixed(1).padStart(6)} KB (×${(inline / floorInline).toFixed(1)})  ${shown.toFixed(1).padStart(5)} KB, ${decided.toFixed(1)} KB ${inline <= decided ? '✓' : '!'}`,
    );
  }
} finally {
  site.stop();
  floor.stop();
}
if (misses.length) {
  console.log(`\nOver budget: ${misses.join('; ')}`);
  process.exitCode = 1;
}
