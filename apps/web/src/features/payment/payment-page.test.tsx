import { CHECKOUT_MESSAGES, IDEMPOTENCY_HEADER } from '@store/shared/schemas/checkout';
import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePayments } from '../../lib/live/testing/fake-payments-channel';
import { useCartStore } from '../../stores/cart';
import { usePaymentStore } from '../../stores/payment';
import type { FakeReply } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import {
  activationReply,
  errorReply,
  intentReply,
  levelProfile,
  PROFILE_PATH,
  recorded,
  returnUrl,
  stubPaymentApi,
} from './testing/payment-api';

// The return page follows the order live; here the connection is down.
vi.mock('../../lib/live/payments-socket', async () => {
  const { fakePayments: channel } = await import('../../lib/live/testing/fake-payments-channel');
  return { openPaymentsSocket: channel.open };
});

const CART = [
  { productId: 1, platformGroupId: 501, quantity: 2 },
  { productId: 2, platformGroupId: 602, quantity: 1 },
];
const INTENT_PATH = '/payment/create-payment-intent';
const confirmPath = (paymentId = 'pi_sbx_1') => `/sandbox/payments/${paymentId}/confirm`;
const challengePath = (paymentId = 'pi_sbx_1') => `/sandbox/payments/${paymentId}/challenge`;

function fillCart(lines = CART) {
  act(() => {
    useCartStore.setState({ lines });
  });
}

async function openPayment() {
  const view = renderApp('/cart/payment');
  await screen.findByRole('heading', { level: 1, name: 'Payment' });
  return view;
}

const payButton = () => screen.findByRole('button', { name: 'Pay €104.98' });

/** Waits for the form of an opened order, then types the card into it. */
async function fillCard(card: { number: string; expiry: string; cvc: string; holder: string }) {
  await payButton();
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: card.number } });
  fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: card.expiry } });
  fireEvent.change(screen.getByLabelText('Security code'), { target: { value: card.cvc } });
  fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: card.holder } });
}

const goodCard = (number: string) => ({
  number,
  expiry: '12/30',
  cvc: '123',
  holder: 'Ada Lovelace',
});

beforeEach(() => {
  usePaymentStore.setState(usePaymentStore.getInitialState(), true);
  fakePayments.reset('disconnected');
  // Back to following the document's visibility, after a test that set focus by hand.
  focusManager.setFocused(undefined);
});

