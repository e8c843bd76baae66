import { NextResponse, type NextRequest } from 'next/server';
import { publishPageRoute } from './lib/i18n/english-routes';

/**
 * `/api/blog/publish` is both a page (GET, opened by automation tools with `?apiKey=`) and a route
 * handler (POST). A folder cannot hold both, so GET and HEAD are rewritten here to the page. Every
 * other URL bypasses this interceptor: localized pages are mapped by rewrites in next.config.ts.
 */
export function proxy(request: NextRequest) {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const url = request.nextUrl.clone();
    url.pathname = publishPageRoute;
    return NextResponse.rewrite(url);
  }
  return NextResponse.next();
}

export const config = { matcher: '/api/blog/publish' };
