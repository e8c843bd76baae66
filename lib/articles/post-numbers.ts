import 'server-only';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from './database';

/** The next post number: one atomic counter row on SQLite and PostgreSQL alike, so two writers never share one. */
export async function nextPostId(db: Kysely<Schema> | Transaction<Schema>): Promise<number> {
  const { rows } = await sql<{ last: number | string }>`update post_numbers set last = last + 1 where name = 'post' returning last`.execute(
    db,
  );
  return Number(rows[0]!.last);
}
