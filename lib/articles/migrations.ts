import 'server-only';
import { sql, type Kysely, type Migration } from 'kysely';

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
  // Posts for the WordPress and Ghost doors: a number per row (never reused), a status (only
  // 'publish' is on the site; 'draft' and 'trash' are not), and when the row was first written.
  '2026-11-29-posts': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('articles').addColumn('post_id', 'integer').execute();
      await db.schema
        .alterTable('articles')
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('publish'))
        .execute();
      await db.schema.alterTable('articles').addColumn('created_at', 'text').execute();
      await db.schema
        .createTable('post_numbers')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('last', 'integer', (column) => column.notNull())
        .execute();
      const rows = await sql<{ id: string; locale: string }>`select id, locale from articles order by updated_at, id, locale`.execute(db);
      let last = 0;
      for (const row of rows.rows) {
        last += 1;
        await sql`update articles set post_id = ${last}, created_at = updated_at where id = ${row.id} and locale = ${row.locale}`.execute(
          db,
        );
      }
      await sql`insert into post_numbers (name, last) values ('post', ${last})`.execute(db);
      await db.schema.createIndex('articles_by_post_id').on('articles').column('post_id').unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('articles_by_post_id').execute();
      await db.schema.dropTable('post_numbers').execute();
      for (const column of ['created_at', 'status', 'post_id']) await db.schema.alterTable('articles').dropColumn(column).execute();
    },
  },
};
