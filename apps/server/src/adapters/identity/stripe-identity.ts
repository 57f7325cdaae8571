import { z } from 'zod';
import { createStripeClient, type StripePaymentsOptions } from '../payments/stripe-payments';
import {
  readVerifiedStripeEvent,
  type StripeDelivery,
  type StripeWebhookDelivery,
} from '../payments/stripe-verified-event';
import { IdentityEvent } from './identity-events';
import type { IdentityProvider, ProviderSession } from './identity-provider';

const StripeSession = z.object({
  id: z.string().min(1),
  client_secret: z.string().nullish(),
  url: z.string().nullish(),
  last_error: z.object({ code: z.string().nullish() }).nullish(),
});

function sessionOf(session: z.infer<typeof StripeSession>): ProviderSession {
  if (!session.client_secret) throw new Error(`Stripe gave ${session.id} no client secret`);
  return { sessionId: session.id, clientSecret: session.client_secret, url: session.url ?? null };
}

/**
 * The identity port on Stripe Identity: a document check with a matching selfie per customer,
 * its client secret for the page (`verificationSecret`) and its hosted page. The idempotency
 * key carries the store's reference, so starting twice gives the very same session.
 */
export function createStripeIdentity(options: StripePaymentsOptions): IdentityProvider {
  const stripe = createStripeClient(options);
  return {
    name: 'stripe',
    async startSession({ reference, userId, returnUrl }) {
      const session = await stripe.identity.verificationSessions.create(
        {
          type: 'document',
          options: { document: { require_matching_selfie: true } },
          client_reference_id: reference,
          metadata: { user: String(userId), reference },
          return_url: returnUrl,
        },
        { idempotencyKey: `identity-session:${reference}` },
      );
      return sessionOf(StripeSession.parse(session));
    },
    async resumeSession(sessionId) {
      return sessionOf(
        StripeSession.parse(await stripe.identity.verificationSessions.retrieve(sessionId)),
      );
    },
  };
}

/**
 * Stripe Identity's session events as the store's statuses. A cancelled session can take no
 * more documents: for the store that check is over, refused.
 */
const STATUS_OF_EVENT: Readonly<Record<string, Pick<IdentityEvent, 'status' | 'error'>>> = {
  'identity.verification_session.processing': { status: 'processing_verification', error: null },
  'identity.verification_session.verified': { status: 'verified', error: null },
  'identity.verification_session.requires_input': { status: 'requires_input', error: null },
  'identity.verification_session.canceled': { status: 'rejected', error: 'verification_canceled' },
};

/**
 * Reads a Stripe webhook delivery (signature, tolerance and envelope as readVerifiedStripeEvent
 * checks them). An authentic session event becomes the store's provider-neutral event
 * (`requires_input` with Stripe's `last_error.code` as the reason); any other authentic type
 * is `ignored`. Never throws for what a caller sends.
 */
export function readStripeIdentityWebhook(
  webhookSecret: string,
  delivery: StripeWebhookDelivery,
): StripeDelivery<IdentityEvent> {
  const verified = readVerifiedStripeEvent(webhookSecret, delivery);
  if (verified.kind === 'refused') return verified;
  const { id, type, created, data } = verified.event;
  const outcome = STATUS_OF_EVENT[type];
  if (!outcome) return { kind: 'ignored', eventId: id, type };
  const session = StripeSession.safeParse(data.object);
  if (!session.success) return { kind: 'refused', reason: 'malformed-event' };
  const error =
    outcome.status === 'requires_input'
      ? (session.data.last_error?.code ?? 'document_unverified_other')
      : outcome.error;
  const event = IdentityEvent.safeParse({
    id,
    created,
    sessionId: session.data.id,
    status: outcome.status,
    error,
  });
  if (!event.success) return { kind: 'refused', reason: 'malformed-event' };
  return { kind: 'event', event: event.data };
}
