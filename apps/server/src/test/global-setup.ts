import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { demoKeySecret } from '../db/seed/demo-keys';
import { seedDatabase } from '../db/seed/seed';
import { createKeyFingerprint } from '../adapters/key-vault/key-fingerprint';
import { createKeyVault } from '../adapters/key-vault/key-vault';
import { TEST_KEY_SECRET, TEST_PRODUCTS } from './test-constants';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory that each test file copies. */
    pgliteTemplateDir: string;
    /** With DATABASE_URL: a migrated, seeded database each test file clones. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one template database per run, so each test file starts from a
 * copy of a known catalogue in milliseconds instead of seeding its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const vault = createKeyVault(TEST_KEY_SECRET);
  const seedOptions = {
    products: TEST_PRODUCTS,
    encryptKey: vault.encrypt,
    keySecret: demoKeySecret(TEST_KEY_SECRET),
    fingerprintKey: createKeyFingerprint(TEST_KEY_SECRET),
  };
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `store_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = withDatabase(url, name);
    const database = await openDatabase({
      databaseUrl: templateUrl,
      dataDir: os.tmpdir(),
      poolMax: 4,
    });
    await runMigrations(database);
    await seedDatabase(database.db, seedOptions);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplateDir', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-template-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 1 });
  await runMigrations(database);
  await seedDatabase(database.db, seedOptions);
  await database.close();
  project.provide('pgliteTemplateDir', dataDir);
  project.provide('postgresTemplate', '');
  return async () => rm(dataDir, { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
