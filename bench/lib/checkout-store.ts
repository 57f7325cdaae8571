import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createKeyVault, type KeyVault } from '../../apps/server/src/adapters/key-vault/key-vault';
import {
  createSilentRealtime,
  type PaymentsMessage,
  type Realtime,
} from '../../apps/server/src/adapters/realtime/realtime';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { demoKeySecret } from '../../apps/server/src/db/seed/demo-keys';
import { seedDatabase } from '../../apps/server/src/db/seed/seed';

/** Products in the benchmark's catalogue: checkout reads only the ones it sells. */
const CATALOGUE_PRODUCTS = 100;

/** Throwaway secrets: the benchmark's database is dropped when it ends. */
const KEYS_SECRET = Buffer.alloc(32, 1);
const SESSION_SECRET = Buffer.alloc(32, 2);
const WEBHOOK_SECRET = Buffer.alloc(32, 3);

/** When each order's receipt was sent, as the buyer's open pages are told. */
export type Deliveries = { receiptSent: Map<string, number> };

export type CheckoutStore = {
  origin: string;
  database: Database;
  vault: KeyVault;
  deliveries: Deliveries;
  /** The store's HTTP server, for timing requests from inside the process. */
  server: Server;
  /** Seconds until the database was ready: copied or created, migrated, seeded. */
  setupSeconds: number;
  close: () => Promise<void>;
};

/**
 * The live-updates port as the buyers' open pages would see it: fulfilment's last word on
 * an order is that its receipt e-mail has been handed over.
 */
function watchDeliveries(): { realtime: Realtime; deliveries: Deliveries } {
  const deliveries: Deliveries = { receiptSent: new Map() };
  const toUser = (_userId: number, { event, message }: PaymentsMessage): void => {
    if (event === 'receiptStatus' && message.status === 'sent') {
      deliveries.receiptSent.set(message.orderId, performance.now());
    }
  };
  return { realtime: { ...createSilentRealtime(), toUser }, deliveries };
}

/** Migrates and seeds the catalogue every benchmark database starts from. */
async function prepareCatalogue(database: Database, vault: KeyVault): Promise<void> {
  await runMigrations(database);
  await seedDatabase(database.db, {
    products: CATALOGUE_PRODUCTS,
    encryptKey: vault.encrypt,
    keySecret: demoKeySecret(KEYS_SECRET),
  });
}

/**
 * A seeded PGlite data directory made on the first run and copied by later ones: a new
 * PGlite directory costs several seconds of initdb. Migrations still run on every copy.
 */
async function pgliteTemplate(vault: KeyVault): Promise<string> {
  const template = path.resolve(import.meta.dirname, '..', '.data', 'checkout-pglite');
  if (existsSync(template)) return template;
  // Made beside it and renamed into place, so an interrupted run leaves no half-made template.
  const making = `${template}.making-${process.pid}`;
  const database = await openDatabase({ databaseUrl: undefined, dataDir: making, poolMax: 1 });
  try {
    await prepareCatalogue(database, vault);
  } finally {
    await database.close();
  }
  await rename(making, template);
  return template;
}

/**
 * A fresh database, migrated, with the small catalogue: a copy of the PGlite template under
 * `dataDir`, or a new database on the PostgreSQL server.
 */
async function createDatabase(dataDir: string, vault: KeyVault, postgresUrl: string | undefined) {
  if (!postgresUrl) {
    await cp(await pgliteTemplate(vault), dataDir, { recursive: true });
    const database = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 1 });
    await runMigrations(database);
    return { database, drop: async () => undefined };
  }
  const name = `store_bench_checkout_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const drop = async (): Promise<void> => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  // The store's default pool size (DB_POOL_MAX).
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir, poolMax: 10 });
  try {
    await prepareCatalogue(database, vault);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return { database, drop };
}

/**
 * The whole store in this process on a database of its own (migrated, with a small seeded
 * catalogue), listening on a loopback port, with its outbox worker polling as in production.
 */
export async function startCheckoutStore(options: {
  postgres?: string;
  /** False leaves loyalty's outbox handlers out, to measure what they cost. */
  loyalty?: boolean;
}): Promise<CheckoutStore> {
  const started = performance.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-bench-checkout-'));
  const vault = createKeyVault(KEYS_SECRET);
  const { database, drop } = await createDatabase(dataDir, vault, options.postgres);
  const setupSeconds = (performance.now() - started) / 1000;

  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    KEYS_ENCRYPTION_KEY: KEYS_SECRET.toString('base64'),
    SESSION_SECRET: SESSION_SECRET.toString('base64'),
    PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET.toString('base64'),
    // A throwaway key: the benchmark's customers subscribe no browser to notifications.
    VAPID_PRIVATE_KEY: Buffer.alloc(32, 4).toString('base64url'),
    // The benchmark pays with the sandbox's test cards; it never takes real money.
    PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
    // Buyers each name an address of their own (checkout-data.ts), as customers come from
    // many: the store limits the checkouts opened per address.
    TRUST_PROXY: 'loopback',
  });
  const { realtime, deliveries } = watchDeliveries();
  const app = await buildApp({
    config,
    database,
    realtime,
    loyaltyEvents: options.loyalty ?? true,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    database,
    vault,
    deliveries,
    server: app.server,
    setupSeconds,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
