import type { IdentityProviderName } from '@store/shared/schemas/identity';

/** What the store asks an identity provider for when a customer starts a check. */
export type StartSessionInput = {
  /**
   * The store's own reference for the check (the verification's public id). Providers treat it
   * as their idempotency key: starting again with the same reference gives the same session.
   */
  reference: string;
  userId: number;
  /** Where the provider's own page sends the customer back to. */
  returnUrl: string;
};

/** A verification session at the provider, with what the customer's page carries on with. */
export type ProviderSession = {
  sessionId: string;
  /** The session's client secret, the page's `verificationSecret`. */
  clientSecret: string;
  /** The provider's hosted page for the check, when it has one. */
  url: string | null;
};

/**
 * The identity-check port: the store's built-in sandbox, or Stripe Identity. Decisions reach
 * the store only through the provider's signed webhooks, never as an answer to these calls.
 */
export type IdentityProvider = {
  name: IdentityProviderName;
  startSession: (input: StartSessionInput) => Promise<ProviderSession>;
  /** The secrets of a session still open, for a page that carries on with it. */
  resumeSession: (sessionId: string) => Promise<ProviderSession>;
};
