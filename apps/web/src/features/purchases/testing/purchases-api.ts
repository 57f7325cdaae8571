import type {
  GiftPreview,
  InvoiceDetail,
  InvoiceSummary,
  OrderSummary,
  OrdersPage,
  OwnedKey,
} from '@store/shared/schemas/purchases';
import { ORDERS_PAGE_SIZE, PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import { authReply } from '../../../test/account-fixtures';
import { stubApi, type FakeReply, type FakeRequest, type FakeRoute } from '../../../test/fake-api';

/** A hidden Steam key of Elden Ring in order o-1, unless overridden. */
export function ownedKey(overrides: Partial<OwnedKey> = {}): OwnedKey {
  return {
    keyId: 'k-1',
    orderId: 'o-1',
    productId: '1',
    platformGroupId: '101',
    title: 'Elden Ring',
    platformName: 'Steam',
    platformFamily: 'pc',
    state: 'hidden',
    revealedAt: null,
    gift: null,
    received: false,
    ...overrides,
  };
}

/** A delivered order of one Elden Ring key, paid in euros, refundable for a week. */
export function order(overrides: Partial<OrderSummary> = {}): OrderSummary {
  const orderId = overrides.orderId ?? 'o-1';
  return {
    orderId,
    status: 'delivered',
    createdAt: '2026-03-02T10:00:00.000Z',
    paidAt: '2026-03-02T10:01:00.000Z',
    deliveredAt: '2026-03-02T10:01:05.000Z',
    refundedAt: null,
    currency: 'EUR',
    subtotal: 5999,
    discount: 2000,
    loyaltyDiscount: 0,
    total: 3999,
    items: [
      {
        productId: '1',
        platformGroupId: '101',
        title: 'Elden Ring',
        platformName: 'Steam',
        quantity: 1,
        unitPrice: 5999,
        salePrice: 3999,
      },
    ],
    keys: [ownedKey({ orderId })],
    invoice: { invoiceId: 'inv-1', number: '2026-0001' },
    refund: { eligible: true, until: '2026-03-09T10:01:00.000Z' },
    ...overrides,
  };
}

export function ordersPage(orders: OrderSummary[], page = 1, total = orders.length): OrdersPage {
  return { orders, page, pageSize: ORDERS_PAGE_SIZE, total };
}

export function invoice(overrides: Partial<InvoiceSummary> = {}): InvoiceSummary {
  return {
    invoiceId: 'inv-1',
    number: '2026-0001',
    orderId: 'o-1',
    paymentId: 'pay-1',
    issuedAt: '2026-03-02T10:01:05.000Z',
    currency: 'EUR',
    total: 3999,
    pdfUrl: '/api/v1/users/invoices/inv-1/pdf',
    ...overrides,
  };
}

export function invoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    ...invoice(),
    subtotal: 5999,
    discount: 2000,
    loyaltyDiscount: 0,
    net: 3361,
    vat: 638,
    vatRateBp: 1900,
    lines: [
      { title: 'Elden Ring', platformName: 'Steam', quantity: 1, unitPrice: 3999, total: 3999 },
    ],
    buyer: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: 'Bahnhofstrasse 1',
      city: 'Zürich',
      zip: '8001',
      country: 'CH',
    },
    ...overrides,
  };
}

export const GIFT_TOKEN = 'gift-token-0123456789abcdef';

export function giftPreview(overrides: Partial<GiftPreview> = {}): GiftPreview {
  return {
    title: 'Hades',
    platformName: 'Steam',
    giverName: 'Grace',
    claimed: false,
    ...overrides,
  };
}

/** One request the fake server received. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Ada is signed in and owns these orders; the routes answer as the server would and record
 * every data-changing call. Override any route to answer otherwise.
 */
export function purchasesApi(
  state: { orders: OrderSummary[]; received?: OwnedKey[]; invoices?: InvoiceSummary[] },
  overrides: Record<string, FakeRoute> = {},
) {
  const calls: Call[] = [];
  // As the server does: a revealed or gifted key ends the order's right to a refund.
  const updateKey = (
    keyId: string,
    patch: Partial<OwnedKey>,
    reason: 'refundRevealed' | 'refundGifted',
  ) => {
    state.orders = state.orders.map((o) =>
      o.keys.some((k) => k.keyId === keyId)
        ? {
            ...o,
            keys: o.keys.map((k) => (k.keyId === keyId ? { ...k, ...patch } : k)),
            refund: { eligible: false, reason: PURCHASE_MESSAGES[reason] },
          }
        : o,
    );
  };
  const record =
    (path: string, answer: (request: FakeRequest, url: URL) => FakeReply): FakeRoute =>
    (url, request) => {
      calls.push({ method: request.method, path, body: request.body });
      return answer(request, url);
    };
  const orderRoutes = Object.fromEntries(
    state.orders.flatMap((o) => [
      [
        `/users/orders/${o.orderId}`,
        () => ({ body: state.orders.find((x) => x.orderId === o.orderId) }),
      ],
      [
        `/users/orders/${o.orderId}/refund`,
        record('refund', () => ({ body: { orderId: o.orderId, status: 'refunded' } })),
      ],
    ]),
  ) as Record<string, FakeRoute>;

  stubApi({
    '/auth/me': () => ({ body: authReply() }),
    '/users/orders': (url) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      const start = (page - 1) * ORDERS_PAGE_SIZE;
      return {
        body: ordersPage(
          state.orders.slice(start, start + ORDERS_PAGE_SIZE),
          page,
          state.orders.length,
        ),
      };
    },
    '/users/keys': () => ({ body: { keys: state.received ?? [] } }),
    '/users/invoices': () => ({ body: { invoices: state.invoices ?? [] } }),
    '/users/key-activation': record('key-activation', (request) => {
      const { keyId } = request.body as { keyId: string };
      updateKey(
        keyId,
        { state: 'revealed', revealedAt: '2026-03-03T09:00:00.000Z' },
        'refundRevealed',
      );
      return {
        body: {
          key: 'ABCDE-FGHIJ-KLMNO',
          keyId,
          revealedAt: '2026-03-03T09:00:00.000Z',
          platformFamily: 'pc',
        },
      };
    }),
    '/users/gifts': record('gifts', (request) => {
      const { keyId, email } = request.body as { keyId: string; email: string };
      const gift = { recipientEmail: email, sentAt: '2026-03-03T09:00:00.000Z', claimedAt: null };
      updateKey(keyId, { state: 'gifted', gift }, 'refundGifted');
      return { body: { giftId: 'g-1', keyId, recipientEmail: email } };
    }),
    ...orderRoutes,
    ...overrides,
  });
  return calls;
}
