import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NotificationHandlers, StopListening } from './notification-listener';
import * as schema from './schema';
import { sharedListen } from './shared-listen';

/** The app's database handle, typed over both drivers (PGlite and node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle of the app's database (what `db.transaction` passes to its callback). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a repository function runs on: the database, or a transaction a service opened. */
export type Db = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Receive the NOTIFYs of `channel` (src/server/db/notification-listener.ts). */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  /**
   * Run `work` holding the start-up lock: replicas starting together on one PostgreSQL run the
   * migrations, create the signing keys and seed one at a time (docs/production.md, "Several
   * replicas"). PGlite has one process per data folder, so there it just runs `work`.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The fixed key of the start-up advisory lock (any bigint; the same in every replica). */
export const STARTUP_LOCK_KEY = '7202811001';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for an in-memory database. */
  pgliteDataDir?: string;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
}

/** Open the database with the driver the configuration selects and apply the migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDataDir ?? 'memory://');
  if (options.migrate !== false) await migrateDatabase(handle);
  return handle;
}

/** Apply the pending migrations under the start-up lock (also what `npm run migrate` runs). */
async function migrateDatabase(handle: DatabaseHandle & { migrate(): Promise<void> }): Promise<void> {
  await handle.withStartupLock(() => handle.migrate());
}

async function openPglite(dataDir: string): Promise<DatabaseHandle & { migrate(): Promise<void> }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the trigram index of the projects search (migration 0006).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    // In-process: the connection cannot drop. PGlite calls the listener as the committing
    // statement finishes, before that statement's promise resolves (checked with PGlite 0.5).
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.message);
      handlers.connection(true);
      return () => unlisten();
    },
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle & { migrate(): Promise<void> }> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle client can be cut off by the server (restart, admin termination); the pool replaces
  // it. Without a listener that error would crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool: idle client error', error.message));
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    listen: sharedListen(async (channel, handlers) => (await import('./notification-listener')).listenOnPostgres(url, channel, handlers)),
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // A session lock on one connection kept for the whole of `work` (which uses the others):
    // another replica's pg_advisory_lock waits until it is released, or until this one dies.
    withStartupLock: async (work) => {
      const session = await pool.connect();
      let broken: Error | undefined;
      try {
        await session.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await session.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch((error: Error) => (broken = error));
        }
      } finally {
        // A connection whose unlock failed is dropped, so the lock cannot outlive it in the pool.
        session.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
