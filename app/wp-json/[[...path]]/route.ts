import { clientKey } from '@/lib/api/rate-limit';
import { wordpress } from '@/lib/articles/doors/wordpress';
import { showChanges } from '@/lib/articles/show-changes';
import { serverConfig } from '@/lib/server/config';
import messages from '@/messages/en.json';

const config = serverConfig();

/** The WordPress REST subset automation tools' WordPress nodes publish through (README: Publishing on the server). */
async function handle(request: Request, { params }: RouteContext<'/wp-json/[[...path]]'>) {
  const { path = [] } = await params;
  return wordpress(request, path, {
    today: new Date().toISOString().slice(0, 10),
    client: clientKey(request, config.TRUSTED_PROXY_COUNT),
    siteName: messages.Metadata.siteName,
    siteDescription: messages.Metadata.defaultDescription,
    showChanges,
  });
}

export const dynamic = 'force-dynamic';
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
