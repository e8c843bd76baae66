import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { englishOnlyRewrites } from './lib/i18n/english-routes';
import { localizedRedirects, localizedRewrites } from './lib/i18n/paths';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Localized URLs are mapped here, from the routing table, instead of in a request interceptor:
  // prerendered pages are then served without running proxy.ts (see README, performance).
  async rewrites() {
    return [...localizedRewrites(), ...englishOnlyRewrites()];
  },
  async redirects() {
    return localizedRedirects().map((rule) => ({ ...rule, permanent: false }));
  },
};

export default withNextIntl(nextConfig);
