import type {
  AdminPayout,
  AdminPayoutDetail,
  AdminPayoutsQuery,
  AdminPayoutsReply,
  PayoutMovementKind,
} from '@store/shared/schemas/referrals';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import {
  findStaffPayout,
  listPayoutLedger,
  listStaffPayouts,
  type PayoutRow,
} from './referrals.repository';
import { presentPayout } from './referrals.service';

// The payouts as finance sees them in the back office; settling one is decidePayout.

function presentStaffPayout({ payout, email }: { payout: PayoutRow; email: string }): AdminPayout {
  return {
    ...presentPayout(payout),
    email,
    rejectedAt: payout.rejectedAt?.toISOString() ?? null,
  };
}

/** The ledger keys a payout's movements carry (`payout:<id>`, …), by what they did. */
const MOVEMENT_KINDS: Record<string, PayoutMovementKind> = {
  payout: 'requested',
  paid: 'paid',
  rejected: 'rejected',
};

/** One page of open or settled payouts. */
export async function getStaffPayouts(
  db: Db,
  query: AdminPayoutsQuery,
): Promise<AdminPayoutsReply> {
  const { rows, total } = await listStaffPayouts(db, query.status, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    payouts: rows.map(presentStaffPayout),
    total,
    page: query.page,
    pages: Math.ceil(total / query.limit),
  };
}

/** A payout with both rows of every ledger movement it made; not found for an unknown id. */
export async function getStaffPayout(
  db: Db,
  publicId: string,
): Promise<Result<AdminPayoutDetail, Failure<'payout-not-found'>>> {
  const found = await findStaffPayout(db, publicId);
  if (!found) return fail('payout-not-found');
  const rows = await listPayoutLedger(db, found.payout.id);
  return ok({
    payout: presentStaffPayout(found),
    entries: rows.flatMap((row) => {
      const kind = MOVEMENT_KINDS[row.txnKey.split(':')[0] ?? ''];
      return kind
        ? [
            {
              kind,
              account: row.account,
              amount: row.amountMinor,
              currency: row.currency,
              at: row.createdAt.toISOString(),
            },
          ]
        : [];
    }),
  });
}
