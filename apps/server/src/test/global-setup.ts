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

type Template = {
  pgliteTemplateDir: string;
  postgresTemplate: string;
  remove: () => Promise<void>;
};

/**
 * The template of this run, shared by the server projects (the isolated files that mock a
 * module have a project of their own, vitest.config.ts): they all start in this process, so
 * the first makes it and the last to finish removes it.
 */
const shared = globalThis as typeof globalThis & {
  storeTestTemplate?: { made: Promise<Template>; users: number };
};

/**
 * Migrates and seeds one template database per run, so each test file starts from a
 * copy of a known catalogue in milliseconds instead of seeding its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.storeTestTemplate ??= { made: makeTemplate(), users: 0 };
  const entry = shared.storeTestTemplate;
  entry.users += 1;
  const template = await entry.made;
  project.provide('pgliteTemplateDir', template.pgliteTemplateDir);
  project.provide('postgresTemplate', template.postgresTemplate);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.storeTestTemplate = undefined;
    await template.remove();
  };
}

async function makeTemplate(): Promise<Template> {
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
    return {
      pgliteTemplateDir: '',
      postgresTemplate: name,
      remove: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-template-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 1 });
  await runMigrations(database);
  await seedDatabase(database.db, seedOptions);
  await database.close();
  return {
    pgliteTemplateDir: dataDir,
    postgresTemplate: '',
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
