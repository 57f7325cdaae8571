import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { demoKeySecret } from './db/seed/demo-keys';
import { isCatalogueEmpty, seedDatabase } from './db/seed/seed';
import { createKeyVault, type KeyVault } from './adapters/key-vault/key-vault';
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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
  });
  try {
    await runMigrations(database);
    const keysSecret = await loadSecret(
      config.keysEncryptionKey,
      config.dataDir,
      'keys-encryption.key',
    );
    const keyVault = createKeyVault(keysSecret);
    const seeded = config.seedDemoData && (await isCatalogueEmpty(database.db));
    if (seeded) {
      log(`Seeding the demo catalogue with ${config.seedProducts} products…`);
      const summary = await seedDatabase(database.db, {
        products: config.seedProducts,
        encryptKey: keyVault.encrypt,
        keySecret: demoKeySecret(keysSecret),
        log,
      });
      log(`Seeded in ${(summary.elapsedMs / 1000).toFixed(1)} s`);
    }
    return { database, keyVault, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
