import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePayments } from '../../lib/live/testing/fake-payments-channel';
import { useCartStore } from '../../stores/cart';
import { cartSignature, usePaymentStore } from '../../stores/payment';
import { renderApp } from '../../test/render-app';
import {
  activationReply,
  errorReply,
  orderReply,
  recorded,
  returnQuery,
  returnUrl,
  stubPaymentApi,
} from './testing/payment-api';

vi.mock('../../lib/live/payments-socket', async () => {
  const { fakePayments: channel } = await import('../../lib/live/testing/fake-payments-channel');
  return { openPaymentsSocket: channel.open };
});

const LINES = [{ productId: 1, platformGroupId: 501, quantity: 2 }];
const ACTIVATION_PATH = '/payment/game-activation';
const ORDER_PATH = '/users/orders/ord_1001';

/** A customer in the middle of paying for LINES. */
function startCheckout() {
  act(() => {
    useCartStore.setState({ lines: LINES });
    usePaymentStore.getState().startCheckout(cartSignature(LINES));
  });
  return usePaymentStore.getState().idempotencyKey;
}

beforeEach(() => {
  usePaymentStore.setState(usePaymentStore.getInitialState(), true);
  // Live updates are down: the page asks the API, as it did before they existed.
  fakePayments.reset('disconnected');
});

describe('payment return page', { timeout: 20_000 }, () => {
  it('waits while the payment is processing, then thanks the customer and empties the cart', async () => {
    const activation = recorded((requests) =>
      requests.length === 1
        ? errorReply(409, PAYMENT_MESSAGES.stillProcessing, 'PAYMENT_PROCESSING')
        : activationReply({ status: 'delivered' }),
    );
    stubPaymentApi({ [ACTIVATION_PATH]: activation.handler, [ORDER_PATH]: () => orderReply() });
    startCheckout();
    renderApp(returnUrl());

    expect(await screen.findByText('Payment is still processing.')).toBeInTheDocument();
    expect(screen.getByText('We check again every 2 seconds.')).toBeInTheDocument();
    expect(useCartStore.getState().lines).toEqual(LINES);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    expect(screen.getByText('Order number').nextSibling).toHaveTextContent('ord_1001');
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Delivered');
    // Delivered: the keys are on the page, hidden until revealed.
    const keys = screen.getByRole('region', { name: 'Your keys' });
    expect(await within(keys).findAllByText('Hidden key for Elden Ring')).toHaveLength(2);
    expect(within(keys).getAllByRole('button', { name: 'Reveal key: Elden Ring' })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByRole('link', { name: 'Go to Purchases' })).toHaveAttribute(
      'href',
      '/dashboard/purchases',
    );
    expect(activation.requests).toHaveLength(2);
    expect(activation.requests[0]?.url.search).toBe(`?${returnQuery()}`);
    expect(useCartStore.getState().lines).toEqual([]);
    expect(usePaymentStore.getState()).toMatchObject({
      idempotencyKey: null,
      orderStatus: 'delivered',
    });
  });

  it('tells a purchase the server holds for review, without live updates', async () => {
    stubPaymentApi({ [ACTIVATION_PATH]: () => activationReply({ status: 'under_review' }) });
    startCheckout();
    renderApp(returnUrl());

    expect(await screen.findByText(PURCHASE_MESSAGES.underReview)).toBeVisible();
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Under review');
    expect(screen.queryByRole('region', { name: 'Your keys' })).not.toBeInTheDocument();
    expect(screen.getByText('Your keys will be in Purchases in your dashboard.')).toBeVisible();
    expect(useCartStore.getState().lines).toEqual([]);
  });

  it('tells a failed payment and offers payment again with a new key', async () => {
    stubPaymentApi({
      [ACTIVATION_PATH]: () =>
        errorReply(402, PAYMENT_MESSAGES.verificationFailed, 'PAYMENT_FAILED'),
    });
    const key = startCheckout();
    renderApp(returnUrl());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to verify payment.');
    expect(alert).toHaveTextContent('Your card was not charged.');
    expect(within(alert).getByRole('link', { name: 'Back to payment' })).toHaveAttribute(
      'href',
      '/cart/payment',
    );
    expect(useCartStore.getState().lines).toEqual(LINES);
    expect(usePaymentStore.getState().idempotencyKey).not.toBe(key);
    expect(usePaymentStore.getState().cartSignature).toBe(cartSignature(LINES));
  });

  it('refuses a return that is not the customer’s', async () => {
    stubPaymentApi({
      [ACTIVATION_PATH]: () =>
        errorReply(403, PAYMENT_MESSAGES.invalidPaymentIntent, 'INVALID_PAYMENT_INTENT'),
    });
    const key = startCheckout();
    renderApp(returnUrl());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unauthorized or invalid payment intent.');
    expect(within(alert).getByRole('link', { name: 'Back to cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(usePaymentStore.getState().idempotencyKey).toBe(key);
    expect(useCartStore.getState().lines).toEqual(LINES);
  });

  it('refuses an incomplete return link without asking the server', async () => {
    stubPaymentApi({});
    renderApp('/cart/payment/complete?payment_intent=pi_sbx_1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unauthorized or invalid payment intent.',
    );
  });

  it('lets the customer ask again when the server cannot be reached', async () => {
    let reachable = false;
    const fetchMock = stubPaymentApi({
      [ACTIVATION_PATH]: () => activationReply(),
      [ORDER_PATH]: () => orderReply(),
    });
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes(ACTIVATION_PATH) && !reachable) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      if (!answer) throw new Error('The fake API has no implementation');
      return answer(input, init);
    });
    renderApp(returnUrl());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An unexpected error occurred');
    reachable = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Check again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
  });
});

