import { PERSISTED_STATE_VERSION } from '@store/shared/constants';
import type { OrderStatus } from '@store/shared/rules/order-state';
import type { ActivationStep } from '@store/shared/schemas/live';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartSignature, PAYMENT_STORAGE_KEY, usePaymentStore } from './payment';

const elden = { productId: 1, platformGroupId: 501, quantity: 1 };
const hades = { productId: 2, platformGroupId: 602, quantity: 2 };

const state = () => usePaymentStore.getState();
const stored = () =>
  JSON.parse(localStorage.getItem(PAYMENT_STORAGE_KEY) ?? 'null') as {
    state: Record<string, unknown>;
    version: number;
  } | null;

const intent = { clientSecret: 'pi_1_secret', paymentId: 'pi_1', paymentSession: 'ps_1' };

beforeEach(() => {
  usePaymentStore.setState(usePaymentStore.getInitialState(), true);
});

describe('cartSignature', () => {
  it('is the same whatever order the lines are in, and differs with the content', () => {
    expect(cartSignature([elden, hades])).toBe(cartSignature([hades, elden]));
    expect(cartSignature([elden])).not.toBe(cartSignature([elden, hades]));
    expect(cartSignature([{ ...elden, quantity: 2 }])).not.toBe(cartSignature([elden]));
  });
});

describe('payment store', () => {
  it('keeps one key per checkout of the same cart', () => {
    state().startCheckout(cartSignature([elden, hades]));
    const key = state().idempotencyKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);

    state().setIntent(intent);
    state().startCheckout(cartSignature([hades, elden]));
    expect(state()).toMatchObject({ idempotencyKey: key, ...intent, orderStatus: 'pending' });
  });

  it('makes a new key, without the old intent, when the cart content changes', () => {
    state().startCheckout(cartSignature([elden]));
    const first = state().idempotencyKey;
    state().setIntent(intent);

    state().startCheckout(cartSignature([elden, hades]));
    expect(state().idempotencyKey).not.toBe(first);
    expect(state()).toMatchObject({ clientSecret: null, paymentId: null, orderStatus: null });
  });

  it('renews the key of the same cart after a failed payment, and forgets it after an order', () => {
    const signature = cartSignature([elden]);
    state().startCheckout(signature);
    const first = state().idempotencyKey;
    state().renewKey();
    expect(state().idempotencyKey).not.toBe(first);
    expect(state().cartSignature).toBe(signature);

    state().reset();
    expect(state()).toMatchObject({ idempotencyKey: null, cartSignature: null });
  });

  it('persists only the key and its cart, with version 7', () => {
    state().startCheckout(cartSignature([elden]));
    state().setIntent(intent);
    state().setError('Your card was declined.');
    expect(stored()).toEqual({
      state: { idempotencyKey: state().idempotencyKey, cartSignature: cartSignature([elden]) },
      version: PERSISTED_STATE_VERSION,
    });
  });

  it('reads a key stored by version 7 and discards older ones', async () => {
    const remembered = { idempotencyKey: 'k'.repeat(32), cartSignature: '1:501:1' };
    localStorage.setItem(
      PAYMENT_STORAGE_KEY,
      JSON.stringify({ state: remembered, version: PERSISTED_STATE_VERSION }),
    );
    await usePaymentStore.persist.rehydrate();
    expect(state()).toMatchObject(remembered);

    localStorage.setItem(PAYMENT_STORAGE_KEY, JSON.stringify({ state: remembered, version: 6 }));
    await usePaymentStore.persist.rehydrate();
    expect(state()).toMatchObject({ idempotencyKey: null, cartSignature: null });
  });
});