describe('payment page', { timeout: 20_000 }, () => {
  it('opens the order from the cart lines with the checkout key and shows the server’s totals', async () => {
    const intent = recorded(() => ({ body: intentReply() }));
    stubPaymentApi({ [INTENT_PATH]: intent.handler });
    fillCart();
    const first = await openPayment();

    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Order ord_1001')).toBeInTheDocument();
    expect(summary.getByText('Subtotal').nextSibling).toHaveTextContent('€144.98');
    expect(summary.getByText('Discount').nextSibling).toHaveTextContent('−€40.00');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('€104.98');
    // The store holds keys for 10 minutes.
    expect(summary.getByText('Keys reserved for').nextSibling).toHaveTextContent(/^(9|10):\d\d$/);
    expect(await payButton()).toBeEnabled();

    expect(intent.requests).toHaveLength(1);
    const [request] = intent.requests;
    expect(request?.method).toBe('PUT');
    expect(request?.body).toEqual({ lines: CART });
    const key = request?.headers.get(IDEMPOTENCY_HEADER);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(usePaymentStore.getState()).toMatchObject({
      idempotencyKey: key,
      clientSecret: 'pi_sbx_1_secret_abc',
      paymentId: 'pi_sbx_1',
      paymentSession: 'ps_sbx_1',
      orderStatus: 'pending',
    });

    // A reload of the same cart asks again with the same key, in whatever order the lines are.
    first.unmount();
    fillCart([...CART].reverse());
    const second = await openPayment();
    await payButton();
    expect(intent.requests).toHaveLength(2);
    expect(intent.requests[1]?.headers.get(IDEMPOTENCY_HEADER)).toBe(key);

    // Other content is another checkout.
    second.unmount();
    fillCart([{ productId: 1, platformGroupId: 501, quantity: 1 }]);
    await openPayment();
    await payButton();
    expect(intent.requests).toHaveLength(3);
    expect(intent.requests[2]?.headers.get(IDEMPOTENCY_HEADER)).not.toBe(key);
  });

  it('shows the level discount the server took off as its own line', async () => {
    // €104.98 after sale discounts; a Loot Hunter's 3 % of it is €3.15.
    const reply = intentReply({ loyaltyDiscount: 315, total: 10183 });
    stubPaymentApi({
      [INTENT_PATH]: () => ({ body: reply }),
      [PROFILE_PATH]: () => ({ body: levelProfile(2) }),
    });
    fillCart();
    await openPayment();

    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    const line = await summary.findByText('Level discount (Loot Hunter, 3%)');
    expect(line.nextSibling).toHaveTextContent('−€3.15');
    expect(summary.getByText('Discount').nextSibling).toHaveTextContent('−€40.00');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('€101.83');
    expect(await screen.findByRole('button', { name: 'Pay €101.83' })).toBeEnabled();
  });

  it('keeps the server’s figure but not the level’s name when the level has changed since', async () => {
    // Priced at 3 %; the customer has reached Elite Raider (5 %) since.
    const profile = recorded(() => ({ body: levelProfile(3) }));
    stubPaymentApi({
      [INTENT_PATH]: () => ({ body: intentReply({ loyaltyDiscount: 315, total: 10183 }) }),
      [PROFILE_PATH]: profile.handler,
    });
    fillCart();
    await openPayment();

    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    await waitFor(() => {
      expect(profile.requests).toHaveLength(1);
    });
    // Let the profile's answer reach the page before looking at the label.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(summary.getByText('Level discount').nextSibling).toHaveTextContent('−€3.15');
    expect(summary.queryByText(/Elite Raider|Loot Hunter/)).not.toBeInTheDocument();
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('€101.83');
  });

  it('shows no level discount line when the server took none off', async () => {
    stubPaymentApi({ [INTENT_PATH]: () => ({ body: intentReply() }) });
    fillCart();
    await openPayment();

    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('€104.98');
    expect(summary.queryByText(/^Level discount/)).not.toBeInTheDocument();
  });

  it('asks again with the same key after a failure', async () => {
    let fail = true;
    const intent = recorded(() =>
      fail ? errorReply(500, 'Internal Server Error', 'INTERNAL') : { body: intentReply() },
    );
    stubPaymentApi({ [INTENT_PATH]: intent.handler });
    fillCart();
    await openPayment();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create payment intent due to non-200 response');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    await payButton();
    expect(intent.requests).toHaveLength(2);
    expect(intent.requests[1]?.headers.get(IDEMPOTENCY_HEADER)).toBe(
      intent.requests[0]?.headers.get(IDEMPOTENCY_HEADER),
    );
  });

  it('says so when the customer comes back to a checkout that a later one replaced', async () => {
    let replaced = false;
    const intent = recorded((requests) => {
      const key = requests.at(-1)?.headers.get(IDEMPOTENCY_HEADER);
      if (replaced && key === requests[0]?.headers.get(IDEMPOTENCY_HEADER)) {
        return errorReply(409, CHECKOUT_MESSAGES.checkoutReplaced, 'CHECKOUT_REPLACED');
      }
      return {
        body: intentReply(
          key === requests[0]?.headers.get(IDEMPOTENCY_HEADER)
            ? {}
            : {
                orderId: 'ord_1002',
                paymentId: 'pi_sbx_2',
              },
        ),
      };
    });
    stubPaymentApi({ [INTENT_PATH]: intent.handler });
    fillCart();
    await openPayment();
    await payButton();

    // Another tab opens a newer checkout; back on this one, the page asks about its key again.
    replaced = true;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CHECKOUT_MESSAGES.checkoutReplaced);
    expect(alert).toHaveTextContent('Only your latest checkout holds keys for you.');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(intent.requests).toHaveLength(2);

    // Starting again opens a new checkout with a new key.
    fireEvent.click(within(alert).getByRole('button', { name: 'Start again' }));
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(await summary.findByText('Order ord_1002')).toBeInTheDocument();
    expect(await payButton()).toBeEnabled();
    expect(intent.requests).toHaveLength(3);
    expect(intent.requests[2]?.headers.get(IDEMPOTENCY_HEADER)).not.toBe(
      intent.requests[0]?.headers.get(IDEMPOTENCY_HEADER),
    );
  });

  it('asks about its key again on return to the page and keeps the form while it holds', async () => {
    const intent = recorded(() => ({ body: intentReply() }));
    stubPaymentApi({ [INTENT_PATH]: intent.handler });
    fillCart();
    await openPayment();
    await payButton();
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => {
      expect(intent.requests).toHaveLength(2);
    });
    expect(intent.requests[1]?.headers.get(IDEMPOTENCY_HEADER)).toBe(
      intent.requests[0]?.headers.get(IDEMPOTENCY_HEADER),
    );
    expect(await payButton()).toBeEnabled();
    expect(screen.queryByText('Preparing a new payment…')).not.toBeInTheDocument();
  });

  it.each<[string, FakeReply, string, { name: string; href: string } | null]>([
    [
      'too many failures',
      errorReply(429, 'Too many failed requests', 'ERATELIMIT'),
      'Too many failed requests',
      null,
    ],
    [
      'a sold-out line',
      errorReply(409, 'Out of stock', 'OUT_OF_STOCK'),
      'Out of stock',
      { name: 'Back to cart', href: '/cart' },
    ],
    [
      'an unverified e-mail',
      errorReply(403, 'Please verify your e-mail address before paying.', 'EMAIL_NOT_VERIFIED'),
      'Please verify your e-mail address before paying.',
      { name: 'Open account settings', href: '/dashboard/user-settings' },
    ],
    [
      'an incomplete profile',
      errorReply(403, 'Please complete your profile before paying.', 'PROFILE_INCOMPLETE'),
      'Please complete your profile before paying.',
      { name: 'Open account settings', href: '/dashboard/user-settings' },
    ],
    [
      'any other refusal',
      errorReply(400, 'Each product and platform appears once in a checkout.', 'EVALIDATION'),
      'Failed to create payment intent due to non-200 response',
      null,
    ],
  ])('tells %s in the spec’s words', async (_case, reply, message, link) => {
    stubPaymentApi({ [INTENT_PATH]: () => reply });
    fillCart();
    await openPayment();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    if (link) {
      expect(within(alert).getByRole('link', { name: link.name })).toHaveAttribute(
        'href',
        link.href,
      );
    }
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('says an unexpected error occurred when the server cannot be reached', async () => {
    const fetchMock = stubPaymentApi({});
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes(INTENT_PATH)) return Promise.reject(new TypeError('Failed to fetch'));
      if (!answer) throw new Error('The fake API has no implementation');
      return answer(input, init);
    });
    fillCart();
    await openPayment();

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('shows an empty cart the way to the catalogue and opens no order', async () => {
    stubPaymentApi({});
    await openPayment();

    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Browse products' }),
    ).toHaveAttribute('href', '/products');
  });

  it('sends nothing while the card is invalid, and says what is wrong', async () => {
    const confirm = recorded(() => ({ body: { status: 'succeeded' } }));
    stubPaymentApi({
      [INTENT_PATH]: () => ({ body: intentReply() }),
      [confirmPath()]: confirm.handler,
    });
    fillCart();
    await openPayment();

    await fillCard({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12', holder: '' });
    fireEvent.click(await payButton());

    expect(await screen.findByText(PAYMENT_MESSAGES.cardNumberInvalid)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.cardExpired)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.cvcInvalid)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.holderRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4241');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      `${PAYMENT_MESSAGES.cardNumberInvalid} Visa`,
    );
    expect(confirm.requests).toHaveLength(0);
  });

  it.each([
    ['4000 0000 0000 0002', PAYMENT_MESSAGES.cardDeclined],
    ['4000 0000 0000 9995', PAYMENT_MESSAGES.insufficientFunds],
  ])('tells a refusal of %s, then pays another card on a new order', async (number, message) => {
    const intent = recorded((requests) =>
      requests.length === 1
        ? { body: intentReply() }
        : {
            body: intentReply({
              paymentId: 'pi_sbx_2',
              clientSecret: 'pi_sbx_2_secret',
              orderId: 'ord_1002',
            }),
          },
    );
    const refused = recorded(() => ({
      body: { status: 'failed', paymentId: 'pi_sbx_1', message, returnUrl: returnUrl() },
    }));
    const paid = recorded(() => ({
      body: { status: 'succeeded', paymentId: 'pi_sbx_2', returnUrl: returnUrl('pi_sbx_2') },
    }));
    const { router } = renderAppWith({
      [INTENT_PATH]: intent.handler,
      [confirmPath()]: refused.handler,
      [confirmPath('pi_sbx_2')]: paid.handler,
      '/payment/game-activation': () =>
        activationReply({ paymentId: 'pi_sbx_2', orderId: 'ord_1002', status: 'paid' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment' });

    await fillCard(goodCard(number));
    fireEvent.click(await payButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('You can try again with another card.');
    expect(refused.requests[0]?.body).toEqual({
      clientSecret: 'pi_sbx_1_secret_abc',
      card: {
        number: number.replaceAll(' ', ''),
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        holder: 'Ada Lovelace',
      },
    });
    // The refusal is final for that order, so a new one is opened with a new key.
    expect(await screen.findByText('Order ord_1002')).toBeInTheDocument();
    expect(intent.requests).toHaveLength(2);
    expect(intent.requests[1]?.headers.get(IDEMPOTENCY_HEADER)).not.toBe(
      intent.requests[0]?.headers.get(IDEMPOTENCY_HEADER),
    );
    expect(router.state.location.pathname).toBe('/cart/payment');

    fireEvent.change(screen.getByLabelText('Card number'), {
      target: { value: '4242424242424242' },
    });
    fireEvent.click(await payButton());
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cart/payment/complete');
    });
    expect(paid.requests[0]?.body).toMatchObject({ clientSecret: 'pi_sbx_2_secret' });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  });

  it('asks for 3-D Secure and pays once the customer approves', async () => {
    const challenge = recorded(() => ({
      body: { status: 'succeeded', paymentId: 'pi_sbx_1', returnUrl: returnUrl() },
    }));
    const { router } = renderAppWith({
      [INTENT_PATH]: () => ({ body: intentReply() }),
      [confirmPath()]: () => ({
        body: { status: 'requires_action', paymentId: 'pi_sbx_1', challengeId: 'chl_sbx_9' },
      }),
      [challengePath()]: challenge.handler,
      '/payment/game-activation': () => activationReply({ status: 'paid' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment' });

    await fillCard(goodCard('4000 0027 6000 3184'));
    fireEvent.click(await payButton());

    const check = within(await screen.findByRole('region', { name: '3-D Secure check' }));
    expect(
      check.getByText(
        'Confirm that you want to pay €104.98 to BigKeys with your card ending in 3184.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(check.getByRole('heading', { name: '3-D Secure check' })).toHaveFocus();
    });
    expect(usePaymentStore.getState().orderStatus).toBe('requires_action');
    fireEvent.click(check.getByRole('button', { name: 'Approve' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cart/payment/complete');
    });
    expect(challenge.requests[0]?.body).toEqual({ challengeId: 'chl_sbx_9', approve: true });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  });

  it('goes to the return page when the customer denies 3-D Secure, which tells the failure', async () => {
    const challenge = recorded(() => ({
      body: {
        status: 'failed',
        paymentId: 'pi_sbx_1',
        message: PAYMENT_MESSAGES.authenticationFailed,
        returnUrl: returnUrl(),
      },
    }));
    const { router } = renderAppWith({
      [INTENT_PATH]: () => ({ body: intentReply() }),
      [confirmPath()]: () => ({
        body: { status: 'requires_action', paymentId: 'pi_sbx_1', challengeId: 'chl_sbx_9' },
      }),
      [challengePath()]: challenge.handler,
      '/payment/game-activation': () =>
        errorReply(402, PAYMENT_MESSAGES.verificationFailed, 'PAYMENT_FAILED'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment' });

    await fillCard(goodCard('4000 0027 6000 3184'));
    fireEvent.click(await payButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/cart/payment/complete');
    });
    expect(challenge.requests[0]?.body).toEqual({ challengeId: 'chl_sbx_9', approve: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to verify payment.');
    expect(within(alert).getByRole('link', { name: 'Back to payment' })).toHaveAttribute(
      'href',
      '/cart/payment',
    );
  });
});

/** Fills the cart and opens the payment page against these routes. */
function renderAppWith(routes: Parameters<typeof stubPaymentApi>[0]) {
  stubPaymentApi(routes);
  fillCart();
  return renderApp('/cart/payment');
}
