import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { lookupRoutes } from './modules/catalog/lookups.routes';
import type { CatalogueCache } from './modules/catalog/catalogue-cache';
import { registerCatalogueCache } from './plugins/catalogue-cache';
import { registerSecurityHeaders } from './plugins/security-headers';
import { productRoutes } from './modules/catalog/products.routes';
import { productDetailRoutes, screenshotRoutes } from './modules/catalog/product-details.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createLocaleResolver } from './modules/locale/locale.service';
import { mediaRoutes } from './modules/media/media.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { resolveSupportEmail } from './modules/settings/settings.service';
import { registerErrorHandler } from './plugins/error-handler';
import { registerJsonBody } from './plugins/json-body';
import { loggerOptions } from './plugins/log-hygiene';
import { registerNoStore } from './plugins/no-store';
import { registerNulGuard } from './plugins/nul-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestContext } from './plugins/request-context';
import { registerSpa } from './plugins/spa';
import { seoRoutes } from './modules/seo/seo.routes';
import { registerAuthContext } from './plugins/auth-context';
import { registerCsrf } from './plugins/csrf';
import { createMailer, type Mailer } from './adapters/mailer/mailer';
import { mailCaptureRoutes } from './adapters/mailer/mail-capture.routes';
import type { SmsSender } from './adapters/sms/sms-sender';
import { createSmsFromConfig } from './adapters/sms/select-sms';
import { limitTextsPerNumber } from './adapters/sms/rate-limited-sms';
import { smsCaptureRoutes } from './adapters/sms/sms-capture.routes';
import type { PushSender } from './adapters/push/push-sender';
import { createPushFromConfig } from './adapters/push/select-push';
import { pushCaptureRoutes } from './adapters/push/push-capture.routes';
import { pushSubscriptionRoutes } from './modules/push-subscriptions/push-subscriptions.routes';
import { phoneRoutes } from './modules/phone/phone.routes';
import type { RateLimiter } from './adapters/rate-limit/rate-limiter';
import { openRateLimiter } from './adapters/rate-limit/open-rate-limiter';
import { loadSecret } from './adapters/secrets/load-secret';
import { authRoutes } from './modules/auth/auth.routes';
import { accountRecoveryRoutes } from './modules/auth/account-recovery.routes';
import { userRoutes } from './modules/users/users.routes';
import { emailChangeRoutes } from './modules/users/email-change.routes';
import { favoriteRoutes } from './modules/favorites/favorites.routes';
import { startFavoriteAlerts } from './modules/favorites/favorite-alerts';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { startReservationSweeper } from './modules/orders/reservation-sweeper';
import type { PaymentProvider } from './adapters/payments/payment-provider';
import { createSandboxKeys, SANDBOX_PROVIDER } from './adapters/payments/sandbox-payments';
import { createPaymentsFromConfig } from './adapters/payments/select-payments';
import { stripeWebhookRoutes } from './modules/payments/stripe-webhook.routes';
import { WEBHOOK_SIGNATURE_HEADER } from './adapters/payments/webhook-signature';
import { paymentRoutes } from './modules/payments/payments.routes';
import { findOpenedIntentTerms } from './modules/payments/payments.repository';
import { sandboxPaymentRoutes } from './modules/sandbox-payments/sandbox-payments.routes';
import {
  startWebhookRetries,
  type SandboxWebhookContext,
} from './modules/sandbox-payments/sandbox-webhooks';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { careersRoutes } from './modules/careers/careers.routes';
import { socialAuthRoutes } from './modules/social-auth/social-auth.routes';
import { socialLinkRoutes } from './modules/social-auth/social-links.routes';
import { createSocialSignIns } from './modules/social-auth/social-providers';
import type { AccountContext } from './modules/users/account-context';
import type { Realtime } from './adapters/realtime/realtime';
import { attachRealtime } from './adapters/realtime/attach-realtime';
import { liveSessionAuth } from './modules/sessions/live-sessions';
import { startOutboxWorker, type OutboxWorker } from './modules/outbox/outbox-worker';
import { eventSubscriptions } from './event-subscriptions';
import { invoiceRendererFor } from './modules/invoices/invoice-attachment';
import { closeInvoicePdfPool } from './modules/invoices/invoice-pdf-pool';
import { createKeyVault } from './adapters/key-vault/key-vault';
import { purchaseRoutes } from './modules/purchases/purchases.routes';
import { loyaltyRoutes } from './modules/loyalty/loyalty.routes';
import { referralRoutes } from './modules/referrals/referrals.routes';
import { startReferralMaturity } from './modules/referrals/referral-maturity';
import { testClockRoutes } from './modules/referrals/test-clock.routes';
import { registerReferralCookie } from './plugins/referral-cookie';
import { catalogueAdminRoutes } from './modules/catalogue-admin/catalogue-admin.routes';
import { referralAdminRoutes } from './modules/referrals/referrals-admin.routes';
import { keyStockAdminRoutes } from './modules/key-stock/key-stock-admin.routes';
import { createKeyFingerprint } from './adapters/key-vault/key-fingerprint';
import { settingsAdminRoutes } from './modules/settings/settings-admin.routes';
import { careersAdminRoutes } from './modules/careers/careers-admin.routes';
import { newsletterAdminRoutes } from './modules/newsletter/newsletter-admin.routes';
import { auditRoutes } from './modules/staff/audit.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { customersAdminRoutes } from './modules/customers-admin/customers-admin.routes';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes';
import { ordersAdminRoutes } from './modules/orders-admin/orders-admin.routes';
import {
  registerStaffGuard,
  STAFF_COOKIE,
  type StaffRouteEntry,
} from './modules/staff/staff-guard';
import { staffRoutes } from './modules/staff/staff.routes';
import { liveStaffAuth } from './modules/staff/live-staff-sessions';
import type { AssistantEngine } from './modules/assistant/assistant-port';
import { createAssistantEngine } from './modules/assistant/assistant-engine';
import { createCustomerTools } from './modules/assistant/customer-tools';
import { createChatEndpoint } from './modules/support/chat-endpoint';
import { supportRoutes } from './modules/support/support.routes';
import { supportAdminRoutes } from './modules/support/support-admin.routes';
import { SUPPORT_STAFF_ROLES, type SupportContext } from './modules/support/support-context';
import { clientAddressWith } from './adapters/realtime/client-address';
import type { StaffContext } from './modules/staff/staff-auth.service';
import { createTestClock, systemClock, type Clock } from './adapters/clock/clock';
import { createIdentityFromConfig } from './adapters/identity/select-identity';
import { createSandboxIdentityKeys } from './adapters/identity/sandbox-identity';
import { createDocumentVault, documentKeyFor } from './adapters/identity/document-vault';
import type { IdentityContext } from './modules/identity/identity-context';
import type { IdentityHandlerOptions } from './modules/identity/identity-handlers';
import { identityRoutes } from './modules/identity/identity.routes';
import { identityWebhookRoutes } from './modules/identity/identity-webhook.routes';
import { identityAdminRoutes } from './modules/identity/identity-admin.routes';
import { sandboxDocumentRoutes } from './modules/identity/sandbox-documents.routes';
import { serverPaths } from './paths';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: readonly { method: string; url: string }[];
    /** Every back-office route with the roles it admits. */
    staffRouteTable: readonly StaffRouteEntry[];
    /** The outbox worker: fulfilment, e-mails and live messages after each change. */
    outbox: OutboxWorker;
    /** The serialised catalogue answers, forgotten on every change of catalogue or stock. */
    catalogueCache: CatalogueCache;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Stand-ins for tests; by default built from the configuration. */
  mailer?: Mailer;
  /** The SMS gateway itself; notification texts go through a per-number limit on top. */
  sms?: SmsSender;
  /** Browser notifications; by default Web Push or the capture, as configured. */
  push?: PushSender;
  limiter?: RateLimiter;
  payments?: PaymentProvider;
  realtime?: Realtime;
  /** Biggie AI Assistant; by default built from the configuration. */
  assistant?: AssistantEngine;
  /** False leaves loyalty's outbox handlers out: the benchmark's comparison only. */
  loyaltyEvents?: boolean;
};

