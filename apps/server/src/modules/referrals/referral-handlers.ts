import type { EventHandler } from '../outbox/outbox-worker';
import type { ReferralProgramme } from './referral-programme';
import {
  attributeReferral,
  earnFromOrder,
  settleRefund,
  type AttributionRefusal,
} from './referral-ledger.service';
import {
  deleteReferralWithoutEarnings,
  findOrderCreatedAt,
  findReferralOf,
  findUserForReferral,
  hasPaidOrder,
} from './referrals.repository';

// The referral programme reacts to the store's events, apart from delivery and mail, so a
// failure here is retried alone. Every handler can run again and changes nothing new.

/** Refusals are the programme working, not errors: logged for staff, never shown. */
function logRefusal(
  log: (message: string) => void,
  userId: number,
  refusal: AttributionRefusal,
): void {
  if (refusal.reason !== 'unknown-code' && refusal.reason !== 'already-referred') {
    log(`Referral of user ${userId} not recorded: ${refusal.reason}`);
  }
}

export function createReferralHandlers(programme: ReferralProgramme) {
  /** user.registered: the code the new customer came with, from a link or the form. */
  const attributeRegistration: EventHandler<'user.registered'> = async (event, deps) => {
    const { userId, referralCode, ipHash, provider } = event.payload;
    if (!referralCode) return;
    const user = await findUserForReferral(deps.db, userId);
    if (!user) return;
    const result = await attributeReferral(
      deps.db,
      programme,
      {
        referredUserId: userId,
        code: referralCode,
        source: provider === null ? 'registration' : 'social',
        ipHash,
        at: user.createdAt,
      },
      deps.now(),
    );
    if (!result.ok) logRefusal(deps.log, userId, result.failure);
  };

  /**
   * user.claimed: an account someone registered with an address they did not own now
   * belongs to the address's owner; the registrant's referral goes, the owner's code counts.
   */
  const attributeClaimedAccount: EventHandler<'user.claimed'> = async (event, deps) => {
    const { userId, referralCode } = event.payload;
    await deleteReferralWithoutEarnings(deps.db, userId);
    if (!referralCode) return;
    const result = await attributeReferral(
      deps.db,
      programme,
      {
        referredUserId: userId,
        code: referralCode,
        source: 'social',
        ipHash: undefined,
        at: deps.now(),
      },
      deps.now(),
    );
    if (!result.ok) logRefusal(deps.log, userId, result.failure);
  };

  /**
   * order.created: a customer without a referrer who checks out with a referral cookie, before
   * any order of theirs was paid, is attributed with that first order.
   */
  const attributeFirstOrder: EventHandler<'order.created'> = async (event, deps) => {
    const { orderId, userId, referralCode, ipHash } = event.payload;
    if (!referralCode) return;
    if (await findReferralOf(deps.db, userId)) return;
    if (await hasPaidOrder(deps.db, userId, orderId)) return;
    const order = await findOrderCreatedAt(deps.db, orderId);
    if (!order || order.userId !== userId) return;
    const result = await attributeReferral(
      deps.db,
      programme,
      {
        referredUserId: userId,
        code: referralCode,
        source: 'firstOrder',
        ipHash,
        at: order.createdAt,
      },
      deps.now(),
    );
    if (!result.ok) logRefusal(deps.log, userId, result.failure);
  };

  /** order.delivered: the referrer's share of a referred customer's order, pending. */
  const recordDeliveredOrder: EventHandler<'order.delivered'> = async (event, deps) => {
    await earnFromOrder(deps.db, programme, event.payload.orderId, deps.now());
  };

  /** order.refunded: the order's earning is cancelled, or reversed if it had matured. */
  const recordRefund: EventHandler<'order.refunded'> = async (event, deps) => {
    await settleRefund(deps.db, event.payload.orderId, deps.now());
  };

  return {
    attributeRegistration,
    attributeClaimedAccount,
    attributeFirstOrder,
    recordDeliveredOrder,
    recordRefund,
  };
}
