import type { Config } from './config';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * One sentence for every development default, or deliberate exception, this configuration
 * runs with: each is fine on a developer's machine and a hole in a store open to customers.
 * Empty for a production configuration without exceptions.
 */
export function listDevelopmentDefaults(config: Config): string[] {
  const production = config.env === 'production';
  const found: string[] = [];
  if (!production) {
    found.push(`NODE_ENV is ${config.env}, not production: the defaults below apply.`);
  }
  const secrets = [
    ['KEYS_ENCRYPTION_KEY', config.keysEncryptionKey],
    ['SESSION_SECRET', config.sessionSecret],
    ['PAYMENTS_WEBHOOK_SECRET', config.paymentsWebhookSecret],
    ['VAPID_PRIVATE_KEY', config.push.vapidPrivateKey],
  ] as const;
  for (const [name, value] of secrets) {
    if (!value) {
      found.push(
        `${name} is not set: a secret generated under ${config.dataDir}/secrets is used, beside the data it protects.`,
      );
    }
  }
  if (config.payments.provider === 'sandbox') {
    found.push(
      production
        ? 'PAYMENTS_SANDBOX_IN_PRODUCTION is set: the payment sandbox takes test card numbers as payment, in production.'
        : 'PAYMENTS_PROVIDER is sandbox: test card numbers pay for orders.',
    );
  }
  if (!config.smtpUrl) {
    found.push(
      `SMTP_URL is not set: e-mail is captured under ${config.dataDir}/outbox instead of sent.`,
    );
  }
  if (config.sms.provider === 'capture') {
    found.push(
      `TWILIO_ACCOUNT_SID is not set: text messages are captured under ${config.dataDir}/sms instead of sent.`,
    );
  }
  if (config.push.transport === 'capture') {
    found.push(
      `PUSH_TRANSPORT is capture: browser notifications are written under ${config.dataDir}/push instead of sent.`,
    );
  }
  if (config.mailCaptureViewer) {
    found.push(
      'MAIL_CAPTURE_VIEWER is on: /dev/outbox, /dev/sms and /dev/push show captured mail, text messages and browser notifications (verification codes, gift links) to browsers on this machine.',
    );
  }
  if (config.seedDemoData) {
    found.push('SEED_DEMO_DATA is on: an empty database gets the demo catalogue and demo keys.');
  }
  if (!production && !LOOPBACK_HOSTS.has(config.host.replace(/^\[|\]$/g, ''))) {
    found.push(
      `HOST is ${config.host} outside production: other machines can reach this development store.`,
    );
  }
  if (production && config.apiDocs) {
    found.push('API_DOCS is on: /api/docs describes the API to anyone, in production.');
  }
  return found;
}
