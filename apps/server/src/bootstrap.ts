import type { Config } from './config';
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
 * Opens and migrates the database, and on an empty one seeds the demo catalogue
 * when the configuration asks for it.
 */
export async function prepareDatabase(
  config: Config,
  log: (message: string) => void,
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
    if (seeded) {
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
