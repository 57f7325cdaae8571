import type { AdminIdentityReply } from '@store/shared/schemas/identity';
import { fail, ok, type Result } from '../../lib/result';
import { auditEntry, type AuditActor } from '../staff/audit-actor';
import { insertAudit } from '../staff/staff.repository';
import type { IdentityContext } from './identity-context';
import { announceDecision, recordDecision } from './identity-decisions';
import type { IdentityFailure } from './identity.errors';
import {
  findCheckRequiredBy,
  identityFactsOf,
  listVerifications,
  lockCustomerVerification,
} from './identity.repository';

/**
 * A customer's identity check for staff: the flag, why it was asked for (and by whom, when
 * staff asked), every check.
 */
export async function getCustomerIdentity(
  ctx: IdentityContext,
  userId: number,
): Promise<Result<AdminIdentityReply, IdentityFailure>> {
  const facts = await identityFactsOf(ctx.db, userId);
  if (!facts) return fail('customer-not-found');
  const [rows, requiredBy] = await Promise.all([
    listVerifications(ctx.db, userId),
    facts.identityCheckReason === 'staff' ? findCheckRequiredBy(ctx.db, userId) : undefined,
  ]);
  return ok({
    identityRequireCheck: facts.identityRequireCheck,
    reason: facts.identityCheckReason,
    requiredBy: requiredBy ? { email: requiredBy.email, at: requiredBy.at.toISOString() } : null,
    verifications: rows.map((row) => ({
      _id: row.publicId,
      status: row.status,
      error: row.error,
      provider: row.provider,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    })),
  });
}

/**
 * Staff decide a check waiting for manual review: approved is verified (the customer's check
 * is lifted at once), refused is rejected (a support ticket opens for them). Stored with its
 * audit entry in one transaction; the customer's open pages hear of it live.
 */
export async function decideIdentityReview(
  ctx: IdentityContext,
  actor: AuditActor,
  input: { userId: number; verificationId: string; approve: boolean },
): Promise<Result<AdminIdentityReply, IdentityFailure>> {
  const decided = await ctx.db.transaction(async (tx) => {
    const verification = await lockCustomerVerification(tx, input.userId, input.verificationId);
    if (!verification) return fail('verification-not-found');
    if (verification.status !== 'manual_review') return fail('not-under-review');
    const now = ctx.now();
    const decision = input.approve
      ? { status: 'verified' as const, error: null }
      : { status: 'rejected' as const, error: 'review_rejected' };
    const applied = await recordDecision(tx, verification, decision, now);
    await insertAudit(
      tx,
      auditEntry(actor, now, {
        action: input.approve ? 'customer.identity_approved' : 'customer.identity_rejected',
        targetType: 'customer',
        targetId: String(input.userId),
        before: { verificationId: verification.publicId, status: verification.status },
        after: { verificationId: verification.publicId, ...decision },
      }),
    );
    return ok(applied);
  });
  if (!decided.ok) return decided;
  announceDecision(ctx, decided.value);
  return getCustomerIdentity(ctx, input.userId);
}
