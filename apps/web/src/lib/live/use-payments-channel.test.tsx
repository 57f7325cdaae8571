import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../test/account-fixtures';
import { useAuthStore } from '../../stores/auth';
import { usePaymentStore } from '../../stores/payment';
import { fakePayments } from './testing/fake-payments-channel';
import { isPaymentsChannelLive, usePaymentsChannel } from './use-payments-channel';

vi.mock('./payments-socket', async () => {
  const { fakePayments: channel } = await import('./testing/fake-payments-channel');
  return { openPaymentsSocket: channel.open };
});

const signIn = (token: string | null) => {
  act(() => {
    useAuthStore.setState({ user: user(), isLoggedIn: true, token });
  });
};
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  fakePayments.reset('connected');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('usePaymentsChannel', () => {
  it('stays closed for a guest', () => {
    const { result } = renderHook(() => usePaymentsChannel());
    wait(1000);
    expect(result.current).toBe('disconnected');
    expect(fakePayments.counts()).toEqual({ opened: 0, open: 0 });
  });

  it('opens once the session has settled for 250 ms, and closes with the page', () => {
    signIn('token-1');
    const { result, unmount } = renderHook(() => usePaymentsChannel());
    expect(result.current).toBe('connecting');
    wait(249);
    expect(fakePayments.counts().opened).toBe(0);
    wait(1);
    expect(fakePayments.counts()).toEqual({ opened: 1, open: 1 });
    expect(result.current).toBe('connected');
    expect(isPaymentsChannelLive()).toBe(true);

    act(() => {
      fakePayments.setStatus('disconnected');
    });
    expect(result.current).toBe('disconnected');
    expect(isPaymentsChannelLive()).toBe(false);

    unmount();
    expect(fakePayments.counts().open).toBe(0);
  });

  it('reconnects when the token changes, once it has settled', () => {
    signIn('token-1');
    renderHook(() => usePaymentsChannel());
    wait(250);
    expect(fakePayments.counts()).toEqual({ opened: 1, open: 1 });

    signIn('token-2');
    wait(100);
    signIn('token-3');
    wait(249);
    expect(fakePayments.counts()).toEqual({ opened: 1, open: 0 });
    wait(1);
    expect(fakePayments.counts()).toEqual({ opened: 2, open: 1 });

    act(() => {
      useAuthStore.getState().clear();
    });
    wait(1000);
    expect(fakePayments.counts()).toEqual({ opened: 2, open: 0 });
  });

  it('writes each message into the payment store', () => {
    act(() => {
      usePaymentStore.getState().followOrder({ paymentId: 'pi_1' });
    });
    signIn(null);
    renderHook(() => usePaymentsChannel());
    wait(250);

    act(() => {
      fakePayments.send('paymentStatus', { orderId: 'ord_1', paymentId: 'pi_1', status: 'paid' });
      fakePayments.send('activationProgress', {
        orderId: 'ord_1',
        step: 'keys',
        percent: 60,
        details: 'Assigning your keys',
      });
      fakePayments.send('receiptStatus', {
        orderId: 'ord_1',
        status: 'sending',
        invoiceNumber: null,
      });
      fakePayments.send('error', { orderId: 'ord_1', message: 'The receipt is late.' });
    });
    expect(usePaymentStore.getState()).toMatchObject({
      orderId: 'ord_1',
      orderStatus: 'paid',
      activationProgress: { step: 'keys', percent: 60, details: 'Assigning your keys' },
      receiptStatus: 'sending',
      error: 'The receipt is late.',
    });
  });
});
