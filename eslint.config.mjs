import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { defineConfig, globalIgnores } from 'eslint/config';

// How lib/ imports. next.config.ts, proxy.ts, the e2e tests and scripts load lib/ outside the
// bundler, without the @/ alias, so lib/ imports itself relatively; and lib/ sits below the
// components, pages, hooks and prose that use it, so it never imports them.
const libImports = [
  {
    group: ['@/*'],
    message: 'Inside lib/, import relatively: lib/ is also loaded without the @/ alias (next.config.ts, proxy.ts, tests, scripts).',
  },
  {
    group: ['**/app/**', '**/components/**', '**/hooks/**', '**/content/**'],
    message: 'lib/ is below app/, components/, hooks/ and content/: pass in what it needs.',
  },
  {
    group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
    message: 'lib/ holds no React: hooks live in hooks/ or beside their components.',
  },
];
// The features (the reading domain, the blog, the journal, share codes, the card library) are pure
// and below the URL layer: lib/routes maps their URLs, lib/seo and lib/og present them.
const featureImports = [
  ...libImports,
  {
    group: ['**/routes/*', '**/seo/*', '**/og/*', '**/server/*', '**/ai/*'],
    message: 'Features sit below routes, seo, og, ai and server: those import features, not the reverse.',
  },
  {
    group: ['next', 'next/*', 'next-intl', 'next-intl/*'],
    message: 'The pure core imports no framework: randomness, clock and storage are passed in.',
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    // Every image is a pre-sized SVG served as it is (or a visitor's https: URL): next/image would
    // optimize nothing and only add client code to the reading pages.
    // Links are plain anchors, followed inside the app by one listener (components/layout/soft-navigation.tsx).
    rules: { '@next/next/no-img-element': 'off', '@next/next/no-html-link-for-pages': 'off' },
  },
  { files: ['lib/**/*.{ts,tsx,mts,mjs}'], rules: { 'no-restricted-imports': ['error', { patterns: libImports }] } },
  { files: ['lib/{tarot,blog,journal,share,cards}/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: featureImports }] } },
  // Formatting is Prettier's (checked by `npm run lint`); no ESLint rule argues with it.
  prettier,
  globalIgnores(['.next/**', 'scripts/floor/.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
]);
