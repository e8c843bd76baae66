/** The public origin of the site, for canonical URLs, hreflang, sitemaps and share cards (README: SITE_URL). */
export const siteUrl = new URL(process.env.SITE_URL || 'http://localhost:3000');

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}

export const shareImage = { url: '/og-default.jpg', width: 1200, height: 630 } as const;
