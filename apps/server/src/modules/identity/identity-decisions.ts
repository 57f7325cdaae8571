import {
  isFinalIdentityStatus,
  type IdentityProviderName,
  type IdentityStatus,
} from '@store/shared/schemas/identity';
import { IdentityEvent } from '../../adapters/identity/identity-events';
import { verifyWebhookSignature } from '../../adapters/payments/webhook-signature';
import type { Db } from '../../db/types';
import { fail, ok, type Result } from '../../lib/result';
import { writeOutbox } from '../outbox/outbox.repository';
import type { IdentityContext } from './identity-context';
import type { IdentityFailure } from './identity.errors';
import {
  claimIdentityEvent,
  clearIdentityCheck,
  deleteDocuments,
  lockVerificationBySession,
  updateVerification,
  type VerificationRow,
} from './identity.repository';

/** Where a check goes next, and why it stopped when it did. */
export type Decision = { status: IdentityStatus; error: string | null };

/** A decision that changed a check, for the customer's open pages. */
export type AppliedDecision = Decision & { userId: number };

/**
 * Records a decision on a locked verification, in the caller's transaction. A final check
 * (verified or rejected) never changes again; an open one takes every new decision, even one
 * like the last (another document asked for again, after new photos). Verified lifts the
 * customer's identity check at once; rejected writes
 * `identity.rejected`, which opens a support ticket. The photos go once the decision is final,
 * and when the provider asks for other ones. Null when nothing changed.
 */
export async function recordDecision(
  tx: Db,
  verification: VerificationRow,
  decision: Decision,
  now: Date,
): Promise<AppliedDecision | null> {
  if (isFinalIdentityStatus(verification.status)) return null;
  const final = isFinalIdentityStatus(decision.status);
  await updateVerification(tx, verification.id, {
    status: decision.status,
    error: decision.error,
    updatedAt: now,
    decidedAt: final ? now : null,
  });
  if (final || decision.status === 'requires_input') await deleteDocuments(tx, verification.id);
  if (decision.status === 'verified') await clearIdentityCheck(tx, verification.userId, now);
  if (decision.status === 'rejected') {
    await writeOutbox(tx, [
      {
        topic: 'identity.rejected',
        payload: {
          verificationId: verification.publicId,
          userId: verification.userId,
          error: decision.error,
        },
      },
    ]);
  }
  return { userId: verification.userId, ...decision };
}

/** Tells the customer's open pages of a stored decision (after its transaction committed). */
export function announceDecision(ctx: IdentityContext, applied: AppliedDecision | null): void {
  if (!applied) return;
  ctx.realtime.toIdentity(applied.userId, { status: applied.status, error: applied.error });
  ctx.onDecided?.();
}

/** What became of an authentic event. Only `applied` changed anything. */
export type IdentityWebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a provider's event exactly once: its id is claimed in the transaction that applies
 * it, so a replay, or the same event arriving many times at once, answers `duplicate` and
 * changes nothing. An event about a session the store does not know, or about a check whose
 * decision is final, is `ignored`.
 */
export async function applyIdentityEvent(
  ctx: IdentityContext,
  provider: IdentityProviderName,
  event: IdentityEvent,
): Promise<IdentityWebhookOutcome> {
  const result = await ctx.db.transaction(async (tx) => {
    if (!(await claimIdentityEvent(tx, provider, event.id))) return 'duplicate' as const;
    const verification = await lockVerificationBySession(tx, provider, event.sessionId);
    if (!verification) return 'ignored' as const;
    return recordDecision(
      tx,
      verification,
      { status: event.status, error: event.error },
      ctx.now(),
    );
  });
  if (typeof result === 'string') return result;
  announceDecision(ctx, result);
  return result ? 'applied' : 'ignored';
}

/**
 * The sandbox provider's delivery: the `Bk-Signature` HMAC over the raw body, within five
 * minutes of now, is checked before anything is read; the event is then applied once.
 */
export async function applySandboxWebhook(
  ctx: IdentityContext & { webhookSecret: Buffer },
  input: { rawBody: string; signature: string },
): Promise<Result<IdentityWebhookOutcome, IdentityFailure>> {
  const check = verifyWebhookSignature(
    ctx.webhookSecret,
    input.signature,
    input.rawBody,
    ctx.now(),
  );
  if (!check.ok)
    return fail(check.failure.reason === 'stale' ? 'stale-signature' : 'bad-signature');
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.rawBody);
  } catch {
    return fail('malformed-event');
  }
  const event = IdentityEvent.safeParse(parsed);
  if (!event.success) return fail('malformed-event');
  return ok(await applyIdentityEvent(ctx, 'sandbox', event.data));
}
