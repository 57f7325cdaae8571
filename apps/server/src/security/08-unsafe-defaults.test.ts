import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import { productKeys } from '../db/schema/stock';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { withDatabase } from '../test/global-setup';
import { startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in';
import { createTestClient } from '../test/test-client';
import { listDevelopmentDefaults } from '../startup-warnings';

const secrets = {
  KEYS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  SESSION_SECRET: randomBytes(32).toString('base64'),
  PAYMENTS_WEBHOOK_SECRET: randomBytes(32).toString('base64'),
  VAPID_PRIVATE_KEY: randomBytes(32).toString('base64url'),
};
const stripeKeys = {
  PAYMENTS_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_51Abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};
const SANDBOX_CONFIRM = '/api/v1/sandbox/payments/pi_1/confirm';

describe('production refuses development defaults', () => {
  it('refuses the payment sandbox unless PAYMENTS_SANDBOX_IN_PRODUCTION says so', () => {
    const env = { NODE_ENV: 'production', ...secrets };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/PAYMENTS_PROVIDER[\s\S]*PAYMENTS_SANDBOX_IN_PRODUCTION/);
    expect(loadConfig({ ...env, ...stripeKeys }).payments.provider).toBe('stripe');
    const demo = loadConfig({ ...env, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' });
    expect(demo.payments.provider).toBe('sandbox');
    // Allowed, and still named at start-up.
    expect(listDevelopmentDefaults(demo).join('\n')).toContain('PAYMENTS_SANDBOX_IN_PRODUCTION');
  });

  it.each([
    'KEYS_ENCRYPTION_KEY',
    'SESSION_SECRET',
    'PAYMENTS_WEBHOOK_SECRET',
    'VAPID_PRIVATE_KEY',
  ] as const)('requires %s from the environment with the embedded database', (name) => {
    const { [name]: _, ...rest } = secrets;
    const env = { NODE_ENV: 'production', ...stripeKeys, ...rest };
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: required in production`));
    expect(() => loadConfig({ ...env, [name]: secrets[name] })).not.toThrow();
  });

  it('seeds no demo data and shows neither API docs nor captured mail unless asked', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail.example.test:587',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-auth-token',
      TWILIO_FROM: 'BigKeys',
      ...secrets,
      ...stripeKeys,
    });
    expect(config).toMatchObject({ seedDemoData: false, apiDocs: false, mailCaptureViewer: false });
    expect(listDevelopmentDefaults(config)).toEqual([]);
  });

  it('names every development default at start-up', () => {
    const warnings = listDevelopmentDefaults(loadConfig({ HOST: '0.0.0.0' })).join('\n');
    for (const name of [
      'NODE_ENV',
      'KEYS_ENCRYPTION_KEY',
      'SESSION_SECRET',
      'PAYMENTS_WEBHOOK_SECRET',
      'PAYMENTS_PROVIDER is sandbox',
      'SMTP_URL',
      'TWILIO_ACCOUNT_SID',
      'PUSH_TRANSPORT is capture',
      'VAPID_PRIVATE_KEY',
      'SEED_DEMO_DATA',
      'HOST is 0.0.0.0',
    ]) {
      expect(warnings).toContain(name);
    }
  });
});

describe('the sandbox card page beside Stripe', () => {
  let standIn: StripeStandIn;
  let stripe: TestApp;
  let sandbox: TestApp;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    [stripe, sandbox] = await Promise.all([
      buildTestApp({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: standIn.secretKey,
        STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
        STRIPE_API_URL: standIn.url,
      }),
      buildTestApp(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([stripe.close(), sandbox.close()]);
    await standIn.close();
  });

  it('does not exist when Stripe takes the payments', async () => {
    const body = { clientSecret: 'pi_1_secret', card: { number: '4242424242424242' } };
    // With a CSRF token, so the answer is the route's, not the token check's.
    const post = { method: 'POST', url: SANDBOX_CONFIRM, body } as const;
    const onStripe = await createTestClient(stripe.app).request(post);
    expect(onStripe.statusCode).toBe(404);
    // The payment sandbox's routes; the identity sandbox follows IDENTITY_PROVIDER alone.
    const paymentSandbox = (url: string) =>
      url.startsWith('/api/v1/sandbox/') && !url.startsWith('/api/v1/sandbox/identity');
    expect(stripe.app.routeTable.some((r) => paymentSandbox(r.url))).toBe(false);
    // The same call reaches the sandbox when it is the provider (an unknown intent there).
    const onSandbox = await createTestClient(sandbox.app).request(post);
    expect(onSandbox.statusCode).not.toBe(404);
  });
});

describe('the mail capture viewer', () => {
  let plain: TestApp;
  let viewer: TestApp;
  beforeAll(async () => {
    [plain, viewer] = await Promise.all([
      buildTestApp(),
      buildTestApp({ MAIL_CAPTURE_VIEWER: 'true', TRUST_PROXY: '1' }),
    ]);
  });
  afterAll(async () => Promise.all([plain.close(), viewer.close()]));

  it.each([
    ['/dev/outbox', 'Captured mail'],
    ['/dev/sms', 'Captured text messages'],
    ['/dev/push', 'Captured pushes'],
  ])('%s is off unless MAIL_CAPTURE_VIEWER is set', async (url, marker) => {
    expect(plain.app.routeTable.some((r) => r.url.startsWith(url))).toBe(false);
    // Whatever answers instead (the web app's page, or a 404), it is not the capture.
    const res = await plain.app.inject({ url, remoteAddress: '127.0.0.1' });
    expect(res.body).not.toContain(marker);
    const shown = await viewer.app.inject({ url, remoteAddress: '127.0.0.1' });
    expect(shown.body).toContain(marker);
  });

  it('answers the machine itself, and no other address, forwarded or not', async () => {
    const local = await viewer.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    const remote = await viewer.app.inject({ url: '/dev/outbox', remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(403);
    // The store trusts one proxy here, so the client's address would read as 127.0.0.1.
    const spoofed = await viewer.app.inject({
      url: '/dev/outbox',
      remoteAddress: '203.0.113.5',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(403);
    const viaLocalProxy = await viewer.app.inject({
      url: '/dev/outbox/anything',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(viaLocalProxy.statusCode).toBe(403);
  });
});

/** A fresh, empty database for one install: PostgreSQL when DATABASE_URL is set, else PGlite. */
async function freshInstall(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-install-'));
  const url = process.env.DATABASE_URL;
  if (!url) {
    return {
      env: { DATA_DIR: dataDir },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `store_install_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: withDatabase(url, name) },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Seeds the demo catalogue into a new install and reads its keys back in clear. */
async function demoKeysOfNewInstall(): Promise<Map<number, string>> {
  const install = await freshInstall();
  try {
    const config = loadConfig({ NODE_ENV: 'test', SEED_PRODUCTS: '12', ...install.env });
    const { database, keyVault, seeded } = await prepareDatabase(config, () => undefined);
    try {
      expect(seeded).toBe(true);
      const rows = await database.db.select().from(productKeys);
      return new Map(
        rows.map((r) => [r.id, keyVault.decrypt(r.encryptedKey, r.productPlatformId)]),
      );
    } finally {
      await database.close();
    }
  } finally {
    await install.drop();
  }
}

describe('demo keys', () => {
  it('differ between two installs of the same catalogue', async () => {
    const first = await demoKeysOfNewInstall();
    const second = await demoKeysOfNewInstall();
    // The same catalogue: the same key slots…
    expect([...second.keys()]).toEqual([...first.keys()]);
    expect(first.size).toBeGreaterThan(10);
    // …but not one key in common, so knowing the seed and the code reveals none.
    const shared = [...first.values()].filter((key) => [...second.values()].includes(key));
    expect(shared).toEqual([]);
    for (const key of first.values()) expect(key).toMatch(/^[A-Z0-9-]{12,}$/);
  }, 120_000);
});
