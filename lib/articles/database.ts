import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import Database from 'libsql';
import pg from 'pg';
import { serverConfig, type ServerConfig } from '../server/config';
import { onShutdown } from '../server/shutdown.mjs';
import { migrations } from './migrations';

/** A server article as stored: one row per article and language. */
export interface ArticleRow {
  id: string;
  locale: string;
  title: string;
  description: string;
  date: string;
  featured_image: string;
  content: string;
  /** ISO time of the last publish, for the sitemap's lastmod and the feed. */
  updated_at: string;
  /** The row's number for the WordPress and Ghost doors, never reused. */
  post_id: number | null;
  /** Only 'publish' is on the site. */
  status: string;
  created_at: string | null;
}

export interface Schema {
  articles: ArticleRow;
  post_numbers: { name: string; last: number };
}

/**
 * PostgreSQL when DATABASE_URL names one (several instances share it), else an SQLite file on
 * this machine (libsql, which ships its binary in an npm package), created on first use. With
 * what to do before closing it.
 */
function dialect(config: ServerConfig): { dialect: Dialect; beforeClose: () => void } {
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 10 });
    // An idle connection the database drops (a restart, a failover) is replaced on next use, not fatal.
    pool.on('error', (error) => console.warn(`articles database: ${error.message}`));
    // So is one dropped while a query holds it (the query fails with its own error): never an uncaught exception.
    pool.on('connect', (client) => client.on('error', (error) => console.warn(`articles database: ${error.message}`)));
    return { dialect: new PostgresDialect({ pool }), beforeClose: () => {} };
  }
  const file = path.resolve(config.BLOG_DATABASE_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new Database(file);
  // Readers never wait for a writer, and a writer waits its turn instead of failing.
  database.exec('pragma journal_mode = wal; pragma busy_timeout = 5000; pragma synchronous = normal');
  return {
    dialect: new SqliteDialect({ database: database as unknown as ConstructorParameters<typeof SqliteDialect>[0]['database'] }),
    // Every write moved from the WAL into the file and the WAL emptied: the file alone is then whole.
    beforeClose: () => database.exec('pragma wal_checkpoint(TRUNCATE)'),
  };
}

/** Brings the tables to the newest version; a failure stops here with its reason. */
export async function migrate(db: Kysely<Schema>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

let ready: Promise<{ db: Kysely<Schema>; beforeClose: () => void }> | undefined;

/** The articles' database, migrated, opened once per process and closed when the server stops. */
export async function articleDatabase(config: ServerConfig = serverConfig()): Promise<Kysely<Schema>> {
  ready ??= (async () => {
    const opened = dialect(config);
    const db = new Kysely<Schema>({ dialect: opened.dialect });
    await migrate(db);
    onShutdown(closeArticleDatabase);
    return { db, beforeClose: opened.beforeClose };
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return (await ready).db;
}

/** Which database the articles are in, for the start-up line (never the URL: it may hold a password). */
export function databaseKind(config: ServerConfig = serverConfig()): string {
  return config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `SQLite (${path.resolve(config.BLOG_DATABASE_FILE)})`;
}

/** Closes the database (tests, and a server that stops), an SQLite file checkpointed first. */
export async function closeArticleDatabase(): Promise<void> {
  const opened = await ready?.catch(() => undefined);
  ready = undefined;
  if (!opened) return;
  opened.beforeClose();
  await opened.db.destroy();
}
