import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxPaymentReply } from '@store/shared/schemas/payments';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createTestDatabase } from '../../test/build-test-app';
import { TEST_KEY_SECRET } from '../../test/test-constants';
import { card, PAYMENTS_ENV, pendingOrder } from '../../test/kits/payments-test-kit';
import { listCapturedMail } from '../../adapters/mailer/mail-capture';

// The store killed with SIGKILL between payment and delivery: the payment is recorded and
// the order paid, but fulfilment has not run. After a restart the outbox delivers it, so no
// paid order is left without keys. The store runs as a real process here, killed for real.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const repoRoot = path.resolve(serverDir, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

type Store = { url: string; child: ChildProcess; output: () => string };

async function startStore(env: Record<string, string>): Promise<Store> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`The store exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, child, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The store did not start:\n${output}`);
}

async function stop(store: Store, signal: NodeJS.Signals): Promise<void> {
  if (store.child.exitCode !== null || store.child.signalCode !== null) return;
  const exited = new Promise((resolve) => store.child.once('exit', resolve));
  store.child.kill(signal);
  await exited;
}

let stores: Store[] = [];
let cleanup: () => Promise<void> = async () => undefined;
beforeAll(() => {
  stores = [];
});
afterAll(async () => {
  await Promise.all(stores.map((s) => stop(s, 'SIGKILL')));
  await cleanup();
});

describe('a crash between payment and delivery', () => {
  it(
    'loses no paid order: after SIGKILL and a restart the order is delivered',
    { timeout: 180_000 },
    async () => {
      const { database, dataDir, databaseUrl, drop } = await createTestDatabase();
      cleanup = drop;
      const env = {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        KEYS_ENCRYPTION_KEY: TEST_KEY_SECRET.toString('base64'),
        SEED_DEMO_DATA: 'false',
        ...PAYMENTS_ENV,
      };
      // A customer with a pending order, prepared in process, then the database handed over.
      const config = loadConfig({ ...env, OUTBOX_WORKER: 'false', LOG_LEVEL: 'silent' });
      const app = await buildApp({ config, database });
      await app.ready();
      const t = { app, database, config, close: async () => app.close() };
      const { intent } = await pendingOrder(t, { keys: 2, quantity: 2 });
      await app.close();
      await database.close();

      // The first store takes the payment but, as a store that crashes right after it, never
      // gets to fulfil it (its worker is off), and is killed outright.
      const first = await startStore({ ...env, OUTBOX_WORKER: 'false' });
      stores.push(first);
      const res = await fetch(`${first.url}/api/v1/sandbox/payments/${intent.paymentId}/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientSecret: intent.clientSecret, card: card('4242424242424242') }),
      });
      expect(res.status).toBe(200);
      expect(SandboxPaymentReply.parse(await res.json()).status).toBe('succeeded');
      await stop(first, 'SIGKILL');

      // The restarted store delivers it on its own.
      const second = await startStore(env);
      stores.push(second);
      await waitFor(async () => {
        const receipts = (await listCapturedMail(dataDir)).filter(
          (m) => m.category === 'order-receipt',
        );
        return receipts.length === 1;
      });
      await stop(second, 'SIGTERM');

      const after = await openDatabase({ databaseUrl, dataDir, poolMax: 1 });
      try {
        const { rows } = await after.pool.query<{ status: string; keys: number; invoices: number }>(
          `select o.status,
                (select count(*)::int from order_keys k where k.order_id = o.id) as keys,
                (select count(*)::int from invoices i where i.order_id = o.id) as invoices
         from orders o where o.public_id = $1`,
          [intent.orderId],
        );
        expect(rows[0]).toEqual({ status: 'delivered', keys: 2, invoices: 1 });
        const { rows: stuck } = await after.pool.query<{ n: number }>(
          `select count(*)::int as n from orders o
         where o.status in ('paid', 'delivered')
           and not exists (select 1 from order_keys k where k.order_id = o.id)
           and not exists (select 1 from outbox e where e.processed_at is null and e.payload->>'orderId' = o.public_id)`,
        );
        expect(stuck[0]?.n).toBe(0);
      } finally {
        await after.close();
      }
    },
  );
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('Timed out waiting');
}
