import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_IDENTITY_CHECK_LIMITS,
  type IdentityCheckLimits,
} from '@store/shared/rules/identity-check';
import { REFERRAL_DEFAULTS } from '@store/shared/rules/referrals';
import { DEFAULT_SUPPORT_REFUND_LIMIT_EUR_MINOR } from '@store/shared/rules/staff-refunds';
import { vapidPublicKeyOf } from './adapters/push/vapid-keys';
import type { AssistantConfig } from './modules/assistant/assistant-engine';
import type { ReferralProgramme } from './modules/referrals/referral-programme';
import type { SocialProviderConfig } from './modules/social-auth/social-providers';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

/** Who may set the client address: nobody, the nearest N proxies, or proxies at these addresses. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for address ranges, which Fastify's trustProxy takes beside addresses.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_HELP =
  'set the number of proxies in front of the store (e.g. 1) or their addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * `true` would take every X-Forwarded-For hop on trust, so any client could name its own
 * address and slip out of every per-address limit: refused, with what to write instead.
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const v = value.trim().toLowerCase();
  if (v === 'false' || v === 'no' || v === '0') return false;
  if (v === 'true' || v === 'yes') {
    ctx.addIssue({
      code: 'custom',
      message: `'${value}' would let any client choose its own address; ${TRUST_PROXY_HELP}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    const shown = bad.map((entry) => `'${entry}'`).join(', ');
    ctx.addIssue({ code: 'custom', message: `cannot read ${shown}: ${TRUST_PROXY_HELP}` });
    return z.NEVER;
  }
  return entries;
});

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
// Plain HTTP only for a provider on this machine (a local test or development issuer).
const issuerUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).refine((v) => {
  if (!URL.canParse(v)) return true; // the url check has reported it already
  const url = new URL(v);
  return url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname);
}, 'must be https (plain http only on 127.0.0.1, [::1] or localhost)');

/** A VAPID key as `web-push generate-vapid-keys` prints it: base64url of `bytes` bytes. */
const vapidKey = (bytes: number, what: string) =>
  z
    .string()
    .refine(
      (v) => /^[A-Za-z0-9_-]+$/.test(v) && Buffer.from(v, 'base64url').length === bytes,
      `must be ${what}`,
    );

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  CATALOGUE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(24),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  KEYS_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  SESSION_SECRET: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  PAYMENTS_WEBHOOK_SECRET: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  PAYMENTS_SANDBOX_IN_PRODUCTION: booleanFlag.default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_live_…, sk_test_…, rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, "must be a Stripe endpoint's signing secret (whsec_…)")
    .optional(),
  STRIPE_API_URL: issuerUrl.optional(),
  // Identity checks: the built-in sandbox, or Stripe Identity with the Stripe account's key.
  IDENTITY_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  IDENTITY_WEBHOOK_SECRET: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  STRIPE_IDENTITY_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, "must be a Stripe endpoint's signing secret (whsec_…)")
    .optional(),
  /** A paid order above this many EUR cents asks the customer for an identity check. */
  IDENTITY_CHECK_ORDER_EUR_MINOR: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .default(DEFAULT_IDENTITY_CHECK_LIMITS.orderEurMinor),
  /** This many declined payments within IDENTITY_CHECK_DECLINE_HOURS ask for a check. */
  IDENTITY_CHECK_DECLINES: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(DEFAULT_IDENTITY_CHECK_LIMITS.declines),
  IDENTITY_CHECK_DECLINE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(DEFAULT_IDENTITY_CHECK_LIMITS.declineWindowHours),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SUPPORT_EMAIL: z.email('must be an e-mail address').default('support@bigkeys.local'),
  TRUST_PROXY: trustProxy.default(false),
  /** Whether this instance delivers outbox events (fulfilment, e-mails, live messages). */
  OUTBOX_WORKER: booleanFlag.default(true),
  // Unset, these follow NODE_ENV: on outside production, off in production.
  SEED_DEMO_DATA: booleanFlag.optional(),
  API_DOCS: booleanFlag.optional(),
  MAIL_CAPTURE_VIEWER: booleanFlag.default(false),
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SOCIAL_GOOGLE_CLIENT_ID: z.string().optional(),
  SOCIAL_GOOGLE_CLIENT_SECRET: z.string().optional(),
  SOCIAL_GOOGLE_ISSUER: issuerUrl.default('https://accounts.google.com'),
  SOCIAL_DISCORD_CLIENT_ID: z.string().optional(),
  SOCIAL_DISCORD_CLIENT_SECRET: z.string().optional(),
  SOCIAL_DISCORD_ISSUER: issuerUrl.optional(),
  // The referral programme's terms (packages/shared/src/rules/referrals.ts has the defaults).
  REFERRAL_QUERY_PARAM: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,31}$/i, 'must be a query parameter name (letters, digits, - or _)')
    .default(REFERRAL_DEFAULTS.queryParam),
  REFERRAL_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a cookie name (letters, digits, - or _)')
    .default(REFERRAL_DEFAULTS.cookieName),
  REFERRAL_COOKIE_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(400)
    .default(REFERRAL_DEFAULTS.cookieDays),
  /** The base share in basis points: 500 is 5 %. */
  REFERRAL_PAYOUT_PERCENT_BP: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000)
    .default(REFERRAL_DEFAULTS.payoutPercentBp),
  REFERRAL_WINDOW_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650)
    .default(REFERRAL_DEFAULTS.windowDays),
  REFERRAL_MINIMUM_PAYOUT_EUR_CENTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(REFERRAL_DEFAULTS.minimumPayoutEurMinor),
  REFERRAL_MAX_PER_IP_WEEK: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(REFERRAL_DEFAULTS.maxReferralsPerIpPerWeek),
  /** The most a support agent may refund from the back office, in EUR cents. */
  SUPPORT_REFUND_LIMIT_MINOR: z.coerce
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .default(DEFAULT_SUPPORT_REFUND_LIMIT_EUR_MINOR),
  /** A clock that tests may move forward (POST /dev/clock); never in production. */
  TEST_CLOCK: booleanFlag.default(false),
  // Biggie AI Assistant: an OpenAI-compatible endpoint when set, else the built-in engine.
  AI_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().max(200).optional(),
  /** How long one answer may take before the chat hands the conversation to a person. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  // Text messages through Twilio's API when the account is set, else captured under DATA_DIR.
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/i, 'must be a Twilio account SID (AC followed by 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|(?=.*[a-z])[a-z0-9 ]{1,11})$/i,
      'must be a number in international form (+41…) or an alphanumeric sender id of up to 11 characters',
    )
    .optional(),
  TWILIO_BASE_URL: issuerUrl.default('https://api.twilio.com'),
  // Browser notifications: Web Push signed with the store's VAPID key, or captured under
  // DATA_DIR. Unset, the transport follows NODE_ENV: web-push in production, else capture.
  PUSH_TRANSPORT: z.enum(['web-push', 'capture']).optional(),
  VAPID_PRIVATE_KEY: vapidKey(32, 'a P-256 private key: 32 bytes, base64url').optional(),
  VAPID_PUBLIC_KEY: vapidKey(
    65,
    'an uncompressed P-256 public key: 65 bytes, base64url',
  ).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
});

/** Who carries text messages: the capture under DATA_DIR, or Twilio's API with an account. */
export type SmsConfig =
  | { provider: 'capture' }
  | { provider: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl: string };

