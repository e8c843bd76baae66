import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { englishOnlyRewrites, publishPageRoute } from '../../lib/i18n/english-routes';
import { localizedRewrites } from '../../lib/i18n/paths';

// Every public page must be prerendered by `next build` (a route that silently turned dynamic would
// be rendered on every request). The build's own manifest says which ones were.
test('every page is statically prerendered', () => {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8')) as { routes: Record<string, unknown> };
  const internal = [...localizedRewrites(), ...englishOnlyRewrites()]
    .map((rule) => rule.destination)
    .concat(publishPageRoute, '/_not-found');
  for (const route of internal) expect(Object.keys(manifest.routes), route).toContain(route);
  expect(internal.length).toBeGreaterThanOrEqual(29);
});
