import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './browser.mjs';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(500);
const result = await page.evaluate(() => {
  const sheet = [...document.styleSheets].find((s) => s.href?.endsWith('.css'));
  const restyle = () => {
    const times = [];
    for (let i = 0; i < 7; i++) {
      sheet.disabled = true; void document.body.offsetHeight;
      const t = performance.now(); sheet.disabled = false; void document.body.offsetHeight; times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b); return +times[3].toFixed(2);
  };
  const out = { all: restyle(), rules: sheet.cssRules.length };
  const kinds = {};
  const walk = (rules, depth = 0) => { for (const r of rules) { kinds[r.constructor.name] = (kinds[r.constructor.name] ?? 0) + 1; if (r.cssRules) walk(r.cssRules, depth + 1); } };
  walk(sheet.cssRules);
  out.kinds = kinds;
  // Delete top-level rules of one kind at a time and measure.
  const drop = (test) => { const removed = []; for (let i = sheet.cssRules.length - 1; i >= 0; i--) if (test(sheet.cssRules[i])) { removed.push([i, sheet.cssRules[i].cssText]); sheet.deleteRule(i); } const t = restyle(); for (const [i, text] of removed.reverse()) sheet.insertRule(text, i); return [removed.length, t]; };
  out.noProperty = drop((r) => r instanceof CSSPropertyRule);
  out.noFontFace = drop((r) => r instanceof CSSFontFaceRule);
  out.noKeyframes = drop((r) => r instanceof CSSKeyframesRule);
  return out;
});
console.log(JSON.stringify(result));
// Layers: measure each top-level layer removed.
const layers = await page.evaluate(() => {
  const sheet = [...document.styleSheets].find((s) => s.href?.endsWith('.css'));
  const restyle = () => { const times = []; for (let i = 0; i < 7; i++) { sheet.disabled = true; void document.body.offsetHeight; const t = performance.now(); sheet.disabled = false; void document.body.offsetHeight; times.push(performance.now() - t); } times.sort((a, b) => a - b); return +times[3].toFixed(2); };
  const out = [];
  for (let i = 0; i < sheet.cssRules.length; i++) {
    const r = sheet.cssRules[i];
    const text = r.cssText;
    sheet.deleteRule(i);
    out.push([i, r.constructor.name, (r.name ?? r.selectorText ?? '').slice(0, 40), text.length, restyle()]);
    sheet.insertRule(text, i);
  }
  return out;
});
for (const row of layers) console.log(JSON.stringify(row));
await browser.close();
