import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../stores/cart';
import { cartSignature, usePaymentStore } from '../../stores/payment';
import { renderApp } from '../../test/render-app';
import {
  activationReply,
  errorReply,
  recorded,
  returnQuery,
  returnUrl,
  stubPaymentApi,
} from './testing/payment-api';

const LINES = [{ productId: 1, platformGroupId: 501, quantity: 2 }];
const ACTIVATION_PATH = '/payment/game-activation';

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
});

describe('payment return page', { timeout: 20_000 }, () => {
  it('waits while the payment is processing, then thanks the customer and empties the cart', async () => {
    const activation = recorded((requests) =>
      requests.length === 1
        ? errorReply(409, PAYMENT_MESSAGES.stillProcessing, 'PAYMENT_PROCESSING')
        : activationReply({ status: 'delivered' }),
    );
    stubPaymentApi({ [ACTIVATION_PATH]: activation.handler });
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
    expect(screen.getByText('Your keys will be in Purchases in your dashboard.')).toBeVisible();
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
    const fetchMock = stubPaymentApi({ [ACTIVATION_PATH]: () => activationReply() });
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
