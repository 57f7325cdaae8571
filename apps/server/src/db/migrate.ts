import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { serverPaths } from '../paths';
import type { Database } from './client';

/** Applies every committed migration that the database has not seen yet. */
export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, {
    migrationsFolder: serverPaths.migrations,
  });
}
