import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Config } from './config';
import { serverPaths } from './paths';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { demoKeySecret } from './db/seed/demo-keys';
import { isCatalogueEmpty, seedDatabase } from './db/seed/seed';
import { createKeyVault, type KeyVault } from './adapters/key-vault/key-vault';
import { createKeyFingerprint } from './adapters/key-vault/key-fingerprint';
import { backfillKeyFingerprints } from './modules/key-stock/key-fingerprints.service';
import { loadSecret } from './adapters/secrets/load-secret';

export type Prepared = { database: Database; keyVault: KeyVault; seeded: boolean };

/**
 * Seeds the demo catalogue in a process of its own (`npm run seed` with `env`), its output
 * shown with this process's.
 */
export function seedInChildProcess(env: NodeJS.ProcessEnv): () => Promise<void> {
  return async () => {
    const { file, execArgv } = serverPaths.seedCli();
    const child = spawn(process.execPath, [...execArgv, file], {
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
    if (code !== 0) {
      throw new Error(`Seeding the demo catalogue failed (${signal ?? `exit code ${code}`})`);
    }
  };
}

/**
 * Opens and migrates the database, and on an empty one seeds the demo catalogue
 * when the configuration asks for it: here, or through `seedApart` (a process of its own,
 * which then closes the database for this one to open again).
 */
export async function prepareDatabase(
  config: Config,
  log: (message: string) => void,
  seedApart?: () => Promise<void>,
): Promise<Prepared> {
  const open = () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.dbPoolMax,
    });
  let database = await open();
  try {
    await runMigrations(database);
    const keysSecret = await loadSecret(
      config.keysEncryptionKey,
      config.dataDir,
      'keys-encryption.key',
    );
    const keyVault = createKeyVault(keysSecret);
    const fingerprint = createKeyFingerprint(keysSecret);
    const seeded = config.seedDemoData && (await isCatalogueEmpty(database.db));
    if (seeded && seedApart) {
      // Seeding's memory (the generated catalogue, the embedded database's grown heap) goes
      // with the process that did it, instead of staying with the store for good.
      await database.close();
      try {
        await seedApart();
      } finally {
        database = await open();
      }
    } else if (seeded) {
      log(`Seeding the demo catalogue with ${config.seedProducts} products…`);
      const summary = await seedDatabase(database.db, {
        products: config.seedProducts,
        encryptKey: keyVault.encrypt,
        keySecret: demoKeySecret(keysSecret),
        fingerprintKey: fingerprint,
        log,
      });
      log(`Seeded in ${(summary.elapsedMs / 1000).toFixed(1)} s`);
      if (database.kind === 'pglite') {
        // Seeding grew the embedded database's WebAssembly memory by hundreds of megabytes,
        // and that memory never shrinks: a fresh start serves the same data from far less.
        await database.close();
        database = await open();
      }
    }
    // Keys stored before fingerprints existed get theirs, so the unique index covers them.
    const backfill = await backfillKeyFingerprints(database.db, {
      keyVault,
      fingerprint,
      now: () => new Date(),
    });
    if (backfill.fingerprinted + backfill.duplicates + backfill.unreadable > 0) {
      log(
        `Key fingerprints: ${backfill.fingerprinted} added, ${backfill.duplicates} duplicate keys voided or set aside, ${backfill.unreadable} keys unreadable with this secret`,
      );
    }
    return { database, keyVault, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
