import 'server-only';
import type { Kysely, Migration } from 'kysely';

/**
 * The articles' tables, versioned: a new version is a new entry (never an edited one), and runs on
 * SQLite and PostgreSQL alike, so it uses only the types both have (text, integer).
 */
export const migrations: Record<string, Migration> = {
  '2026-11-25-articles': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('articles')
        .addColumn('id', 'text', (column) => column.notNull())
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('date', 'text', (column) => column.notNull())
        .addColumn('featured_image', 'text', (column) => column.notNull())
        .addColumn('content', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('articles_pk', ['id', 'locale'])
        .execute();
      await db.schema.createIndex('articles_by_locale').on('articles').columns(['locale', 'updated_at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('articles').execute();
    },
  },
};
