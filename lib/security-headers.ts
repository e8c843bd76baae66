/**
 * Response headers for every route (next.config.ts). The pages are prerendered once and served
 * as files, so the policy is the same for all of them: no per-request nonce is possible without
 * rendering every page on every request. Inline scripts are therefore allowed ('unsafe-inline':
 * Next's own bootstrap and flight data are inline), and everything else is shut: no other host
 * for scripts, styles, fonts or requests, no eval, no plugins, no framing, no foreign <base> or
 * form target. The only HTML from strangers (published articles) is sanitized before it reaches
 * the page, and article images may come from any https host.
 */
export function contentSecurityPolicy(development = false): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development build evaluates code for its debugging tools; production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    // Inline <script> elements stay allowed, inline event handlers (onerror=…) never run.
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'none'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Powerful features the site never uses, switched off for it and anything it could embed. */
const permissions = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'magnetometer',
  'gyroscope',
  'accelerometer',
  'browsing-topics',
];

export function securityHeaders(development = false) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(development) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissions.map((feature) => `${feature}=()`).join(', ') },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/** HSTS, sent only when the request reached us over https (the TLS proxy in front says so). */
export const strictTransportSecurity = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };

/** A page that depends only on its URL: a CDN keeps it a day, then serves it while fetching it anew. */
export const sharedCacheControl = { key: 'Cache-Control', value: 'public, s-maxage=86400, stale-while-revalidate=604800' };
