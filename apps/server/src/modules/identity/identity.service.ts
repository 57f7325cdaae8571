import {
  IDENTITY_LIMITS,
  isFinalIdentityStatus,
  type IdentityVerificationReply,
} from '@store/shared/schemas/identity';
import type { ProviderSession } from '../../adapters/identity/identity-provider';
import type { Db } from '../../db/types';
import { newPublicId } from '../../lib/random-ids';
import { fail, ok, type Result } from '../../lib/result';
import type { IdentityContext } from './identity-context';
import type { IdentityFailure } from './identity.errors';
import { presentVerification } from './identity.presenter';
import {
  countDocuments,
  findLatestVerification,
  findTicketOpenedBy,
  identityFactsOf,
  insertVerification,
  type VerificationRow,
} from './identity.repository';
import { rejectionTicketKey } from './rejection-ticket';

/** New checks a customer may start per day; carrying on with an open one is not counted. */
export const START_LIMIT = { limit: IDENTITY_LIMITS.startsPerDay, windowMs: 24 * 60 * 60_000 };

type ReplyResult = Result<IdentityVerificationReply, IdentityFailure>;

/** An open check the current provider can carry on with; any other is over for the page. */
const resumable = (ctx: IdentityContext, row: VerificationRow | undefined) =>
  row && !isFinalIdentityStatus(row.status) && row.provider === ctx.provider.name ? row : undefined;

/** The customer's latest check as the page shows it, with what it needs to carry on. */
async function replyFor(
  ctx: IdentityContext,
  userId: number,
  row: VerificationRow | undefined,
  started?: ProviderSession,
): Promise<ReplyResult> {
  const facts = await identityFactsOf(ctx.db, userId);
  if (!facts) return fail('customer-not-found');
  const base = { identityRequireCheck: facts.identityRequireCheck, provider: ctx.provider.name };
  if (!row) return ok({ ...base, verification: null });
  let session: ProviderSession | null = started ?? null;
  if (!session && resumable(ctx, row)) {
    try {
      session = await ctx.provider.resumeSession(row.providerSessionId);
    } catch {
      return fail('provider-unavailable');
    }
  }
  const ticketId =
    row.status === 'rejected'
      ? ((await findTicketOpenedBy(ctx.db, userId, rejectionTicketKey(row.publicId))) ?? null)
      : null;
  const documentsReceived = (await countDocuments(ctx.db, row.id)) > 0;
  return ok({
    ...base,
    verification: presentVerification(row, { session, documentsReceived, ticketId }),
  });
}

/** GET /identity/verification: the customer's latest check, or none. */
export async function getVerification(ctx: IdentityContext, userId: number): Promise<ReplyResult> {
  return replyFor(ctx, userId, await findLatestVerification(ctx.db, userId));
}

/**
 * Starts a check for a customer the store asked for one: a new session at the provider,
 * whose status is `processing_verification` from the start. An open check of the same
 * provider is carried on instead (and not counted); only new sessions count against the day's
 * limit. Two starts at once make one check: the customer's row is locked while it is stored.
 */
export async function startVerification(
  ctx: IdentityContext,
  userId: number,
): Promise<ReplyResult> {
  const facts = await identityFactsOf(ctx.db, userId);
  if (!facts) return fail('customer-not-found');
  if (!facts.identityRequireCheck) return fail('check-not-required');
  const open = resumable(ctx, await findLatestVerification(ctx.db, userId));
  if (open) return replyFor(ctx, userId, open);
  const decision = await ctx.limiter.hit(`identity:starts:user:${userId}`, START_LIMIT);
  if (!decision.allowed) {
    return fail({ reason: 'too-many-starts', retryAfterSeconds: decision.retryAfterSeconds });
  }
  const publicId = newPublicId('idv');
  let session: ProviderSession;
  try {
    session = await ctx.provider.startSession({
      reference: publicId,
      userId,
      returnUrl: `${ctx.publicUrl}/`,
    });
  } catch {
    return fail('provider-unavailable');
  }
  const stored = await ctx.db.transaction(async (tx: Db) => {
    await identityFactsOf(tx, userId, { lock: true });
    const raced = resumable(ctx, await findLatestVerification(tx, userId));
    if (raced) return { row: raced, fresh: false };
    const row = await insertVerification(tx, {
      publicId,
      userId,
      provider: ctx.provider.name,
      providerSessionId: session.sessionId,
    });
    return { row, fresh: true };
  });
  return replyFor(ctx, userId, stored.row, stored.fresh ? session : undefined);
}
