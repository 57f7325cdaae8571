import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vapidPublicKeyOf } from './adapters/push/vapid-keys';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.seedProducts).toBe(10_000);
    expect(config.supportEmail).toBe('support@bigkeys.local');
  });

  it('takes the support address from SUPPORT_EMAIL', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.com' }).supportEmail).toBe('help@example.com');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ KEYS_ENCRYPTION_KEY: 'c2hvcnQ=' }, 'KEYS_ENCRYPTION_KEY'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' }, 'KEYS_ENCRYPTION_KEY'],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' }, 'SESSION_SECRET'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL'],
    [{ SUPPORT_EMAIL: 'not an address' }, 'SUPPORT_EMAIL'],
    [{ SOCIAL_GOOGLE_ISSUER: 'not a url' }, 'SOCIAL_GOOGLE_ISSUER'],
    [{ SOCIAL_GOOGLE_ISSUER: 'http://accounts.example.test' }, 'SOCIAL_GOOGLE_ISSUER'],
    [{ SOCIAL_DISCORD_ISSUER: 'ftp://127.0.0.1' }, 'SOCIAL_DISCORD_ISSUER'],
  ])('stops on %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/,
    );
  });

  describe('TRUST_PROXY', () => {
    it.each([
      ['false', false],
      ['0', false],
      ['1', 1],
      ['2', 2],
      ['10.0.0.0/8,127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
      [' loopback , fd00::/8 ', ['loopback', 'fd00::/8']],
    ])('reads %j as %j', (value, expected) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it.each(['true', 'yes', '10.0.0.0/33', '10.0.0.300', 'proxy.example.test', '10.0.0.1,'])(
      'refuses %j and says what to write instead',
      (value) => {
        expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
          /TRUST_PROXY: .*number of proxies in front of the store \(e\.g\. 1\)/,
        );
      },
    );
  });

  describe('defaults that follow NODE_ENV', () => {
    const production = {
      NODE_ENV: 'production',
      KEYS_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
      SESSION_SECRET: Buffer.alloc(32, 2).toString('base64'),
      PAYMENTS_WEBHOOK_SECRET: Buffer.alloc(32, 3).toString('base64'),
      VAPID_PRIVATE_KEY: Buffer.alloc(32, 4).toString('base64url'),
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51Abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };

    it('seeds demo data and serves API docs outside production only', () => {
      expect(loadConfig({})).toMatchObject({ seedDemoData: true, apiDocs: true });
      expect(loadConfig(production)).toMatchObject({ seedDemoData: false, apiDocs: false });
      expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true', API_DOCS: 'true' })).toMatchObject(
        { seedDemoData: true, apiDocs: true },
      );
      expect(loadConfig({ SEED_DEMO_DATA: 'false', API_DOCS: 'false' })).toMatchObject({
        seedDemoData: false,
        apiDocs: false,
      });
    });

    it('shows captured mail only when asked, and never in production', () => {
      expect(loadConfig({}).mailCaptureViewer).toBe(false);
      expect(loadConfig({ MAIL_CAPTURE_VIEWER: 'true' }).mailCaptureViewer).toBe(true);
      expect(() => loadConfig({ ...production, MAIL_CAPTURE_VIEWER: 'true' })).toThrow(
        'MAIL_CAPTURE_VIEWER',
      );
    });

    it('moves the referral clock only in a test store, never in production', () => {
      expect(loadConfig({}).testClock).toBe(false);
      expect(loadConfig({ TEST_CLOCK: 'true' }).testClock).toBe(true);
      expect(() => loadConfig({ ...production, TEST_CLOCK: 'true' })).toThrow('TEST_CLOCK');
    });

    it('reads the referral programme’s terms, with the defaults, and names a bad one', () => {
      expect(loadConfig({}).referrals).toEqual({
        queryParam: 'ref',
        cookieName: 'bs_referral',
        cookieDays: 60,
        payoutPercentBp: 500,
        windowDays: 365,
        minimumPayoutEurMinor: 1000,
        maxReferralsPerIpPerWeek: 3,
      });
      expect(loadConfig({ REFERRAL_PAYOUT_PERCENT_BP: '650' }).referrals.payoutPercentBp).toBe(650);
      expect(() => loadConfig({ REFERRAL_PAYOUT_PERCENT_BP: '5000' })).toThrow(
        'REFERRAL_PAYOUT_PERCENT_BP',
      );
      expect(() => loadConfig({ REFERRAL_COOKIE_NAME: 'bad name;' })).toThrow(
        'REFERRAL_COOKIE_NAME',
      );
    });

    it('sends browser notifications through Web Push in production only, with its own key', () => {
      expect(loadConfig({}).push).toEqual({
        transport: 'capture',
        vapidPrivateKey: undefined,
        vapidSubject: 'mailto:support@bigkeys.local',
      });
      expect(loadConfig(production).push).toEqual({
        transport: 'web-push',
        vapidPrivateKey: Buffer.alloc(32, 4),
        vapidSubject: 'mailto:support@bigkeys.local',
      });
      const { VAPID_PRIVATE_KEY: _, ...generated } = production;
      expect(() => loadConfig(generated)).toThrow(/VAPID_PRIVATE_KEY: required in production/);
      expect(loadConfig({ ...generated, PUSH_TRANSPORT: 'capture' }).push.transport).toBe(
        'capture',
      );
      expect(loadConfig({ PUSH_TRANSPORT: 'web-push' }).push.transport).toBe('web-push');
    });

    it('runs the sandbox in production only when told to, by name', () => {
      const { PAYMENTS_PROVIDER: _, ...sandbox } = production;
      expect(() => loadConfig(sandbox)).toThrow(/PAYMENTS_PROVIDER: the sandbox/);
      const allowed = loadConfig({ ...sandbox, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' });
      expect(allowed.payments).toEqual({ provider: 'sandbox' });
    });
  });

  describe('VAPID keys', () => {
    const privateKey = Buffer.alloc(32, 9);
    const publicKey = vapidPublicKeyOf(privateKey);

    it('takes a key pair as web-push prints it, and a subject', () => {
      const config = loadConfig({
        VAPID_PRIVATE_KEY: privateKey.toString('base64url'),
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_SUBJECT: 'https://shop.example.test/contact',
      });
      expect(config.push).toMatchObject({
        vapidPrivateKey: privateKey,
        vapidSubject: 'https://shop.example.test/contact',
      });
    });

    it.each([
      [{ VAPID_PRIVATE_KEY: 'c2hvcnQ' }, 'VAPID_PRIVATE_KEY: must be a P-256 private key'],
      [{ VAPID_PRIVATE_KEY: Buffer.alloc(32).toString('base64url') }, 'not a valid P-256'],
      [{ VAPID_PUBLIC_KEY: publicKey }, 'VAPID_PUBLIC_KEY: set VAPID_PRIVATE_KEY too'],
      [
        {
          VAPID_PRIVATE_KEY: Buffer.alloc(32, 8).toString('base64url'),
          VAPID_PUBLIC_KEY: publicKey,
        },
        'VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY',
      ],
      [{ VAPID_PUBLIC_KEY: `${publicKey}+` }, 'VAPID_PUBLIC_KEY: must be an uncompressed'],
      [{ VAPID_SUBJECT: 'support@example.test' }, 'VAPID_SUBJECT: must be a mailto:'],
      [{ VAPID_SUBJECT: 'http://shop.example.test' }, 'VAPID_SUBJECT'],
      [{ PUSH_TRANSPORT: 'fcm' }, 'PUSH_TRANSPORT'],
    ])('stops on %o naming the problem', (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  describe('social sign-in', () => {
    const google = { SOCIAL_GOOGLE_CLIENT_ID: 'g-id', SOCIAL_GOOGLE_CLIENT_SECRET: 'g-secret' };
    const discord = { SOCIAL_DISCORD_CLIENT_ID: 'd-id', SOCIAL_DISCORD_CLIENT_SECRET: 'd-secret' };

    it('offers none by default', () => {
      expect(loadConfig({}).socialProviders).toEqual([]);
    });

    it('offers a provider only when both its client id and secret are set', () => {
      expect(loadConfig({ SOCIAL_GOOGLE_CLIENT_ID: 'g-id' }).socialProviders).toEqual([]);
      expect(loadConfig({ SOCIAL_DISCORD_CLIENT_SECRET: 'd-secret' }).socialProviders).toEqual([]);
      expect(loadConfig({ ...google, SOCIAL_DISCORD_CLIENT_ID: 'd-id' }).socialProviders).toEqual([
        {
          id: 'google',
          clientId: 'g-id',
          clientSecret: 'g-secret',
          issuer: 'https://accounts.google.com',
        },
      ]);
    });

    it("uses Discord's own endpoints unless an issuer is given", () => {
      expect(loadConfig(discord).socialProviders).toEqual([
        { id: 'discord', clientId: 'd-id', clientSecret: 'd-secret', issuer: undefined },
      ]);
      const overridden = loadConfig({
        ...discord,
        SOCIAL_DISCORD_ISSUER: 'https://id.example.test',
      });
      expect(overridden.socialProviders[0]?.issuer).toBe('https://id.example.test');
    });

    it('accepts a plain-http issuer on this machine only', () => {
      const local = loadConfig({ ...google, SOCIAL_GOOGLE_ISSUER: 'http://127.0.0.1:4000' });
      expect(local.socialProviders.map((p) => [p.id, p.issuer])).toEqual([
        ['google', 'http://127.0.0.1:4000'],
      ]);
    });
  });

  describe('payments', () => {
    const stripe = {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51Abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };

    it('takes payments with the built-in sandbox by default, whatever Stripe keys are set', () => {
      expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
      const { PAYMENTS_PROVIDER: _, ...keysOnly } = stripe;
      expect(loadConfig(keysOnly).payments).toEqual({ provider: 'sandbox' });
    });

    it("takes Stripe's keys, and an API address for a stand-in when given", () => {
      expect(loadConfig(stripe).payments).toEqual({
        provider: 'stripe',
        secretKey: 'sk_test_51Abc',
        webhookSecret: 'whsec_abc123',
        apiUrl: undefined,
      });
      const local = loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' });
      expect(local.payments).toMatchObject({ apiUrl: 'http://127.0.0.1:12111' });
    });

    it.each([
      [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER'],
      [
        { ...stripe, STRIPE_SECRET_KEY: '' },
        'STRIPE_SECRET_KEY: required when PAYMENTS_PROVIDER is stripe',
      ],
      [{ ...stripe, STRIPE_WEBHOOK_SECRET: undefined }, 'STRIPE_WEBHOOK_SECRET: required'],
      [{ ...stripe, STRIPE_SECRET_KEY: 'pk_test_51Abc' }, 'STRIPE_SECRET_KEY'],
      [{ ...stripe, STRIPE_WEBHOOK_SECRET: 'abc123' }, 'STRIPE_WEBHOOK_SECRET'],
      [{ ...stripe, STRIPE_API_URL: 'http://stripe.example.test' }, 'STRIPE_API_URL'],
    ])('stops on %o naming %s', (env, name) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(name);
    });

    it('names both missing Stripe keys, and missing production secrets, at once', () => {
      const env = {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        PAYMENTS_PROVIDER: 'stripe',
      };
      expect(() => loadConfig(env)).toThrow(
        /KEYS_ENCRYPTION_KEY[\s\S]*SESSION_SECRET[\s\S]*STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET/,
      );
    });
  });
});