describe('payment store, live messages', () => {
  const followed = { paymentId: 'pi_1' };
  const status = (orderId: string, next: OrderStatus, paymentId: string | null = 'pi_1') => ({
    orderId,
    paymentId,
    status: next,
  });
  const progress = (orderId: string, step: ActivationStep, percent: number) => ({
    orderId,
    step,
    percent,
    details: `${step} ${percent}`,
  });

  it('learns the order from the status of its payment, and ignores other payments', () => {
    state().followOrder(followed);
    state().applyPaymentStatus(status('ord_2', 'delivered', 'pi_2'));
    state().applyPaymentStatus(status('ord_2', 'delivered', null));
    expect(state()).toMatchObject({ orderId: null, orderStatus: null });

    state().applyPaymentStatus(status('ord_1', 'paid'));
    expect(state()).toMatchObject({ paymentId: 'pi_1', orderId: 'ord_1', orderStatus: 'paid' });
    // Once the order is known, only its id counts.
    state().applyPaymentStatus(status('ord_2', 'refunded'));
    expect(state().orderStatus).toBe('paid');
  });

  it.each([
    ['paid', 'delivered', 'delivered'],
    ['paid', 'under_review', 'under_review'],
    ['under_review', 'paid', 'paid'],
    ['pending', 'delivered', 'delivered'],
    ['delivered', 'refunded', 'refunded'],
    // Late or repeated news never takes the order back.
    ['delivered', 'paid', 'delivered'],
    ['delivered', 'under_review', 'delivered'],
    ['refunded', 'delivered', 'refunded'],
    ['failed', 'paid', 'failed'],
  ] as const)('moves an order from %s on hearing %s to %s', (from, heard, to) => {
    state().followOrder({ ...followed, orderId: 'ord_1', status: from });
    state().applyPaymentStatus(status('ord_1', heard));
    expect(state().orderStatus).toBe(to);
  });

  it('takes any server status after the browser’s own steps', () => {
    state().setIntent({ ...intent, orderId: 'ord_1' });
    state().setOrderStatus('succeeded');
    state().applyPaymentStatus(status('ord_1', 'paid', 'pi_1'));
    expect(state()).toMatchObject({ orderId: 'ord_1', orderStatus: 'paid' });
  });

  it('keeps fulfilment moving forward, for the followed order only', () => {
    state().followOrder({ ...followed, orderId: 'ord_1' });
    state().applyActivationProgress(progress('ord_1', 'keys', 60));
    state().applyActivationProgress(progress('ord_2', 'done', 100));
    state().applyActivationProgress(progress('ord_1', 'review', 40));
    state().applyActivationProgress(progress('ord_1', 'keys', 50));
    expect(state().activationProgress).toEqual({ step: 'keys', percent: 60, details: 'keys 60' });

    state().applyActivationProgress(progress('ord_1', 'keys', 70));
    state().applyActivationProgress(progress('ord_1', 'invoice', 70));
    expect(state().activationProgress).toEqual({
      step: 'invoice',
      percent: 70,
      details: 'invoice 70',
    });
  });

  it('ignores fulfilment and receipts while the order is not known yet', () => {
    state().followOrder(followed);
    state().applyActivationProgress(progress('ord_1', 'keys', 60));
    state().applyReceiptStatus({ orderId: 'ord_1', status: 'sent', invoiceNumber: 'INV-1' });
    expect(state()).toMatchObject({ activationProgress: null, receiptStatus: null });
  });

  it('follows the receipt: a sent one stays sent, a failed one may be tried again', () => {
    state().followOrder({ ...followed, orderId: 'ord_1' });
    state().applyReceiptStatus({ orderId: 'ord_1', status: 'failed', invoiceNumber: 'INV-1' });
    state().applyReceiptStatus({ orderId: 'ord_1', status: 'sending', invoiceNumber: null });
    expect(state()).toMatchObject({ receiptStatus: 'sending', invoiceNumber: 'INV-1' });
    state().applyReceiptStatus({ orderId: 'ord_1', status: 'sent', invoiceNumber: 'INV-1' });
    state().applyReceiptStatus({ orderId: 'ord_1', status: 'sending', invoiceNumber: null });
    state().applyReceiptStatus({ orderId: 'ord_2', status: 'failed', invoiceNumber: null });
    expect(state()).toMatchObject({ receiptStatus: 'sent', invoiceNumber: 'INV-1' });
  });

  it('keeps errors about the followed payment or about no order in particular', () => {
    state().applyPaymentError({ orderId: null, message: 'Nothing is followed' });
    expect(state().error).toBeNull();

    state().followOrder({ ...followed, orderId: 'ord_1' });
    state().applyPaymentError({ orderId: 'ord_2', message: 'Another order failed' });
    expect(state().error).toBeNull();
    state().applyPaymentError({ orderId: 'ord_1', message: 'The keys could not be sent.' });
    expect(state().error).toBe('The keys could not be sent.');
    state().applyPaymentError({ orderId: null, message: 'Payment is still processing.' });
    expect(state().error).toBe('Payment is still processing.');
  });

  it('keeps what it heard of the same payment, and starts over for another one', () => {
    state().followOrder(followed);
    state().applyPaymentStatus(status('ord_1', 'paid'));
    state().applyActivationProgress(progress('ord_1', 'keys', 60));

    state().followOrder({ paymentId: 'pi_1', orderId: 'ord_1', status: 'paid' });
    expect(state()).toMatchObject({ orderId: 'ord_1', activationProgress: { step: 'keys' } });

    state().followOrder({ paymentId: 'pi_9' });
    expect(state()).toMatchObject({
      paymentId: 'pi_9',
      orderId: null,
      orderStatus: null,
      activationProgress: null,
    });
  });

  it('forgets the checkout once the payment is through, and keeps following its order', () => {
    state().startCheckout(cartSignature([elden]));
    state().setIntent({ ...intent, orderId: 'ord_1' });
    state().applyActivationProgress(progress('ord_1', 'review', 20));
    state().setError('Your card was declined.');

    state().completeCheckout({ paymentId: 'pi_1', orderId: 'ord_1', status: 'paid' });
    expect(state()).toMatchObject({
      idempotencyKey: null,
      cartSignature: null,
      clientSecret: null,
      paymentSession: null,
      paymentId: 'pi_1',
      orderId: 'ord_1',
      orderStatus: 'paid',
      activationProgress: { step: 'review', percent: 20 },
      error: null,
    });
    // Nothing of the order is kept between visits.
    expect(stored()?.state).toEqual({ idempotencyKey: null, cartSignature: null });
  });
});