describe('payment return page with live updates', { timeout: 20_000 }, () => {
  const PROCESSING = errorReply(409, PAYMENT_MESSAGES.stillProcessing, 'PAYMENT_PROCESSING');
  const LIVE_HINT = 'This page updates as soon as your payment goes through.';

  beforeEach(() => {
    fakePayments.reset('connected');
  });

  const send = (...args: Parameters<typeof fakePayments.send>) => {
    act(() => {
      fakePayments.send(...args);
    });
  };
  const progressBar = () => screen.getByRole('progressbar', { name: 'Order progress' });
  const stepList = () =>
    within(screen.getByRole('list', { name: 'Steps of your order' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows fulfilment as it happens, then the hidden keys and the receipt', async () => {
    let serverStatus: 'pending' | 'paid' | 'delivered' = 'pending';
    stubPaymentApi({
      [ACTIVATION_PATH]: () =>
        serverStatus === 'pending' ? PROCESSING : activationReply({ status: serverStatus }),
      [ORDER_PATH]: () => orderReply(),
    });
    startCheckout();
    renderApp(returnUrl());
    expect(await screen.findByText(LIVE_HINT)).toBeVisible();

    serverStatus = 'paid';
    send('paymentStatus', { orderId: 'ord_1001', paymentId: 'pi_sbx_1', status: 'paid' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    // The API confirms the payment at once, and the cart is done with.
    await waitFor(() => expect(useCartStore.getState().lines).toEqual([]));
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Paid');
    expect(progressBar()).toHaveAttribute('aria-valuenow', '20');

    send('activationProgress', {
      orderId: 'ord_1001',
      step: 'keys',
      percent: 60,
      details: 'Assigning 2 keys',
    });
    expect(progressBar()).toHaveAttribute('aria-valuenow', '60');
    expect(progressBar()).toHaveAttribute('aria-valuetext', '60%, Keys assigned');
    const progress = screen.getByRole('region', { name: 'Order progress' });
    expect(within(progress).getByRole('status')).toHaveTextContent(
      'Keys assigned: Assigning 2 keys',
    );
    expect(stepList()).toEqual([
      'Payment received(done)',
      'Security check(done)',
      'Keys assigned(in progress)',
      'Invoice created(to come)',
      'Receipt sent(to come)',
    ]);
    const current = within(screen.getByRole('list', { name: 'Steps of your order' }))
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current.map((item) => item.textContent)).toEqual(['Keys assigned(in progress)']);

    // Another order's news, an older step and a body outside the contract change nothing.
    send('activationProgress', { orderId: 'ord_2002', step: 'done', percent: 100, details: '' });
    send('activationProgress', { orderId: 'ord_1001', step: 'payment', percent: 5, details: '' });
    send('activationProgress', { orderId: 'ord_1001', step: 'invoice', percent: 'most' });
    expect(progressBar()).toHaveAttribute('aria-valuenow', '60');

    serverStatus = 'delivered';
    send('paymentStatus', { orderId: 'ord_1001', paymentId: 'pi_sbx_1', status: 'delivered' });
    const keys = await screen.findByRole('region', { name: 'Your keys' });
    expect(await within(keys).findAllByText('Hidden key for Elden Ring')).toHaveLength(2);
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Delivered');

    send('activationProgress', {
      orderId: 'ord_1001',
      step: 'receipt',
      percent: 90,
      details: 'E-mailing your receipt',
    });
    send('receiptStatus', { orderId: 'ord_1001', status: 'sending', invoiceNumber: null });
    expect(screen.getByText('Sending your receipt…')).toBeVisible();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '90');

    send('receiptStatus', {
      orderId: 'ord_1001',
      status: 'sent',
      invoiceNumber: 'INV-2026-000001',
    });
    expect(
      screen.getByText('We have e-mailed your receipt with invoice INV-2026-000001.'),
    ).toBeVisible();
    expect(progressBar()).toHaveAttribute('aria-valuenow', '100');
    expect(stepList()).toEqual([
      'Payment received(done)',
      'Security check(done)',
      'Keys assigned(done)',
      'Invoice created(done)',
      'Receipt sent(done)',
    ]);
    expect(usePaymentStore.getState()).toMatchObject({
      idempotencyKey: null,
      orderId: 'ord_1001',
      orderStatus: 'delivered',
      receiptStatus: 'sent',
    });
  });

  it('tells a purchase held for review, and ignores news of other payments', async () => {
    stubPaymentApi({ [ACTIVATION_PATH]: () => PROCESSING });
    startCheckout();
    renderApp(returnUrl());
    expect(await screen.findByText(LIVE_HINT)).toBeVisible();

    send('paymentStatus', { orderId: 'ord_2002', paymentId: 'pi_sbx_2', status: 'delivered' });
    expect(screen.getByText('Payment is still processing.')).toBeVisible();

    send('paymentStatus', { orderId: 'ord_1001', paymentId: 'pi_sbx_1', status: 'under_review' });
    expect(await screen.findByText(PURCHASE_MESSAGES.underReview)).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
    ).toBeVisible();
    expect(screen.getByText('Status').nextSibling).toHaveTextContent('Under review');
    expect(stepList()[1]).toBe('Security check(in progress)');
    expect(screen.queryByRole('region', { name: 'Your keys' })).not.toBeInTheDocument();
    // The checkout is kept until the API confirms the payment.
    expect(useCartStore.getState().lines).toEqual(LINES);
  });

  it('falls back to asking every 2 seconds when the live connection drops', async () => {
    stubPaymentApi({ [ACTIVATION_PATH]: () => PROCESSING });
    renderApp(returnUrl());
    expect(await screen.findByText(LIVE_HINT)).toBeVisible();

    act(() => {
      fakePayments.setStatus('disconnected');
    });
    expect(await screen.findByText('We check again every 2 seconds.')).toBeVisible();
  });
});
