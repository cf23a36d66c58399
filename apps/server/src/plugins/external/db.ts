import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { openPglite, openPostgres, type Database, type Db } from '../../db/client.js';
import { lockDataDir } from '../../db/data-dir-lock.js';
import { migrate } from '../../db/migrate.js';
import { loggableError } from '../app/errors.js';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
}

/** Opens the configured database (PGlite in DATA_DIR, or PostgreSQL by DATABASE_URL) and migrates it. */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl, config.databasePoolMax);
    await migrate(database);
    return database;
  }
  const unlock = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite({ dataDir: path.join(config.dataDir, 'pgdata') });
    await migrate(database);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Decorates the app with an open, migrated database. `owned`: the app closes it on close
 * (the server); otherwise the caller does (tests share one per file).
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { database: Database; owned: boolean }) => {
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    options.database.onConnectionError?.((error) =>
      app.log.warn({ err: loggableError(error) }, 'database connection lost; the pool opens a new one'),
    );
    if (options.owned) app.addHook('onClose', () => options.database.close());
  },
  { name: 'db' },
);
