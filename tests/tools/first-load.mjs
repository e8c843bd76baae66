// First-load JS: what a page makes the browser download before it runs, and its budget. Measured
// by `npm run bench` and enforced by tests/e2e/budgets.spec.ts.
import { gzipSync } from 'node:zlib';

/**
 * The bare Next 16 page of tests/tools/floor (a heading and eight paragraphs): its first-load JS
 * (gzip KB) and inline script (KB). `npm run bench:floor` measures both again and says when these
 * figures no longer hold (a new Next or React).
 */
export const floor = { js: 131.7, inlineScript: 8.4 };

// Issue [R]: pages that ship the shell only stay within 6 KB of the floor, the homes and themed pages within 145 KB.
const shell = floor.js + 6;
const reading = 145;

// First-load JS budgets (gzip KB).
export const jsBudgets = {
  '/': reading,
  '/es/tarot-gratis': reading,
  '/it/tarocchi-gratis': reading,
  '/love-tarot': reading,
  '/it/tarocchi-viaggi': reading,
  // The full reading is laid out from its URL: measured with cards, or it would redirect home.
  '/full-reading?cards=the-fool%2Cthe-star%2Cthe-sun&type=past-present-future': 165,
  '/es/lectura-completa?cards=the-tower%2Cthe-lovers%2Cthe-moon%2Cthe-sun%2Cjustice&type=relationship': 165,
  // The blog list reads the visitor's stored articles in the browser (zod/mini, the store, Delete).
  '/blog': 162,
  '/es/blog': 162,
  // Guides, FAQ and the site's own pages ship the shell only.
  '/faq': shell,
  '/es/por-que-el-tarot': shell,
  '/it/domande-frequenti': shell,
  '/it/privacy': shell,
  // Issue [J]: the card library ships the shell only.
  '/cards': shell,
  '/cards/the-tower': shell,
  '/es/cartas/la-torre': shell,
  '/it/carte/la-torre': shell,
  // Issue [K]: a shared spread is drawn on the server (the shell only); My readings beside the blog.
  '/r/p0gh': shell,
  '/es/tirada/rlkji6': shell,
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
