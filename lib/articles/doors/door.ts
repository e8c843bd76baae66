import 'server-only';
import { clientKey } from '../../api/rate-limit';
import { serverConfig } from '../../server/config';
import messages from '../../../messages/en.json';
import type { Changed } from '../posts';
import { showChanges } from '../show-changes';

/** What a door (WordPress, Ghost) is given by its route: the day, the client, the site's name, how to show changes. */
export interface Door {
  today: string;
  client: string;
  siteName: string;
  siteDescription: string;
  showChanges: (changed: readonly Changed[]) => void;
}

const config = serverConfig();

/** A door as its route opens it for a request: today, the client as our proxies report it, the site's English name. */
export function doorFor(request: Request): Door {
  return {
    today: new Date().toISOString().slice(0, 10),
    client: clientKey(request, config.TRUSTED_PROXY_COUNT),
    siteName: messages.Metadata.siteName,
    siteDescription: messages.Metadata.defaultDescription,
    showChanges,
  };
}