/** How browser notifications leave, and the VAPID identity push services know the store by. */
export type PushConfig = {
  /** `web-push` to the browsers' push services, or `capture` under DATA_DIR/push. */
  transport: 'web-push' | 'capture';
  /** The VAPID private key; generated under DATA_DIR/secrets when not configured. */
  vapidPrivateKey: Buffer | undefined;
  /** Whom a push service may contact about the store's pushes: mailto: or https:. */
  vapidSubject: string;
};

/** Who checks identities: the built-in sandbox, or Stripe Identity with the account's key. */
export type IdentityConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      /** The identity webhook endpoint's signing secret (`whsec_…`). */
      webhookSecret: string;
      apiUrl: string | undefined;
    };

/** Who takes payments: the built-in sandbox, or Stripe with the account's keys. */
export type PaymentsConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'stripe';
      secretKey: string;
      /** The webhook endpoint's signing secret, which the store checks deliveries with. */
      webhookSecret: string;
      /** Another address for Stripe's API (a local stand-in); undefined means Stripe's own. */
      apiUrl: string | undefined;
    };

/** The validated configuration the server runs with. */
export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  dbPoolMax: number;
  redisUrl: string | undefined;
  /** Bytes of serialised catalogue answers kept in memory; 0 turns the cache off. */
  catalogueCacheBytes: number;
  smtpUrl: string | undefined;
  keysEncryptionKey: Buffer | undefined;
  /**
   * Signs CSRF tokens and e-mail codes, seals social sign-in flows; generated under DATA_DIR
   * when not configured.
   */
  sessionSecret: Buffer | undefined;
  /**
   * Signs the payment provider's webhooks (HMAC-SHA256); generated under DATA_DIR when not
   * configured, which suits the built-in sandbox, whose deliveries stay in one instance.
   */
  paymentsWebhookSecret: Buffer | undefined;
  payments: PaymentsConfig;
  identity: IdentityConfig;
  /**
   * Signs the sandbox identity provider's webhooks; generated under DATA_DIR when not
   * configured (its deliveries stay in one instance).
   */
  identityWebhookSecret: Buffer | undefined;
  /** When the rules ask a customer for an identity check. */
  identityCheckLimits: IdentityCheckLimits;
  /** The address customers use, for links in e-mails and redirects. */
  publicUrl: string;
  /** Where contact-form messages are sent. */
  supportEmail: string;
  trustProxy: TrustProxy;
  /** False on instances that only answer requests while others run the outbox. */
  outboxWorker: boolean;
  seedDemoData: boolean;
  /** Whether /api/docs serves the OpenAPI document and its viewer. */
  apiDocs: boolean;
  /**
   * Whether /dev/outbox shows captured mail (verification codes, gift links), /dev/sms
   * captured text messages and /dev/push captured browser notifications to clients on this
   * machine; never in production.
   */
  mailCaptureViewer: boolean;
  seedProducts: number;
  webDistDir: string | undefined;
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  /** Social sign-ins on offer: those with both a client id and a secret. */
  socialProviders: SocialProviderConfig[];
  referrals: ReferralProgramme;
  /** Whether POST /dev/clock may move the referral programme's clock forward (tests only). */
  testClock: boolean;
  /** The most a support agent may refund from the back office, in EUR cents. */
  supportRefundLimitEurMinor: number;
  /** Biggie AI Assistant's model endpoint, when one is configured. */
  assistant: AssistantConfig;
  /** Where text messages go: Twilio's API when its account is set, else DATA_DIR/sms. */
  sms: SmsConfig;
  /** Browser notifications: Web Push, or captured under DATA_DIR/push. */
  push: PushConfig;
};

