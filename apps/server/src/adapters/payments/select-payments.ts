import type { Config } from '../../config';
import type { Db } from '../../db/types';
import type { PaymentProvider } from './payment-provider';
import { createSandboxPayments } from './sandbox-payments';
import { createStripePayments } from './stripe-payments';

/** The provider the store takes payments with, and its name in the payment records. */
export type SelectedPayments = { provider: PaymentProvider; name: 'sandbox' | 'stripe' };

/**
 * The payment provider the configuration asks for: the built-in sandbox unless
 * PAYMENTS_PROVIDER is stripe. The sandbox derives its secrets from the store secret and
 * keeps its payments in the store's database; Stripe needs only its key.
 */
export function createPaymentsFromConfig(
  config: Pick<Config, 'payments'>,
  deps: { storeSecret: Buffer; db: Db },
): SelectedPayments {
  const { payments } = config;
  switch (payments.provider) {
    case 'sandbox':
      return { provider: createSandboxPayments(deps.storeSecret, deps.db), name: 'sandbox' };
    case 'stripe':
      return {
        provider: createStripePayments({ secretKey: payments.secretKey, apiUrl: payments.apiUrl }),
        name: 'stripe',
      };
  }
}
