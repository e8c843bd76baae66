// First-load JS: what a page makes the browser download before it runs, and its budget. Measured
// by `npm run bench` and enforced by tests/e2e/budgets.spec.ts.
import { gzipSync } from 'node:zlib';

// First-load JS budgets (gzip KB): issue [A] for the shell, issue [C] for the reading pages.
export const jsBudgets = {
  '/': 165,
  '/es/tarot-gratis': 165,
  '/it/tarocchi-gratis': 165,
  '/love-tarot': 165,
  '/it/tarocchi-viaggi': 165,
  // The full reading is laid out from its URL: measured with cards, or it would redirect home.
  '/full-reading?cards=the-fool%2Cthe-star%2Cthe-sun&type=past-present-future': 170,
  '/es/lectura-completa?cards=the-tower%2Cthe-lovers%2Cthe-moon%2Cthe-sun%2Cjustice&type=relationship': 170,
  // The blog list reads the visitor's stored articles in the browser (zod/mini, the store, Delete).
  '/blog': 165,
  '/es/blog': 165,
  // Guides, FAQ and the site's own pages ship the shell only.
  '/faq': 145,
  '/es/por-que-el-tarot': 145,
  '/it/domande-frequenti': 145,
  '/it/privacy': 145,
  // Issue [J]: the card library ships the shell only.
  '/cards': 145,
  '/cards/the-tower': 145,
  '/es/cartas/la-torre': 145,
  '/it/carte/la-torre': 145,
  // Issue [K]: a shared spread within the full reading's budget; My readings beside the blog.
  '/r/p0gh': 170,
  '/es/tirada/rlkji6': 170,
  '/my-readings': 165,
};

/** The scripts a page loads first, as bytes. */
export async function firstLoadScripts(base, route) {
  const html = await (await fetch(base + route)).text();
  // Modern browsers skip `noModule` scripts (legacy polyfills), so they are not part of first load.
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !/\bnoModule\b/i.test(tag));
  const unique = [...new Set(tags.map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1]).filter(Boolean))];
  return Promise.all(unique.map(async (src) => Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())));
}

/** A page's first-load JS in gzip KB. */
export async function firstLoadJs(base, route) {
  const scripts = await firstLoadScripts(base, route);
  const bytes = scripts.reduce((sum, script) => sum + gzipSync(script).length, 0);
  return { route, scripts: scripts.length, kb: bytes / 1024 };
}
