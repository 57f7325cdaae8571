import Stripe from 'stripe';
import { z } from 'zod';
import { createStripeClient, type StripePaymentsOptions } from '../payments/stripe-payments';
import { isSignedIgnoringAge } from '../payments/stripe-webhooks';
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

/** What a Stripe delivery amounts to; nothing here has been applied yet. */
export type StripeIdentityDelivery =
  | { kind: 'event'; event: IdentityEvent }
  | { kind: 'ignored'; eventId: string; type: string }
  | { kind: 'refused'; reason: 'bad-signature' | 'stale-signature' | 'malformed-event' };

const StripeEventEnvelope = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().nonnegative(),
  data: z.object({ object: StripeSession }),
});

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
 * Reads a Stripe webhook delivery: the SDK checks the `Stripe-Signature` HMAC over the raw body
 * and its five-minute tolerance against `receivedAt`. An authentic session event becomes the
 * store's provider-neutral event (`requires_input` with Stripe's `last_error.code` as the
 * reason); any other authentic type is `ignored`. Never throws for what a caller sends.
 */
export function readStripeIdentityWebhook(
  webhookSecret: string,
  delivery: { rawBody: string; signature: string; receivedAt: Date },
): StripeIdentityDelivery {
  const { rawBody, signature, receivedAt } = delivery;
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      undefined,
      undefined,
      receivedAt.getTime(),
    );
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) {
      return { kind: 'refused', reason: 'malformed-event' };
    }
    return { kind: 'refused', reason: isSignedIgnoringAge(webhookSecret, rawBody, signature) };
  }
  const envelope = z.object({ id: z.string().min(1), type: z.string().min(1) }).safeParse(parsed);
  if (!envelope.success) return { kind: 'refused', reason: 'malformed-event' };
  const outcome = STATUS_OF_EVENT[envelope.data.type];
  if (!outcome) return { kind: 'ignored', eventId: envelope.data.id, type: envelope.data.type };
  const stripeEvent = StripeEventEnvelope.safeParse(parsed);
  if (!stripeEvent.success) return { kind: 'refused', reason: 'malformed-event' };
  const { id, created, data } = stripeEvent.data;
  const error =
    outcome.status === 'requires_input'
      ? (data.object.last_error?.code ?? 'document_unverified_other')
      : outcome.error;
  const event = IdentityEvent.safeParse({
    id,
    created,
    sessionId: data.object.id,
    status: outcome.status,
    error,
  });
  if (!event.success) return { kind: 'refused', reason: 'malformed-event' };
  return { kind: 'event', event: event.data };
}
