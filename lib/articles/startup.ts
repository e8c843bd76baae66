import 'server-only';
import { serverConfig } from '../server/config';
import { articleDatabase, databaseKind } from './database';

/** At start: says whether server publishing is on, and opens and migrates the articles' database. */
export async function prepareArticles(env: Readonly<Record<string, string | undefined>> = process.env): Promise<void> {
  const given = env.BLOG_PUBLISH_KEY?.trim() ?? '';
  if (given && !serverConfig().BLOG_PUBLISH_KEY) {
    console.warn(`BLOG_PUBLISH_KEY has ${given.length} characters: publishing on the server stays off until it has 32 or more.`);
  }
  try {
    await articleDatabase();
    console.log(`Server articles: ${databaseKind()}${serverConfig().BLOG_PUBLISH_KEY ? ', publishing on' : ''}`);
  } catch (error) {
    // The site still serves everything else; the next request that needs the articles tries again.
    console.error(`Server articles: ${databaseKind()} could not be opened: ${error instanceof Error ? error.message : String(error)}`);
  }
}
