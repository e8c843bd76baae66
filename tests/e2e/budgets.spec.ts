import { expect, test } from './fixtures';
import { firstLoadJs, inlineBudgets, inlineScriptKb, jsBudgets } from '../tools/first-load.mjs';

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
