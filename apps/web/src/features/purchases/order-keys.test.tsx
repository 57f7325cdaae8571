import { QueryClient } from '@tanstack/react-query';
import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { stubApi } from '../../test/fake-api';
import { OrderKeys } from './components/order-keys';
import { order, ownedKey } from './testing/purchases-api';

function renderOrderKeys(orderId = 'o-1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AppProviders queryClient={queryClient}>
      <OrderKeys orderId={orderId} />
    </AppProviders>,
  );
}

describe('OrderKeys', () => {
  it("shows an order's keys hidden, each with reveal and gift", async () => {
    stubApi({
      '/users/orders/o-1': () => ({
        body: order({ keys: [ownedKey(), ownedKey({ keyId: 'k-2', title: 'Hades' })] }),
      }),
    });
    renderOrderKeys();

    expect(screen.getByText('Loading your orders…')).toBeInTheDocument();
    const hades = within(await screen.findByRole('article', { name: 'Hades' }));
    expect(hades.getByText('•••••-•••••-•••••')).toBeInTheDocument();
    expect(hades.getByRole('button', { name: 'Reveal key: Hades' })).toBeInTheDocument();
    expect(hades.getByRole('button', { name: 'Send as gift: Hades' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Elden Ring' })).toBeInTheDocument();
  });

  it('tells a customer whose order is under review what happens next', async () => {
    stubApi({
      '/users/orders/o-1': () => ({ body: order({ status: 'under_review', keys: [] }) }),
    });
    renderOrderKeys();

    expect(await screen.findByText(PURCHASE_MESSAGES.underReview)).toBeInTheDocument();
  });

  it('offers a retry when the order fails to load', async () => {
    let fail = true;
    stubApi({
      '/users/orders/o-1': () =>
        fail ? { status: 503, body: { message: 'Down', code: 'EUNAVAILABLE' } } : { body: order() },
    });
    renderOrderKeys();

    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Elden Ring' })).toBeInTheDocument();
  });
});