/** Builds the store's Fastify instance with every plugin and route, without listening. */
export async function buildApp({
  config,
  database,
  logger,
  mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir }),
  sms = createSmsFromConfig(config.sms, config.dataDir),
  push: givenPush,
  limiter: givenLimiter,
  payments,
  realtime,
  assistant: givenAssistant,
  loyaltyEvents = true,
}: AppDeps): Promise<FastifyInstance> {
  const hops = config.trustProxy;
  // Fastify 5 takes a bare number as trusting nobody; a hop count means the nearest `hops`
  // addresses, the connection's own first, are the store's proxies.
  const trustProxy =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logger),
    trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered, for the route-table tests (for example: CSRF on every mutation).
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBody(app);
  registerNulGuard(app);
  registerNoStore(app);

  const locales = await createLocaleResolver(database.db);
  app.addHook('onClose', async () => locales.close());
  registerRequestContext(app, locales);

  registerSecurityHeaders(app);
  await app.register(cookie);
  const { db } = database;
  const secret = await loadSecret(config.sessionSecret, config.dataDir, 'session.key');
  registerAuthContext(app, db, secret);
  registerCsrf(app, secret, [STAFF_COOKIE]);
  registerReferralCookie(app, {
    db,
    programme: config.referrals,
    secret,
    secure: config.publicUrl.startsWith('https:'),
  });
  app.addHook('onClose', async () => mailer.close());
  // Shared through Redis when configured, so several instances count sign-in guesses together.
  const limiter = givenLimiter ?? (await openRateLimiter(app, config.redisUrl));
  const accounts: AccountContext = {
    db,
    mailer,
    limiter,
    secret,
    publicUrl: config.publicUrl,
    log: (message, error) => app.log.error({ err: error }, message),
  };

  // Brotli at its default quality 11 costs more CPU than a JSON list is worth.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app, { serveDocs: config.apiDocs });

  await app.register(healthRoutes, { prefix: '/api/v1', db, liveness: database });
  await app.register(settingsRoutes, {
    prefix: '/api/v1/product',
    db,
    supportEmail: config.supportEmail,
  });
  const catalogueCache = await registerCatalogueCache(app, {
    maxBytes: config.catalogueCacheBytes,
    redisUrl: config.redisUrl,
    storeSecret: secret,
    log: accounts.log,
  });
  await app.register(lookupRoutes, { prefix: '/api/v1/product', db, cache: catalogueCache });
  // Lists and searches wait behind interactive calls (health, settings, sessions, checkout).
  await app.register(productRoutes, {
    prefix: '/api/v1/product',
    db: database.background,
    cache: catalogueCache,
  });
  const catalogue = { db, cache: catalogueCache };
  await app.register(productDetailRoutes, { prefix: '/api/v1/product', ...catalogue });
  await app.register(screenshotRoutes, { prefix: '/api/v1/product', ...catalogue });
  await app.register(screenshotRoutes, { prefix: '/api/product', ...catalogue });
  await app.register(reviewRoutes, { prefix: '/api/v1/product', db });
  await app.register(authRoutes, { prefix: '/api/v1/auth', ctx: accounts });
  await app.register(accountRecoveryRoutes, { prefix: '/api/v1/auth', ctx: accounts });
  const socialSignIns = createSocialSignIns(config.socialProviders, config.publicUrl);
  await app.register(socialAuthRoutes, {
    prefix: '/api/v1/auth',
    ctx: accounts,
    providers: socialSignIns,
  });
  await app.register(socialLinkRoutes, {
    prefix: '/api/v1/users',
    ctx: accounts,
    providers: socialSignIns,
  });
  await app.register(userRoutes, { prefix: '/api/v1/users', ctx: accounts });
  await app.register(emailChangeRoutes, { prefix: '/api/v1/users', ctx: accounts });
  await app.register(phoneRoutes, {
    prefix: '/api/v1/users/me',
    ctx: { ...accounts, sms, now: () => new Date() },
  });
  await app.register(favoriteRoutes, { prefix: '/api/v1/users', db });
  const push = givenPush ?? (await createPushFromConfig(config.push, config.dataDir));
  await app.register(pushSubscriptionRoutes, {
    prefix: '/api/v1/notifications/push',
    ctx: { db, publicKey: push.publicKey, now: () => new Date() },
  });
  const favoriteAlerts = startFavoriteAlerts(db, { log: accounts.log });
  app.addHook('onClose', async () => favoriteAlerts.stop());
  const paymentProvider =
    payments ?? createPaymentsFromConfig(config, { storeSecret: secret, db }).provider;
  await app.register(checkoutRoutes, {
    prefix: '/api/v1/payment',
    ctx: { db, payments: paymentProvider, limiter, now: () => new Date() },
  });
  const webhookSecret = await loadSecret(
    config.paymentsWebhookSecret,
    config.dataDir,
    'payments-webhook.key',
  );
  const staff: StaffContext = { db, secret, limiter, now: () => new Date() };
  // Biggie AI Assistant answers the chat first; tests stand in a scripted one.
  const assistant =
    givenAssistant ?? createAssistantEngine({ config: config.assistant, log: accounts.log });
  const supportDeps: Omit<SupportContext, 'realtime'> = {
    db,
    limiter,
    assistant,
    // A little longer than the engine's own limit, which it reports itself.
    assistantTimeoutMs: config.assistant.timeoutMs + 1000,
    customerTools: (customer) => createCustomerTools({ db, now: () => new Date() }, customer),
    now: () => new Date(),
    log: accounts.log,
  };
  // Live messages need a listening server; tests that never listen get a silent port.
  const live =
    realtime ??
    (await attachRealtime(app, {
      ...liveSessionAuth(db, secret),
      // The chat channel speaks through the live port it is part of.
      chat: (port) => createChatEndpoint({ ...supportDeps, realtime: port }),
      staff: liveStaffAuth(staff, SUPPORT_STAFF_ROLES),
      clientAddress: clientAddressWith(trustProxy),
      redisUrl: config.redisUrl,
      publicUrl: config.publicUrl,
      log: accounts.log,
    }));
  const support: SupportContext = { ...supportDeps, realtime: live };
  // Identity checks: the sandbox provider's webhooks are signed with a secret of their own and
  // delivered through the store's own route, raw, as an outside provider's would be.
  const identityProvider = createIdentityFromConfig(config, secret);
  const identityWebhookSecret =
    config.identity.provider === 'sandbox'
      ? await loadSecret(config.identityWebhookSecret, config.dataDir, 'identity-webhook.key')
      : undefined;
  const identityHandlers: IdentityHandlerOptions = {
    limits: config.identityCheckLimits,
    support,
    ...(identityWebhookSecret
      ? {
          sandbox: {
            webhookSecret: identityWebhookSecret,
            send: async ({ body, signature }) => {
              const res = await app.inject({
                method: 'POST',
                url: '/api/v1/identity/webhook',
                headers: {
                  'content-type': 'application/json',
                  [WEBHOOK_SIGNATURE_HEADER]: signature,
                },
                payload: body,
              });
              return res.statusCode;
            },
          },
        }
      : {}),
  };
  const outboxWorker = startOutboxWorker(
    {
      db,
      mailer,
      sms: limitTextsPerNumber(sms, limiter, accounts.log),
      push,
      payments: paymentProvider,
      realtime: live,
      publicUrl: config.publicUrl,
      now: () => new Date(),
      log: accounts.log,
    },
    eventSubscriptions({
      renderInvoice: invoiceRendererFor(db),
      loyalty: loyaltyEvents,
      referrals: config.referrals,
      identity: identityHandlers,
      catalogueCache,
    }),
    { poll: config.outboxWorker },
  );
  app.decorate('outbox', outboxWorker);
  // Stopped before the mailer and database close, after requests have drained.
  app.addHook('preClose', async () => outboxWorker.stop());
  app.addHook('onClose', async () => closeInvoicePdfPool());
  await app.register(paymentRoutes, {
    prefix: '/api/v1/payment',
    webhook: {
      db,
      provider: SANDBOX_PROVIDER,
      webhookSecret,
      now: () => new Date(),
      onApplied: () => outboxWorker.nudge(),
    },
    activation: { db, payments: paymentProvider },
  });
  if (config.payments.provider === 'stripe') {
    await app.register(stripeWebhookRoutes, {
      prefix: '/api/v1/payment',
      ctx: {
        db,
        webhookSecret: config.payments.webhookSecret,
        now: () => new Date(),
        onApplied: () => outboxWorker.nudge(),
      },
    });
  }
  // The sandbox's card page and its webhook retries exist only while the sandbox takes the
  // payments: beside a real provider they would be a way to pay with test cards.
  if (config.payments.provider === 'sandbox') {
    // The sandbox provider delivers its webhooks through the store's own route, signed and
    // raw, exactly as an outside provider would, only without leaving the process.
    const sandboxWebhooks: SandboxWebhookContext = {
      db,
      webhookSecret,
      now: () => new Date(),
      log: accounts.log,
      send: async ({ body, signature }) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/payment/webhook',
          headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: signature },
          payload: body,
        });
        return res.statusCode;
      },
    };
    await app.register(sandboxPaymentRoutes, {
      prefix: '/api/v1/sandbox/payments',
      ctx: {
        db,
        keys: createSandboxKeys(secret),
        findTerms: findOpenedIntentTerms,
        webhooks: sandboxWebhooks,
        now: () => new Date(),
      },
    });
    const webhookRetries = startWebhookRetries(sandboxWebhooks);
    app.addHook('onClose', async () => webhookRetries.stop());
  }
  const identity: IdentityContext = {
    db,
    provider: identityProvider,
    realtime: live,
    limiter,
    publicUrl: config.publicUrl,
    now: () => new Date(),
    onDecided: () => outboxWorker.nudge(),
  };
  await app.register(identityRoutes, { prefix: '/api/v1/identity', ctx: identity });
  if (config.identity.provider === 'stripe') {
    await app.register(identityWebhookRoutes, {
      prefix: '/api/v1/identity',
      provider: 'stripe',
      ctx: identity,
      webhookSecret: config.identity.webhookSecret,
    });
  }
  // The sandbox's upload and webhook exist only while the sandbox checks identities: beside a
  // real provider they would be a way to be verified by a test name.
  if (identityWebhookSecret) {
    await app.register(identityWebhookRoutes, {
      prefix: '/api/v1/identity',
      provider: 'sandbox',
      ctx: identity,
      webhookSecret: identityWebhookSecret,
    });
    await app.register(sandboxDocumentRoutes, {
      prefix: '/api/v1/sandbox/identity',
      ctx: {
        db,
        keys: createSandboxIdentityKeys(secret),
        vault: createDocumentVault(documentKeyFor(secret)),
        testNames: config.env !== 'production',
        now: () => new Date(),
        onSubmitted: () => outboxWorker.nudge(),
      },
    });
  }
  const reservationSweeper = startReservationSweeper(db, { log: accounts.log });
  app.addHook('onClose', async () => reservationSweeper.stop());
  const keysSecret = await loadSecret(
    config.keysEncryptionKey,
    config.dataDir,
    'keys-encryption.key',
  );
  const keyVault = createKeyVault(keysSecret);
  await app.register(purchaseRoutes, {
    prefix: '/api/v1',
    ctx: { db, keyVault, now: () => new Date() },
  });
  await app.register(loyaltyRoutes, {
    prefix: '/api/v1/users/me',
    ctx: { db, now: () => new Date() },
  });
  // The referral programme's time; a test store's clock can be moved forward (POST /dev/clock).
  const testClock = config.testClock ? createTestClock() : undefined;
  const referralClock: Clock = testClock ?? systemClock;
  await app.register(referralRoutes, {
    prefix: '/api/v1/referrals',
    ctx: { db, programme: config.referrals, publicUrl: config.publicUrl, clock: referralClock },
  });
  if (testClock) await app.register(testClockRoutes, { db, clock: testClock });
  const referralMaturity = startReferralMaturity(db, referralClock, { log: accounts.log });
  app.addHook('onClose', async () => referralMaturity.stop());
  await app.register(supportRoutes, { prefix: '/api/v1', ctx: support });
  // The back office's API: its own tree, every route behind the staff guard and a role.
  const staffRouteTable: StaffRouteEntry[] = [];
  app.decorate('staffRouteTable', staffRouteTable);
  await app.register(
    async (admin) => {
      registerStaffGuard(admin, staff, staffRouteTable);
      await admin.register(staffRoutes, { ctx: staff });
      await admin.register(referralAdminRoutes, { db, now: () => new Date() });
      await admin.register(catalogueAdminRoutes, { db, now: () => new Date() });
      await admin.register(keyStockAdminRoutes, {
        ctx: {
          db,
          keyVault,
          fingerprint: createKeyFingerprint(keysSecret),
          now: () => new Date(),
          log: accounts.log,
          stockChanged: () => catalogueCache.forget(),
        },
      });
      await admin.register(auditRoutes, { db, now: () => new Date() });
      await admin.register(dashboardRoutes, { ctx: { db, now: () => new Date() } });
      await admin.register(settingsAdminRoutes, {
        ctx: { db, now: () => new Date(), defaultSupportEmail: config.supportEmail },
      });
      await admin.register(careersAdminRoutes, { ctx: { db, now: () => new Date() } });
      await admin.register(newsletterAdminRoutes, { db, now: () => new Date() });
      await admin.register(customersAdminRoutes, { ctx: { accounts, now: () => new Date() } });
      await admin.register(staffAdminRoutes, {
        ctx: { ...staff, mailer, publicUrl: config.publicUrl },
      });
      await admin.register(ordersAdminRoutes, {
        ctx: {
          db,
          now: () => new Date(),
          supportRefundLimitEurMinor: config.supportRefundLimitEurMinor,
        },
      });
      await admin.register(supportAdminRoutes, { ctx: support });
      await admin.register(identityAdminRoutes, { ctx: identity });
    },
    { prefix: '/api/v1/admin' },
  );
  await app.register(newsletterRoutes, { prefix: '/api/v1/email', ctx: accounts });
  await app.register(contactRoutes, {
    prefix: '/api/v1',
    ctx: { ...accounts, supportEmail: () => resolveSupportEmail(db, config.supportEmail) },
  });
  await app.register(careersRoutes, { prefix: '/api/v1/careers', ctx: accounts });
  if (config.mailCaptureViewer) {
    await app.register(mailCaptureRoutes, { dataDir: config.dataDir });
    await app.register(smsCaptureRoutes, { dataDir: config.dataDir });
    await app.register(pushCaptureRoutes, { dataDir: config.dataDir });
  }
  await app.register(mediaRoutes, {
    prefix: '/media',
    db,
    mediaDir: path.join(config.dataDir, 'media'),
  });

  const webDistDir = config.webDistDir ?? serverPaths.webDist;
  // Product pages, sitemaps and robots.txt: ahead of the web app's catch-all.
  await app.register(seoRoutes, { ...catalogue, publicUrl: config.publicUrl, distDir: webDistDir });
  await registerSpa(app, webDistDir);
  return app;
}
