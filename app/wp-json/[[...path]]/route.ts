import { wordpress } from '@/lib/articles/doors/wordpress';
import { doorFor } from '@/lib/articles/doors/door';

/** The WordPress REST subset automation tools' WordPress nodes publish through (README: Publishing on the server). */
async function handle(request: Request, { params }: RouteContext<'/wp-json/[[...path]]'>) {
  const { path = [] } = await params;
  return wordpress(request, path, doorFor(request));
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
