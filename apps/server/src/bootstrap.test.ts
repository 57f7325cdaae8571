import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { prepareDatabase, seedInChildProcess } from './bootstrap';
import { loadConfig } from './config';
import { products } from './db/schema/catalogue';
import { withDatabase } from './test/global-setup';

/** The settings of a new install: its own data folder, and its own database on PostgreSQL. */
async function newInstall(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-first-start-'));
  const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO_DATA: 'true', SEED_PRODUCTS: '12' };
  const url = process.env.DATABASE_URL;
  if (!url) return { env, drop: () => rm(dataDir, { recursive: true, force: true }) };
  const name = `store_first_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    env: { ...env, DATABASE_URL: withDatabase(url, name) },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('a first start', () => {
  it('seeds in a process of its own, then opens the seeded catalogue', async () => {
    const install = await newInstall();
    try {
      const config = loadConfig(install.env);
      const lines: string[] = [];
      const { database, seeded } = await prepareDatabase(
        config,
        (line) => lines.push(line),
        seedInChildProcess({ ...process.env, ...install.env }),
      );
      try {
        expect(seeded).toBe(true);
        // Nothing was seeded here: the child did it all.
        expect(lines).toEqual([]);
        expect((await database.db.select().from(products)).length).toBe(12);
      } finally {
        await database.close();
      }
    } finally {
      await install.drop();
    }
  });

  it('reports a seeding process that fails, and leaves nothing open', async () => {
    const install = await newInstall();
    try {
      const config = loadConfig(install.env);
      const failing = seedInChildProcess({ ...process.env, ...install.env, SEED_PRODUCTS: 'x' });
      await expect(prepareDatabase(config, () => undefined, failing)).rejects.toThrow(
        /Seeding the demo catalogue failed \(exit code 1\)/,
      );
    } finally {
      await install.drop();
    }
  });
});
