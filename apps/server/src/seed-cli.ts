import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { clearCatalogue } from './db/seed/seed';

const USAGE = 'Usage: npm run seed -- [--products N] [--reset]';

/** `npm run seed -- --products 100000 --reset` builds a catalogue of any size. */
async function run(): Promise<void> {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, reset: { type: 'boolean', default: false } },
  });
  const products = values.products === undefined ? undefined : Number(values.products);
  if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
    throw new ConfigError(`--products must be a positive whole number\n${USAGE}`);
  }
  const env = {
    ...process.env,
    SEED_DEMO_DATA: 'true',
    ...(products ? { SEED_PRODUCTS: String(products) } : {}),
  };
  const config = loadConfig(env);
  if (values.reset) {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: 1,
    });
    await runMigrations(database);
    await clearCatalogue(database.db);
    await database.close();
    // Rendered images belong to the products just removed; new ones reuse their ids.
    await rm(path.join(config.dataDir, 'media'), { recursive: true, force: true });
  }
  const { database, seeded } = await prepareDatabase(config, (message) =>
    process.stdout.write(`${message}\n`),
  );
  await database.close();
  if (!seeded) {
    process.stdout.write('The catalogue already has products; add --reset to replace it.\n');
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
