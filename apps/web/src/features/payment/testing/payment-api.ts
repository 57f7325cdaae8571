import { LOYALTY_LEVELS, levelState, type LoyaltyLevel } from '@store/shared/rules/loyalty';
import { RESERVATION_MINUTES, type CreatePaymentIntentReply } from '@store/shared/schemas/checkout';
import type { AchievementProfile } from '@store/shared/schemas/loyalty';
import type { GameActivationReply } from '@store/shared/schemas/payments';
import type { OrderSummary } from '@store/shared/schemas/purchases';
import { authReply } from '../../../test/account-fixtures';
import { stubApi, type FakeRequest, type FakeReply, type FakeRoute } from '../../../test/fake-api';
import { achievementProfile } from '../../../test/loyalty-fixtures';

/** The order the server opens for Elden Ring ×2 (on sale) and Hades, in euros. */
export function intentReply(
  overrides: Partial<CreatePaymentIntentReply> = {},
): CreatePaymentIntentReply {
  return {
    clientSecret: 'pi_sbx_1_secret_abc',
    paymentId: 'pi_sbx_1',
    paymentSession: 'ps_sbx_1',
    orderId: 'ord_1001',
    currency: 'EUR',
    subtotal: 14498,
    discount: 4000,
    loyaltyDiscount: 0,
    total: 10498,
    expiresAt: new Date(Date.now() + RESERVATION_MINUTES * 60_000).toISOString(),
    ...overrides,
  };
}

/** The query the provider returns the browser with for `paymentId`. */
export function returnQuery(paymentId = 'pi_sbx_1'): string {
  return new URLSearchParams({
    payment_intent: paymentId,
    payment_intent_client_secret: `${paymentId}_secret_abc`,
    payment_session: `ps_for_${paymentId}`,
    payment_session_secret: `pss_for_${paymentId}`,
    cko_payment_id: paymentId,
  }).toString();
}

export const returnUrl = (paymentId = 'pi_sbx_1') =>
  `/cart/payment/complete?${returnQuery(paymentId)}`;

export function activationReply(overrides: Partial<GameActivationReply> = {}): FakeReply {
  return {
    body: { paymentId: 'pi_sbx_1', orderId: 'ord_1001', status: 'delivered', ...overrides },
  };
}

/** GET /users/orders/ord_1001 once delivered: Elden Ring ×2, both keys still hidden. */
export function orderReply(overrides: Partial<OrderSummary> = {}): FakeReply {
  const key = (keyId: string) => ({
    keyId,
    orderId: 'ord_1001',
    productId: '1',
    platformGroupId: '501',
    title: 'Elden Ring',
    platformName: 'Steam',
    platformFamily: 'pc' as const,
    state: 'hidden' as const,
    revealedAt: null,
    gift: null,
    received: false,
  });
  const body: OrderSummary = {
    orderId: 'ord_1001',
    status: 'delivered',
    createdAt: '2026-03-01T10:00:00.000Z',
    paidAt: '2026-03-01T10:01:00.000Z',
    deliveredAt: '2026-03-01T10:01:05.000Z',
    refundedAt: null,
    currency: 'EUR',
    subtotal: 11998,
    discount: 4000,
    loyaltyDiscount: 0,
    total: 7998,
    items: [
      {
        productId: '1',
        platformGroupId: '501',
        title: 'Elden Ring',
        platformName: 'Steam',
        quantity: 2,
        unitPrice: 5999,
        salePrice: 3999,
      },
    ],
    keys: [key('key_1'), key('key_2')],
    invoice: { invoiceId: 'inv_1', number: 'INV-2026-000001' },
    refund: { eligible: true, until: '2026-03-08T10:01:00.000Z' },
    ...overrides,
  };
  return { body };
}

/** An error reply as the server's error handler sends it. */
export function errorReply(status: number, message: string, code: string): FakeReply {
  return { status, body: { message, code } };
}

/** A request a fake route answered, with its URL. */
export type RecordedRequest = FakeRequest & { url: URL };

/**
 * Records every request a route answered, to look at URLs, headers and bodies afterwards;
 * `answer` sees the requests so far, this one included.
 */
export function recorded(answer: (requests: readonly RecordedRequest[]) => FakeReply) {
  const requests: RecordedRequest[] = [];
  const handler: FakeRoute = (url, request) => {
    requests.push({ ...request, url });
    return answer(requests);
  };
  return { requests, handler };
}

export const PROFILE_PATH = '/users/me/achievement-profile';

/** GET /users/me/achievement-profile of a customer who has just reached `level`. */
export function levelProfile(level: LoyaltyLevel): AchievementProfile {
  const reached = LOYALTY_LEVELS.find((candidate) => candidate.level === level);
  if (!reached) throw new Error(`No level ${String(level)}`);
  const newcomer = achievementProfile();
  return achievementProfile({
    level: levelState(reached.minXp),
    stats: { ...newcomer.stats, currentLevel: level },
  });
}

/**
 * A signed-in customer (at level 1 unless a test serves another profile) in a store
 * answering the given payment routes.
 */
export function stubPaymentApi(routes: Record<string, FakeRoute>) {
  return stubApi({
    '/auth/me': () => ({ body: authReply() }),
    [PROFILE_PATH]: () => ({ body: levelProfile(1) }),
    ...routes,
  });
}
