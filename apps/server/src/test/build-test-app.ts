import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { withDatabase } from './global-setup';
import { TEST_KEY_SECRET } from './test-constants';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
};

/** A private copy of the seeded template database for one test file. */
export async function createTestDatabase(): Promise<{
  database: Database;
  dataDir: string;
  /** The private PostgreSQL database's URL; undefined for PGlite (it lives in dataDir). */
  databaseUrl: string | undefined;
  drop: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-test-'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `store_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const databaseUrl = withDatabase(url, name);
    const database = await openDatabase({ databaseUrl, dataDir, poolMax: 5 });
    const drop = async (): Promise<void> => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    };
    return { database, dataDir, databaseUrl, drop };
  }
  await copyDirectory(
    path.join(inject('pgliteTemplateDir'), 'pglite'),
    path.join(dataDir, 'pglite'),
  );
  const database = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 1 });
  const drop = async (): Promise<void> => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { database, dataDir, databaseUrl: undefined, drop };
}

/**
 * Copies the template's data directory (about 1,400 files). `cp -R` does it for about a tenth
 * of the CPU time of Node's fs.cp, which handles every file in JavaScript: some 1.3 s per
 * test file on the 2-core CI machine. fs.cp where there is no `cp`.
 */
async function copyDirectory(from: string, to: string): Promise<void> {
  if (process.platform === 'win32') {
    await cp(from, to, { recursive: true });
    return;
  }
  await promisify(execFile)('cp', ['-R', from, to]);
}

/**
 * The whole app on a private database; `close` stops it and removes the database. `deps`
 * stands in for an outside system (a failing mailer, a scripted assistant) or captures the
 * log.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  deps: Pick<
    AppDeps,
    'mailer' | 'sms' | 'push' | 'limiter' | 'logger' | 'payments' | 'realtime' | 'assistant'
  > = {},
): Promise<TestApp> {
  const { database, dataDir, drop } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    KEYS_ENCRYPTION_KEY: TEST_KEY_SECRET.toString('base64'),
    // Tests run the outbox themselves (app.outbox.drain()), so what they see does not
    // depend on a background tick.
    OUTBOX_WORKER: 'false',
    ...env,
  });
  const app = await buildApp({ config, database, ...deps });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** How many rows a table holds, for checking that a refused request stored nothing. */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `select count(*)::int as n from ${table}`,
  );
  return rows[0]?.n ?? 0;
}