type SocialProviderCandidate = Omit<SocialProviderConfig, 'clientId' | 'clientSecret'> & {
  clientId: string | undefined;
  clientSecret: string | undefined;
};

// A provider missing its id or its secret could not sign anyone in: it is simply not offered.
const offeredProviders = (candidates: SocialProviderCandidate[]): SocialProviderConfig[] =>
  candidates.flatMap(({ clientId, clientSecret, ...rest }) =>
    clientId && clientSecret ? [{ ...rest, clientId, clientSecret }] : [],
  );

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const problems: string[] = [];
  const production = c.NODE_ENV === 'production';
  // Generated secrets would sit in DATA_DIR beside the data they protect (one copied backup
  // holds both), and instances sharing a database could not share them.
  if (production) {
    for (const name of [
      'KEYS_ENCRYPTION_KEY',
      'SESSION_SECRET',
      'PAYMENTS_WEBHOOK_SECRET',
    ] as const) {
      if (!c[name]) {
        problems.push(
          `  ${name}: required in production, not generated beside the data (32 bytes, base64: openssl rand -base64 32)`,
        );
      }
    }
  }
  // The sandbox takes any test card number as a payment.
  if (production && c.PAYMENTS_PROVIDER === 'sandbox' && !c.PAYMENTS_SANDBOX_IN_PRODUCTION) {
    problems.push(
      '  PAYMENTS_PROVIDER: the sandbox accepts test cards as payment; set PAYMENTS_PROVIDER=stripe, or PAYMENTS_SANDBOX_IN_PRODUCTION=true for a store that must never take real money',
    );
  }
  if (production && c.MAIL_CAPTURE_VIEWER) {
    problems.push(
      '  MAIL_CAPTURE_VIEWER: not available in production (it shows verification codes and gift links)',
    );
  }
  if (production && c.TEST_CLOCK) {
    problems.push(
      '  TEST_CLOCK: not available in production (it moves the time payouts depend on)',
    );
  }
  if (c.PAYMENTS_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!c[name]) problems.push(`  ${name}: required when PAYMENTS_PROVIDER is stripe`);
    }
  }
  if (c.IDENTITY_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_IDENTITY_WEBHOOK_SECRET'] as const) {
      if (!c[name]) problems.push(`  ${name}: required when IDENTITY_PROVIDER is stripe`);
    }
  }
  const twilio = [c.TWILIO_ACCOUNT_SID, c.TWILIO_AUTH_TOKEN, c.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    problems.push(
      '  TWILIO_ACCOUNT_SID: sending text messages through Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM together',
    );
  }
  const pushTransport = c.PUSH_TRANSPORT ?? (production ? 'web-push' : 'capture');
  const vapidPrivateKey = c.VAPID_PRIVATE_KEY
    ? Buffer.from(c.VAPID_PRIVATE_KEY, 'base64url')
    : undefined;
  // A generated key would differ between instances, and a browser subscribed through one
  // instance could then not be reached by another.
  if (production && pushTransport === 'web-push' && !vapidPrivateKey) {
    problems.push(
      '  VAPID_PRIVATE_KEY: required in production when PUSH_TRANSPORT is web-push, not generated beside the data (npx web-push generate-vapid-keys)',
    );
  }
  if (c.VAPID_PUBLIC_KEY && !vapidPrivateKey) {
    problems.push('  VAPID_PUBLIC_KEY: set VAPID_PRIVATE_KEY too, or neither');
  }
  if (vapidPrivateKey) {
    let derived: string | undefined;
    try {
      derived = vapidPublicKeyOf(vapidPrivateKey);
    } catch {
      problems.push('  VAPID_PRIVATE_KEY: not a valid P-256 private key');
    }
    if (derived && c.VAPID_PUBLIC_KEY && derived !== c.VAPID_PUBLIC_KEY) {
      problems.push('  VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY');
    }
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  // Checked just above: Stripe never goes without its keys.
  const payments: PaymentsConfig =
    c.PAYMENTS_PROVIDER === 'stripe' && c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET
      ? {
          provider: 'stripe',
          secretKey: c.STRIPE_SECRET_KEY,
          webhookSecret: c.STRIPE_WEBHOOK_SECRET,
          apiUrl: c.STRIPE_API_URL,
        }
      : { provider: 'sandbox' };
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    dbPoolMax: c.DB_POOL_MAX,
    redisUrl: c.REDIS_URL,
    catalogueCacheBytes: c.CATALOGUE_CACHE_MB * 1024 * 1024,
    smtpUrl: c.SMTP_URL,
    keysEncryptionKey: c.KEYS_ENCRYPTION_KEY
      ? Buffer.from(c.KEYS_ENCRYPTION_KEY, 'base64')
      : undefined,
    sessionSecret: c.SESSION_SECRET ? Buffer.from(c.SESSION_SECRET, 'base64') : undefined,
    paymentsWebhookSecret: c.PAYMENTS_WEBHOOK_SECRET
      ? Buffer.from(c.PAYMENTS_WEBHOOK_SECRET, 'base64')
      : undefined,
    payments,
    identity:
      c.IDENTITY_PROVIDER === 'stripe' && c.STRIPE_SECRET_KEY && c.STRIPE_IDENTITY_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: c.STRIPE_SECRET_KEY,
            webhookSecret: c.STRIPE_IDENTITY_WEBHOOK_SECRET,
            apiUrl: c.STRIPE_API_URL,
          }
        : { provider: 'sandbox' },
    identityWebhookSecret: c.IDENTITY_WEBHOOK_SECRET
      ? Buffer.from(c.IDENTITY_WEBHOOK_SECRET, 'base64')
      : undefined,
    identityCheckLimits: {
      orderEurMinor: c.IDENTITY_CHECK_ORDER_EUR_MINOR,
      declines: c.IDENTITY_CHECK_DECLINES,
      declineWindowHours: c.IDENTITY_CHECK_DECLINE_HOURS,
    },
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    supportEmail: c.SUPPORT_EMAIL,
    trustProxy: c.TRUST_PROXY,
    outboxWorker: c.OUTBOX_WORKER,
    seedDemoData: c.SEED_DEMO_DATA ?? !production,
    apiDocs: c.API_DOCS ?? !production,
    mailCaptureViewer: c.MAIL_CAPTURE_VIEWER,
    seedProducts: c.SEED_PRODUCTS,
    webDistDir: c.WEB_DIST_DIR ? path.resolve(c.WEB_DIST_DIR) : undefined,
    logLevel: c.LOG_LEVEL,
    socialProviders: offeredProviders([
      {
        id: 'google',
        clientId: c.SOCIAL_GOOGLE_CLIENT_ID,
        clientSecret: c.SOCIAL_GOOGLE_CLIENT_SECRET,
        issuer: c.SOCIAL_GOOGLE_ISSUER,
      },
      {
        id: 'discord',
        clientId: c.SOCIAL_DISCORD_CLIENT_ID,
        clientSecret: c.SOCIAL_DISCORD_CLIENT_SECRET,
        issuer: c.SOCIAL_DISCORD_ISSUER,
      },
    ]),
    referrals: {
      queryParam: c.REFERRAL_QUERY_PARAM,
      cookieName: c.REFERRAL_COOKIE_NAME,
      cookieDays: c.REFERRAL_COOKIE_DAYS,
      payoutPercentBp: c.REFERRAL_PAYOUT_PERCENT_BP,
      windowDays: c.REFERRAL_WINDOW_DAYS,
      minimumPayoutEurMinor: c.REFERRAL_MINIMUM_PAYOUT_EUR_CENTS,
      maxReferralsPerIpPerWeek: c.REFERRAL_MAX_PER_IP_WEEK,
    },
    testClock: c.TEST_CLOCK,
    supportRefundLimitEurMinor: c.SUPPORT_REFUND_LIMIT_MINOR,
    assistant: {
      baseUrl: c.AI_BASE_URL?.replace(/\/$/, ''),
      apiKey: c.AI_API_KEY,
      model: c.AI_MODEL,
      timeoutMs: c.AI_TIMEOUT_MS,
    },
    sms:
      c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN && c.TWILIO_FROM
        ? {
            provider: 'twilio',
            accountSid: c.TWILIO_ACCOUNT_SID,
            authToken: c.TWILIO_AUTH_TOKEN,
            from: c.TWILIO_FROM,
            baseUrl: c.TWILIO_BASE_URL.replace(/\/$/, ''),
          }
        : { provider: 'capture' },
    push: {
      transport: pushTransport,
      vapidPrivateKey,
      vapidSubject: c.VAPID_SUBJECT ?? `mailto:${c.SUPPORT_EMAIL}`,
    },
  };
}
