import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';

/** True when a store answers on the configured port (the embedded database is then in use). */
async function storeIsRunning(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return res.ok || res.status >= 400;
  } catch {
    return false;
  }
}

/**
 * The database for a staff command, migrated. The embedded database is opened by one
 * process at a time, so a command refuses while the store runs on it.
 */
export async function openCliDatabase(config: Config): Promise<Database> {
  if (!config.databaseUrl && (await storeIsRunning(config.port))) {
    throw new ConfigError(
      'The store is running on the embedded database, which one process opens at a time: stop it first, or use PostgreSQL (DATABASE_URL).',
    );
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: 1,
  });
  await runMigrations(database);
  return database;
}

/** What a staff command printed, and whether it did what was asked. */
export type CommandResult = { output: string; ok: boolean };

/**
 * Runs a staff command against the configured database and prints its result. Without a
 * command (arguments not understood), or when it does not understand them either
 * (`undefined`), prints the usage. Exits non-zero on failure.
 */
export function runCommand(
  usage: string,
  command: ((db: Database['db']) => Promise<CommandResult | undefined>) | undefined,
): void {
  const run = async (): Promise<void> => {
    if (!command) throw new ConfigError(usage);
    const database = await openCliDatabase(loadConfig(process.env));
    try {
      const result = await command(database.db);
      if (!result) throw new ConfigError(usage);
      process.stdout.write(`${result.output}\n`);
      if (!result.ok) process.exitCode = 1;
    } finally {
      await database.close();
    }
  };
  run().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
