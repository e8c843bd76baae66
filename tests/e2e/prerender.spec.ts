import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { builtinArticleIds } from '../../lib/blog/builtin-ids';
import { publishPageRoute } from '../../lib/routes/paths';
import { pageKeys } from '../../lib/routes/pages';
import { locales } from '../../lib/i18n/routing';
import { cardSlug, suitSlug } from '../../lib/routes/card-slugs';
import { cardIds, suits } from '../../lib/tarot/deck';
import { allCardRoutes, routes, sharedCode } from './routes';

// Every public page must be prerendered by `next build` (a route that silently turned dynamic would
// be rendered on every request). The build's own manifest says which ones were.
test('every page is statically prerendered', () => {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as { routes: Record<string, unknown> };
  const internal = locales
    .flatMap((locale) => [
      ...pageKeys.filter((key) => key !== '/full-reading').map((key) => `/${locale}${key === '/' ? '' : key}`),
      ...builtinArticleIds.map((id) => `/${locale}/blog/${id}`),
      ...cardIds.map((id) => `/${locale}/cards/${cardSlug(id, locale)}`),
      ...suits.map((suit) => `/${locale}/cards/${suitSlug(suit, locale)}`),
    ])
    .concat(publishPageRoute, '/_not-found', ...cardIds.map((id) => `/og/cards/${id}.jpg`));
  for (const route of internal) expect(Object.keys(manifest.routes), route).toContain(route);
  // 3 × (22 pages + 2 built-in articles + 78 cards + 4 suits), the publish page, the 404, 78 share images.
  expect(internal.length).toBe(3 * (22 + 2 + 78 + 4) + 2 + 78);
  // The exceptions, each rendered from its URL when asked for: shared spreads (millions of codes),
  // the full reading (its cards are in the query, laid out on the server so nothing jumps) and
  // articles that are not built in (published on the server, or kept in a visitor's browser).
  expect(
    Object.keys(manifest.routes).filter(
      (route) => route.includes(sharedCode) || route.endsWith('/full-reading') || route.startsWith('/articles/'),
    ),
  ).toEqual([]);
});

// React may stream a Suspense boundary out of order (a `<template id="B:n">` placeholder, the
// content in a hidden `<div id="S:n">` at the end, swapped in by script after the first paint): the
// page then paints without it and shifts when it arrives, and without JavaScript it never appears.
// Every page must arrive whole and in document order.
test('every page arrives in document order, nothing hidden for a later reveal', async ({ request }) => {
  for (const { path } of [...routes, ...allCardRoutes]) {
    const html = await (await request.get(path)).text();
    expect(html.includes('</main>'), path).toBe(true);
    expect(/<template id="B:\d+"|<div hidden id="S:\d+"/.exec(html)?.[0], path).toBeUndefined();
  }
});
