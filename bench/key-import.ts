// How long a 100,000-key file takes to import into one platform entry: reading and checking
// the file (fingerprints looked up in stock), then encrypting and storing it in batches.
// Runs on a fresh embedded database, or on PostgreSQL with `--postgres <url of a database
// to create a scratch database beside>`.
//   node --import tsx bench/key-import.ts [--keys 100000] [--postgres postgres://…/postgres]
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createKeyFingerprint } from '../apps/server/src/adapters/key-vault/key-fingerprint';
import { createKeyVault } from '../apps/server/src/adapters/key-vault/key-vault';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { demoKeySecret } from '../apps/server/src/db/seed/demo-keys';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import {
  acceptKeyImport,
  runKeyImport,
} from '../apps/server/src/modules/key-stock/key-imports.service';
import type { KeyStockContext } from '../apps/server/src/modules/key-stock/key-stock-context';
import { insertUser } from '../apps/server/src/modules/users/users.repository';

const { values } = parseArgs({
  options: { keys: { type: 'string', default: '100000' }, postgres: { type: 'string' } },
});
const count = Number(values.keys);
const secret = randomBytes(32);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'key-import-bench-'));
let dropDatabase = async (): Promise<void> => undefined;
let databaseUrl: string | undefined;
if (values.postgres) {
  const name = `key_import_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(values.postgres);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}
const database = await openDatabase({ databaseUrl, dataDir, poolMax: 4 });
try {
  await runMigrations(database);
  const vault = createKeyVault(secret);
  const fingerprint = createKeyFingerprint(secret);
  await seedDatabase(database.db, {
    products: 20,
    encryptKey: vault.encrypt,
    keySecret: demoKeySecret(secret),
    fingerprintKey: fingerprint,
  });
  const user = await insertUser(database.db, {
    email: `bench.${process.pid}@example.test`,
    passwordHash: 'x',
  });
  if (!user) throw new Error('no user');
  const ctx: KeyStockContext = {
    db: database.db,
    keyVault: vault,
    fingerprint,
    now: () => new Date(),
    log: (message, error) => console.error(message, error),
  };
  const prefix = randomBytes(4).toString('hex').toUpperCase();
  const text = Array.from(
    { length: count },
    (_, i) => `${prefix}-${String(i).padStart(8, '0')}`,
  ).join('\n');
  const actor = { userId: user.id, email: 'bench@example.test', ip: '127.0.0.1' };
  const started = performance.now();
  const accepted = await acceptKeyImport(ctx, {
    entryId: 1,
    text,
    format: 'plain',
    mode: 'all-or-nothing',
    fileName: 'bench.txt',
    actor,
  });
  if (!accepted.ok) throw new Error(`refused: ${accepted.failure.reason}`);
  const checked = performance.now();
  const done = await runKeyImport(ctx, accepted.value, actor);
  const finished = performance.now();
  console.log(
    `${values.postgres ? 'PostgreSQL' : 'PGlite'}: ${done?.imported ?? 0} keys imported in ${((finished - started) / 1000).toFixed(1)} s ` +
      `(file checked against stock in ${((checked - started) / 1000).toFixed(1)} s, ` +
      `encrypted and stored in ${((finished - checked) / 1000).toFixed(1)} s)`,
  );
} finally {
  await database.close();
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
}
