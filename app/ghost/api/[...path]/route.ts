import { clientKey } from '@/lib/api/rate-limit';
import { ghost } from '@/lib/articles/doors/ghost';
import { showChanges } from '@/lib/articles/show-changes';
import { serverConfig } from '@/lib/server/config';
import messages from '@/messages/en.json';

const config = serverConfig();

/** The Ghost Admin API subset automation tools' Ghost nodes publish through (README: Publishing on the server). */
async function handle(request: Request, { params }: RouteContext<'/ghost/api/[...path]'>) {
  const { path } = await params;
  return ghost(request, path, {
    today: new Date().toISOString().slice(0, 10),
    client: clientKey(request, config.TRUSTED_PROXY_COUNT),
    siteName: messages.Metadata.siteName,
    siteDescription: messages.Metadata.defaultDescription,
    showChanges,
  });
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as DELETE };
