import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    // Every image is a pre-sized SVG served as it is (or a visitor's https: URL): next/image would
    // optimize nothing and only add client code to the reading pages.
    // Links are plain anchors, followed inside the app by one listener (components/layout/soft-navigation.tsx).
    rules: { '@next/next/no-img-element': 'off', '@next/next/no-html-link-for-pages': 'off' },
  },
  globalIgnores(['.next/**', 'scripts/floor/.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
