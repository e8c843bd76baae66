import { NextResponse, type NextRequest } from 'next/server';
import { publishPageRoute } from './lib/routes/paths';

/**
 * `/api/blog/publish` is both a page (GET, opened by automation tools with `?apiKey=`) and a route
 * handler (POST). A folder cannot hold both, so GET and HEAD are rewritten here to the page. Every
 * other URL bypasses this interceptor: localized pages are mapped by rewrites in next.config.ts.
 *
 * The destination is resolved against `request.url`, which (with `skipProxyUrlNormalize`) is the
 * server's own URL for this request, so the rewrite stays internal whatever address the server
 * binds; `request.nextUrl` renames 127.0.0.1 and ::1 to localhost, which Next would then proxy to.
 */
export function proxy(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  const { search } = new URL(request.url);
  return NextResponse.rewrite(new URL(`${publishPageRoute}${search}`, request.url), {
    // The URL carries the blog key: never cached, never sent on as a referrer.
    headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  });
}

export const config = { matcher: '/api/blog/publish' };
