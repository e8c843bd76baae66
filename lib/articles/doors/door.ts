import 'server-only';
import type { Changed } from '../posts';

/** What a door (WordPress, Ghost) is given by its route: the day, the client, the site's name, how to show changes. */
export interface Door {
  today: string;
  client: string;
  siteName: string;
  siteDescription: string;
  showChanges: (changed: readonly Changed[]) => void;
}
