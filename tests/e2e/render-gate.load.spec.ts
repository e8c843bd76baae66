import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startNext } from '../tools/server.mjs';

// One client floods a page made on every request (the full reading) with 50 connections, while
// another reads shared spreads and articles already made: those are served at once, outside the
// render gate, and the flooder's renders are rationed (lib/server/server.mjs).
const FLOOD = '/full-reading?cards=the-fool&type=quick-insight';
const MADE = ['/r/p012', '/es/tirada/p345', '/it/stesa/p678', '/blog/a-visitor-article', '/es/blog/otro-articulo'];

let site: Awaited<ReturnType<typeof startNext>>;
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  site = await startNext({ RENDER_BURST: '20', RENDER_PER_MINUTE: '30' });
});
test.afterAll(() => site?.stop());

async function get(path: string, client: string) {
  const started = performance.now();
  const response = await fetch(site.url + path, { headers: { 'x-forwarded-for': client } });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** `count` requests one after another, round the pages already made. */
async function visit(count: number) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await get(MADE[i % MADE.length]!, '198.51.100.2'));
  return answers;
}

const p99 = (answers: { ms: number }[]) => answers.map(({ ms }) => ms).sort((a, b) => a - b)[Math.ceil(answers.length * 0.99) - 1]!;

test('one client at 50 connections leaves another’s pages already made at 200, p99 under 3× idle', async () => {
  for (const path of MADE) expect((await get(path, '198.51.100.1')).status).toBe(200);
  const idle = await visit(300);

  const flood = spawn(
    process.execPath,
    ['node_modules/autocannon/autocannon.js', '-c', '50', '-d', '12', '-j', '-H', 'x-forwarded-for=203.0.113.66', site.url + FLOOD],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let report = '';
  flood.stdout.on('data', (chunk) => (report += chunk));
  const ended = new Promise((resolve) => flood.on('close', resolve));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const busy = await visit(300);
  await ended;
  const { requests, non2xx } = JSON.parse(report) as { requests: { total: number }; non2xx: number };

  console.log(
    `idle p99 ${p99(idle).toFixed(1)} ms, under the flood ${p99(busy).toFixed(1)} ms; the flooder: ${requests.total} requests, ${non2xx} refused`,
  );
  expect(busy.filter(({ status }) => status !== 200)).toEqual([]);
  expect(p99(busy)).toBeLessThan(3 * p99(idle));
  // The flooder was refused most of its renders (429 past its budget, 503 past its places in line).
  expect(non2xx / requests.total).toBeGreaterThan(0.9);
});
