import { PERSISTED_STATE_VERSION } from '@store/shared/constants';
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
