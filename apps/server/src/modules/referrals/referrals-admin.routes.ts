import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPayoutDetail,
  AdminPayoutsQuery,
  AdminPayoutsReply,
  PayoutParams,
  REFERRAL_MESSAGES as M,
  ReferralPayout,
} from '@store/shared/schemas/referrals';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import type { Db } from '../../db/types';
import { insertAudit } from '../staff/staff.repository';
import { requireStaff } from '../staff/staff-guard';
import { decidePayout } from './referral-ledger.service';
import { getStaffPayout, getStaffPayouts } from './referrals-admin.service';
import { presentPayout } from './referrals.service';

const tags = ['admin'];
const roles = ['finance'] as const;

/**
 * /api/v1/admin/referral-payouts: the referral payouts for finance, open and settled, each
 * with its ledger movements, and their settlement (paid, or rejected back to the available
 * balance), each on the audit log.
 */
export const referralAdminRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    '/referral-payouts',
    {
      schema: {
        tags,
        description:
          'Payouts with the referrer’s e-mail: `status=open` (default) those waiting to be paid, oldest first; `status=settled` the paid and rejected ones, newest first. Paged.',
        querystring: AdminPayoutsQuery,
        response: { 200: AdminPayoutsReply },
      },
      config: { staffRoles: roles },
    },
    async (request) => getStaffPayouts(db, request.query),
  );

  app.get(
    '/referral-payouts/:id',
    {
      schema: {
        tags,
        description:
          'A payout with the ledger entries it made (both rows of each movement: asked, then paid or rejected).',
        params: PayoutParams,
        response: { 200: AdminPayoutDetail },
      },
      config: { staffRoles: roles },
    },
    async (request) => {
      const result = await getStaffPayout(db, request.params.id);
      if (!result.ok) throw new NotFoundError(M.payoutNotFound);
      return result.value;
    },
  );

  for (const decision of ['paid', 'rejected'] as const) {
    app.post(
      `/referral-payouts/:id/${decision === 'paid' ? 'pay' : 'reject'}`,
      {
        schema: {
          tags,
          description:
            decision === 'paid'
              ? 'Marks a payout paid once the money was sent; 409 when already settled.'
              : 'Rejects a payout: its amount becomes available again; 409 when already settled.',
          params: PayoutParams,
          response: { 200: ReferralPayout },
        },
        config: { staffRoles: roles },
        bodyLimit: 1024,
      },
      async (request) => {
        const { user } = requireStaff(request);
        const at = now();
        const result = await db.transaction(async (tx) => {
          const decided = await decidePayout(tx, request.params.id, decision, at);
          if (decided.ok) {
            await insertAudit(tx, {
              staffUserId: user.id,
              staffEmail: user.email,
              action: `referral_payout.${decision}`,
              targetType: 'referral_payout',
              targetId: decided.value.publicId,
              before: { status: 'requested' },
              after: {
                status: decision,
                amount: decided.value.amountMinor,
                currency: decided.value.currency,
              },
              ip: request.ip,
              at,
            });
          }
          return decided;
        });
        if (!result.ok) {
          throw result.failure.reason === 'payout-not-found'
            ? new NotFoundError(M.payoutNotFound)
            : new ConflictError(M.payoutSettled, 'PAYOUT_SETTLED');
        }
        return presentPayout(result.value);
      },
    );
  }
};
