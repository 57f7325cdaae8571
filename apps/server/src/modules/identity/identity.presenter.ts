import { isFinalIdentityStatus, type IdentityVerification } from '@store/shared/schemas/identity';
import type { ProviderSession } from '../../adapters/identity/identity-provider';
import type { VerificationRow } from './identity.repository';

/** What the page is shown beside the row: the provider's secrets and what the store knows. */
export type VerificationExtras = {
  session: ProviderSession | null;
  documentsReceived: boolean;
  ticketId: string | null;
};

/** A verification as its customer sees it: never the documents, nor anything of the provider's. */
export function presentVerification(
  row: VerificationRow,
  extras: VerificationExtras,
): IdentityVerification {
  const open = !isFinalIdentityStatus(row.status);
  return {
    _id: row.publicId,
    status: row.status,
    error: row.error,
    provider: row.provider,
    verificationSecret: open ? (extras.session?.clientSecret ?? null) : null,
    verificationUrl: open ? (extras.session?.url ?? null) : null,
    documentsReceived: extras.documentsReceived,
    ticketId: extras.ticketId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
