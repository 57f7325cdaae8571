import { createHmac } from 'node:crypto';
import type { IdentityProvider, ProviderSession } from './identity-provider';

export const SANDBOX_SESSION_PREFIX = 'ivs_sbx_';

/** What the sandbox derives from the store secret: session ids and their client secrets. */
export type SandboxIdentityKeys = {
  sessionIdFor: (reference: string) => string;
  clientSecretFor: (sessionId: string) => string;
};

/**
 * Session ids and secrets are HMACs of the store's reference under a key derived from the
 * store secret: unguessable, the same reference always gives the same session (as a real
 * provider's idempotency does), and nothing secret needs storing to check one.
 */
export function createSandboxIdentityKeys(storeSecret: Buffer): SandboxIdentityKeys {
  const key = createHmac('sha256', storeSecret).update('identity-sandbox-v1').digest();
  const mac = (label: string, value: string) =>
    createHmac('sha256', key)
      .update(`${label}:${value}`)
      .digest()
      .subarray(0, 18)
      .toString('base64url');
  return {
    sessionIdFor: (reference) => `${SANDBOX_SESSION_PREFIX}${mac('session', reference)}`,
    clientSecretFor: (sessionId) => `${sessionId}_secret_${mac('client-secret', sessionId)}`,
  };
}

/**
 * The built-in identity provider: no network. The customer's page uploads the photos to the
 * store's own sandbox route, which decides by the test names and answers with a webhook.
 */
export function createSandboxIdentity(storeSecret: Buffer): IdentityProvider {
  const keys = createSandboxIdentityKeys(storeSecret);
  const session = (sessionId: string): ProviderSession => ({
    sessionId,
    clientSecret: keys.clientSecretFor(sessionId),
    url: null,
  });
  return {
    name: 'sandbox',
    startSession: async ({ reference }) => session(keys.sessionIdFor(reference)),
    resumeSession: async (sessionId) => session(sessionId),
  };
}
