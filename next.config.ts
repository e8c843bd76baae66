import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import path from 'node:path';
import { markChunksForEagerCompile } from './lib/build/eager-compile';
import { localizedPath, localizedRedirects, localizedRewrites, notFoundRewrites } from './lib/routes/paths';
import { locales } from './lib/i18n/routing';
import { securityHeaders, sharedCacheControl, strictTransportSecurity } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The public origin is fixed at build time, for pages and route handlers alike (README: SITE_URL).
  env: { SITE_URL: process.env.SITE_URL || 'http://localhost:3000' },
  reactStrictMode: true,
  // No page uses next/image: with the optimizer off, `/_next/image` is a 404 that writes nothing.
  images: { unoptimized: true },
  // Pages made on request (shared spreads) are kept in memory only, least recently used dropped
  // first within this many bytes; pages prerendered by the build are still read from disk.
  cacheMaxMemorySize: 64 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  // proxy.ts sees the request URL as the server itself does (see the comment there).
  skipProxyUrlNormalize: true,
  // One self-contained server folder (.next/standalone) to copy onto a machine or into an image.
  output: 'standalone',
  // The font the server draws shared readings' preview images with travels with that route.
  // libsql loads its binary by a computed name, which the tracer cannot follow: it travels whole.
  outputFileTracingIncludes: { '/og/r/**': ['./lib/og/fonts/cinzel.ttf'], '/**': ['./node_modules/@libsql/*/**'] },
  // The articles' database drivers and the server's DOM for the sanitizer run as Node loads them.
  serverExternalPackages: ['libsql', 'pg', 'jsdom'],
  compiler: {
    // Chromium then compiles the client chunks while they download, off the main thread
    // (lib/build/eager-compile.ts; README, performance).
    async runAfterProductionCompile({ projectDir, distDir }) {
      await markChunksForEagerCompile(path.resolve(projectDir, distDir, 'static', 'chunks'));
    },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'development') },
      // The full reading is drawn from its URL alone (the written reading stays in the tab): a CDN may keep it.
      ...locales.map((locale) => ({ source: localizedPath('/full-reading', locale), headers: [sharedCacheControl] })),
      // Answers of the API are never cached by a browser, a proxy or a CDN.
      { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      // HSTS only over https, which the TLS-terminating proxy in front reports (README, deploying).
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [strictTransportSecurity] },
    ];
  },
  // Localized URLs are mapped here, from the page table (lib/routes/pages.ts), instead of in a request interceptor:
  // prerendered pages are then served without running proxy.ts (see README, performance).
  async rewrites() {
    return { beforeFiles: [], afterFiles: localizedRewrites(), fallback: notFoundRewrites() };
  },
  async redirects() {
    return localizedRedirects().map((rule) => ({ ...rule, permanent: false }));
  },
};

export default withNextIntl(nextConfig);
