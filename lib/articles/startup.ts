import 'server-only';
import { sql } from 'kysely';
import { serverConfig } from '../server/config';
import { articleDatabase, databaseKind } from './database';
import { isGhostSecret } from './doors/ghost-token';

/** Proves the database takes a write (a full disk, a read-only file or role fails here), leaving one row behind. */
async function checkWritable(): Promise<void> {
  const db = await articleDatabase();
  await sql`create table if not exists write_check (id integer primary key, checked_at text not null)`.execute(db);
  await db.transaction().execute(async (trx) => {
    await sql`delete from write_check`.execute(trx);
    await sql`insert into write_check (id, checked_at) values (1, ${new Date().toISOString()})`.execute(trx);
  });
}

/** At start: opens and migrates the articles' database, checks it takes a write, then says whether server publishing is on. */
export async function prepareArticles(env: Readonly<Record<string, string | undefined>> = process.env): Promise<void> {
  const given = env.BLOG_PUBLISH_KEY?.trim() ?? '';
  if (given && !serverConfig().BLOG_PUBLISH_KEY) {
    console.warn(
      given.length < 32
        ? `BLOG_PUBLISH_KEY has ${given.length} characters: publishing on the server stays off until it has 32 or more.`
        : 'BLOG_PUBLISH_KEY repeats too few characters (fewer than 10 different ones): publishing on the server stays off until it is a random key (openssl rand -hex 32).',
    );
  }
  try {
    await articleDatabase();
  } catch (error) {
    // The site still serves everything else; the next request that needs the articles tries again.
    console.error(`Server articles: ${databaseKind()} could not be opened: ${reason(error)}`);
    return;
  }
  try {
    await checkWritable();
  } catch (error) {
    console.error(`Server articles: ${databaseKind()} cannot be written (${reason(error)}): publishing answers 503 until it can.`);
    return;
  }
  const key = serverConfig().BLOG_PUBLISH_KEY;
  const doors = key ? `, publishing on (Bearer, WordPress${isGhostSecret(key) ? ', Ghost' : ''})` : '';
  console.log(`Server articles: ${databaseKind()}${doors}`);
  if (key && !isGhostSecret(key)) {
    console.warn(
      'The Ghost Admin API stays closed: its key signs with BLOG_PUBLISH_KEY as 64 hexadecimal characters (openssl rand -hex 32).',
    );
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
