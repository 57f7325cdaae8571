import { ORDERS_ADMIN_MESSAGES } from '@store/shared/schemas/orders-admin';
import type { AdminOrderDetail, ReviewQueueEntry } from '@store/shared/schemas/orders-admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCsrfCookie } from '../../../test/account-fixtures';
import { stubApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { staffMember, staffMeReply } from '../testing/admin-api';

const SLOW = { timeout: 20_000 };

function heldOrder(orderId: string, overrides: Partial<ReviewQueueEntry> = {}): ReviewQueueEntry {
  return {
    orderId,
    createdAt: '2026-03-02T09:00:00.000Z',
    paidAt: '2026-03-02T09:01:00.000Z',
    customer: { id: 7, email: 'ana@x.test' },
    total: 4999,
    currency: 'EUR',
    totalEurMinor: 4999,
    reasons: [{ code: 'country-mismatch', label: 'Card country differs from the account country' }],
    countries: { card: 'BR', account: 'CH' },
    history: {
      accountCreatedAt: '2026-02-28T09:00:00.000Z',
      accountAgeDays: 2,
      paidOrders: 1,
      paidTotalEurMinor: 1500,
      refunds: 0,
      previousReviews: 0,
    },
    ...overrides,
  };
}

function orderDetail(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    orderId: 'ord_detail',
    status: 'delivered',
    createdAt: '2026-03-02T09:00:00.000Z',
    paidAt: '2026-03-02T09:01:00.000Z',
    deliveredAt: '2026-03-02T09:01:05.000Z',
    refundedAt: null,
    customer: { id: 7, email: 'ana@x.test' },
    currency: 'EUR',
    subtotal: 5198,
    discount: 0,
    loyaltyDiscount: 0,
    total: 5198,
    totalEurMinor: 5198,
    reviewReasons: [],
    lines: [
      {
        title: 'Star Voyager',
        platformName: 'Steam',
        edition: null,
        quantity: 2,
        unitPrice: 2599,
        salePrice: null,
      },
    ],
    invoice: {
      invoiceId: 'inv_1',
      number: 'INV-2026-000042',
      issuedAt: '2026-03-02T09:01:05.000Z',
    },
    payment: { provider: 'sandbox', paymentId: 'pay_sbx_1', cardCountry: 'CH' },
    refund: null,
    keys: [
      {
        keyId: 'key_a',
        title: 'Star Voyager',
        platformName: 'Steam',
        state: 'revealed',
        revealedAt: '2026-03-02T10:00:00.000Z',
        giftedAt: null,
        giftClaimedAt: null,
        ownedByOther: false,
      },
    ],
    undeliveredKeys: 0,
    refundable: { withinRules: false, refusal: 'revealed' },
    timeline: [
      {
        id: 1,
        topic: 'order.created',
        at: '2026-03-02T09:00:00.000Z',
        processedAt: '2026-03-02T09:00:01.000Z',
        delivered: true,
        attempts: 1,
        lastError: null,
      },
    ],
    ...overrides,
  };
}

describe('the review queue', SLOW, () => {
  it('approves a held order after asking, and the queue follows', async () => {
    setCsrfCookie('csrf-token-7');
    let queue = [
      heldOrder('ord_one'),
      heldOrder('ord_two', { customer: { id: 8, email: 'ben@x.test' } }),
    ];
    const posts: FakeRequest[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('support')),
      '/admin/review-queue': () => ({ body: { orders: queue } }),
      '/admin/review-queue/ord_one/approve': (_url, request) => {
        posts.push(request);
        queue = queue.filter((o) => o.orderId !== 'ord_one');
        return { body: { orderId: 'ord_one', status: 'delivered' } };
      },
    });
    renderApp('/admin/review');

    const list = await screen.findByRole('list', { name: 'Orders under review' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getAllByText('Card country differs from the account country')).toHaveLength(
      2,
    );
    expect(within(list).getAllByText('Card: BR')).toHaveLength(2);
    expect(within(list).getAllByText('1 earlier paid order (15.00 EUR)')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Approve order ord_one' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve order ord_one?' });
    expect(posts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and deliver' }));

    expect(await screen.findByText('Order ord_one was approved and delivered.')).toBeVisible();
    await waitFor(() => {
      expect(within(list).getAllByRole('article')).toHaveLength(1);
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts[0]?.headers.get('x-csrf-token')).toBe('csrf-token-7');
  });

  it('shows that someone else decided first, inside the dialog', async () => {
    setCsrfCookie('csrf-token-8');
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('admin')),
      '/admin/review-queue': () => ({ body: { orders: [heldOrder('ord_late')] } }),
      '/admin/review-queue/ord_late/reject': () => ({
        status: 409,
        body: { message: ORDERS_ADMIN_MESSAGES.notUnderReview, code: 'ORDER_ALREADY_DECIDED' },
      }),
    });
    renderApp('/admin/review');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject order ord_late' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject order ord_late?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(
      await within(dialog).findByText(
        `Nothing was changed. ${ORDERS_ADMIN_MESSAGES.notUnderReview}`,
      ),
    ).toBeVisible();
  });
});

describe('refunding an order', SLOW, () => {
  it('needs the override and a reason outside the rules, then refunds', async () => {
    setCsrfCookie('csrf-token-9');
    let order = orderDetail();
    const posts: FakeRequest[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('finance')),
      '/admin/orders/ord_detail': () => ({ body: order }),
      '/admin/orders/ord_detail/refund': (_url, request) => {
        posts.push(request);
        order = orderDetail({ status: 'refunded' });
        return {
          body: {
            orderId: 'ord_detail',
            status: 'refunded',
            amount: 5198,
            currency: 'EUR',
            overridden: true,
          },
        };
      },
    });
    renderApp('/admin/orders/ord_detail');

    expect(await screen.findByRole('heading', { name: 'Order ord_detail' })).toBeVisible();
    expect(
      screen.getByText('Outside the customer refund rules: a key has been revealed'),
    ).toBeVisible();
    expect(screen.getByText('order.created')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund order ord_detail' });
    const override = within(dialog).getByRole('checkbox', {
      name: 'Override the customer refund rules',
    });
    expect(override).toBeChecked();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    fireEvent.change(reason, { target: { value: 'too short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund 51.98 EUR' }));
    expect(
      await within(dialog).findByText(
        'Give a reason of at least 10 characters to override the rules.',
      ),
    ).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'The key was already used' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund 51.98 EUR' }));
    expect(await screen.findByText('Order ord_detail was refunded (51.98 EUR).')).toBeVisible();
    expect(posts[0]?.body).toEqual({ overrideRules: true, reason: 'The key was already used' });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Refund…' })).toBeNull();
    });
  });

  it('shows the support limit refusal inside the dialog', async () => {
    setCsrfCookie('csrf-token-10');
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('support')),
      '/admin/orders/ord_detail': () => ({
        body: orderDetail({ keys: [], refundable: { withinRules: true, refusal: null } }),
      }),
      '/admin/orders/ord_detail/refund': () => ({
        status: 403,
        body: { message: ORDERS_ADMIN_MESSAGES.aboveLimit, code: 'REFUND_ABOVE_LIMIT' },
      }),
    });
    renderApp('/admin/orders/ord_detail');
    fireEvent.click(await screen.findByRole('button', { name: 'Refund…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund order ord_detail' });
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund 51.98 EUR' }));
    expect(
      await within(dialog).findByText(`Nothing was refunded. ${ORDERS_ADMIN_MESSAGES.aboveLimit}`),
    ).toBeVisible();
  });
});
