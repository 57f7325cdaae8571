import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PayoutParams,
  REFERRAL_MESSAGES as M,
  ReferralPayout,
} from '@store/shared/schemas/referrals';
import { ConflictError, NotFoundError } from '../../lib/http-errors';
import type { Db } from '../../db/types';
import { insertAudit } from '../staff/staff.repository';
import { requireStaff } from '../staff/staff-guard';
import { decidePayout } from './referral-ledger.service';
import { listOpenPayouts } from './referrals.repository';
import { presentPayout } from './referrals.service';

const tags = ['admin'];
const roles = ['finance'] as const;

const OpenPayout = ReferralPayout.extend({ email: z.string() });
const OpenPayoutsReply = z.object({ payouts: z.array(OpenPayout) });

/**
 * /api/v1/admin/referral-payouts: the referral payout requests for finance, and their
 * settlement (paid, or rejected back to the available balance), each on the audit log.
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
          'Payout requests waiting to be paid, oldest first, with the referrer’s e-mail.',
        response: { 200: OpenPayoutsReply },
      },
      config: { staffRoles: roles },
    },
    async () => ({
      payouts: (await listOpenPayouts(db)).map(({ payout, email }) => ({
        ...presentPayout(payout),
        email,
      })),
    }),
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
