import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, and how to drop it. */
export async function createFreshPostgres(adminUrl: string, prefix = 'paintqa_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
