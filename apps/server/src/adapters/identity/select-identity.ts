import type { Config } from '../../config';
import type { IdentityProvider } from './identity-provider';
import { createSandboxIdentity } from './sandbox-identity';
import { createStripeIdentity } from './stripe-identity';

/**
 * The identity provider the configuration asks for: the built-in sandbox unless
 * IDENTITY_PROVIDER is stripe. The sandbox derives its sessions from the store secret;
 * Stripe Identity needs the account's key.
 */
export function createIdentityFromConfig(
  config: Pick<Config, 'identity'>,
  storeSecret: Buffer,
): IdentityProvider {
  const { identity } = config;
  switch (identity.provider) {
    case 'sandbox':
      return createSandboxIdentity(storeSecret);
    case 'stripe':
      return createStripeIdentity({ secretKey: identity.secretKey, apiUrl: identity.apiUrl });
  }
}
