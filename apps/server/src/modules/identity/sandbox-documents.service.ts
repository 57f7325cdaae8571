import type { DocumentVault } from '../../adapters/identity/document-vault';
import type { SandboxIdentityKeys } from '../../adapters/identity/sandbox-identity';
import { secretsEqual } from '../../adapters/payments/sandbox-payments';
import type { Db } from '../../db/types';
import { newPublicId } from '../../lib/random-ids';
import { fail, ok, type Result } from '../../lib/result';
import { writeOutbox } from '../outbox/outbox.repository';
import type { IdentityFailure } from './identity.errors';
import { countDocuments, lockVerificationBySession, replaceDocuments } from './identity.repository';
import { sandboxDecisionFor } from './sandbox-outcomes';
import type { SandboxUpload } from './sandbox-upload';

/** What the sandbox provider needs: storage, its keys, the photos' vault and a clock. */
export type SandboxDocumentsContext = {
  db: Db;
  keys: SandboxIdentityKeys;
  vault: DocumentVault;
  /** Whether the test names decide (outside production), or every document is reviewed. */
  testNames: boolean;
  now: () => Date;
  /** Called once the photos are stored, e.g. to have the outbox worker run at once. */
  onSubmitted?: () => void;
};

/**
 * Takes the photos of a sandbox session for the customer it belongs to (anyone else's is not
 * found), proven by the session's client secret. The photos are sealed and stored with the
 * decision the sandbox owes the store, in one transaction: the decision is delivered as a
 * signed webhook by the outbox, as an outside provider would call. A session whose photos are
 * being checked, or whose check is over, takes no others.
 */
export async function submitSandboxDocuments(
  ctx: SandboxDocumentsContext,
  input: SandboxUpload & { userId: number; sessionId: string },
): Promise<Result<undefined, IdentityFailure>> {
  const outcome = await ctx.db.transaction(async (tx): Promise<IdentityFailure | null> => {
    const verification = await lockVerificationBySession(tx, 'sandbox', input.sessionId);
    if (!verification || verification.userId !== input.userId) {
      return { reason: 'verification-not-found' };
    }
    if (!secretsEqual(input.clientSecret, ctx.keys.clientSecretFor(input.sessionId))) {
      return { reason: 'invalid-secret' };
    }
    const awaiting = ['processing_verification', 'requires_input'].includes(verification.status);
    if (!awaiting || (await countDocuments(tx, verification.id)) > 0) {
      return { reason: 'not-awaiting-documents' };
    }
    const now = ctx.now();
    await replaceDocuments(
      tx,
      verification.id,
      Object.entries(input.photos).map(([kind, photo]) => ({
        kind: kind as keyof SandboxUpload['photos'],
        contentType: photo.contentType,
        sealed: ctx.vault.seal(photo.bytes, `${verification.publicId}:${kind}`),
      })),
      now,
    );
    const decision = sandboxDecisionFor(input.name, ctx.testNames);
    await writeOutbox(tx, [
      {
        topic: 'identity.sandbox_decided',
        payload: {
          eventId: newPublicId('evt_isbx', 18),
          created: Math.floor(now.getTime() / 1000),
          sessionId: input.sessionId,
          ...decision,
        },
      },
    ]);
    return null;
  });
  if (outcome) return fail(outcome);
  ctx.onSubmitted?.();
  return ok();
}
