import { ghost } from '@/lib/articles/doors/ghost';
import { doorFor } from '@/lib/articles/doors/door';

/** The Ghost Admin API subset automation tools' Ghost nodes publish through (README: Publishing on the server). */
async function handle(request: Request, { params }: RouteContext<'/ghost/api/[...path]'>) {
  const { path } = await params;
  return ghost(request, path, doorFor(request));
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as DELETE };
