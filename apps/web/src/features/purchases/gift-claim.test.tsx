import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { GIFT_TOKEN, giftPreview, order, ownedKey, purchasesApi } from './testing/purchases-api';

const SLOW = { timeout: 20_000 };

beforeAll(() => {
  // jsdom has no modal dialogs; these stand-ins keep the open state and the close event.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const HADES = ownedKey({ keyId: 'k-9', orderId: 'o-77', title: 'Hades', received: true });

describe('gift links', SLOW, () => {
  it('previews the gift, claims it and lists it under gifts received', async () => {
    const state = { orders: [order()], received: [] as (typeof HADES)[] };
    const calls = purchasesApi(state, {
      '/gifts/preview': (url) =>
        url.searchParams.get('token') === GIFT_TOKEN
          ? { body: giftPreview() }
          : { status: 404, body: { message: PURCHASE_MESSAGES.giftNotFound, code: 'ENOTFOUND' } },
      '/users/gifts/claim': (_url, request) => {
        calls.push({ method: request.method, path: 'claim', body: request.body });
        state.received = [HADES];
        return { body: { keyId: 'k-9', title: 'Hades' } };
      },
    });
    const { router } = renderApp(`/dashboard/purchases?gift=${GIFT_TOKEN}`);

    const dialog = within(await screen.findByRole('dialog', { name: 'A gift for you' }));
    expect(await dialog.findByText('Hades')).toBeInTheDocument();
    expect(dialog.getByText('Steam')).toBeInTheDocument();
    expect(dialog.getByText('From Grace')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Gifts received' })).not.toBeInTheDocument();

    fireEvent.click(dialog.getByRole('button', { name: 'Claim gift' }));

    expect(
      await screen.findByText('Hades is yours. Find it under Gifts received.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: 'claim', body: { token: GIFT_TOKEN } }]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.search).toBe('?tab=gifts');
    const tab = await screen.findByRole('tab', { name: 'Gifts received' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const gift = within(await screen.findByRole('article', { name: 'Hades' }));
    expect(gift.getByText('Gift')).toBeInTheDocument();
  });

  it("shows the server's message for a link that is no longer good", async () => {
    purchasesApi(
      { orders: [order()] },
      {
        '/gifts/preview': () => ({
          status: 404,
          body: { message: PURCHASE_MESSAGES.giftNotFound, code: 'ENOTFOUND' },
        }),
      },
    );
    const { router } = renderApp(`/dashboard/purchases?gift=${GIFT_TOKEN}`);

    const dialog = within(await screen.findByRole('dialog', { name: 'A gift for you' }));
    expect(await dialog.findByText(PURCHASE_MESSAGES.giftNotFound)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Claim gift' })).not.toBeInTheDocument();

    const [, close] = dialog.getAllByRole('button', { name: 'Close' });
    if (!close) throw new Error('No Close button');
    fireEvent.click(close);
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when a gift was claimed already, and when claiming is refused', async () => {
    let preview = giftPreview({ claimed: true });
    purchasesApi(
      { orders: [order()] },
      {
        '/gifts/preview': () => ({ body: preview }),
        '/users/gifts/claim': () => ({
          status: 403,
          body: { message: PURCHASE_MESSAGES.giftOwnClaim, code: 'EFORBIDDEN' },
        }),
      },
    );
    const first = renderApp(`/dashboard/purchases?gift=${GIFT_TOKEN}`);
    let dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText(PURCHASE_MESSAGES.giftClaimed)).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Claim gift' })).not.toBeInTheDocument();
    first.unmount();

    preview = giftPreview();
    renderApp(`/dashboard/purchases?gift=${GIFT_TOKEN}`);
    dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(await dialog.findByRole('button', { name: 'Claim gift' }));
    expect(await dialog.findByText(PURCHASE_MESSAGES.giftOwnClaim)).toBeInTheDocument();
  });

  it('does not ask the server about a mangled link', async () => {
    purchasesApi({ orders: [order()] });
    renderApp('/dashboard/purchases?gift=%3Cscript%3E');

    const dialog = within(await screen.findByRole('dialog', { name: 'A gift for you' }));
    expect(dialog.getByText(PURCHASE_MESSAGES.giftNotFound)).toBeInTheDocument();
  });

  it('sends a guest to sign in first, keeping the gift link', async () => {
    stubApi({ '/auth/providers': () => ({ body: [] }) });
    const { router } = renderApp(`/dashboard/purchases?gift=${GIFT_TOKEN}`);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/dashboard/purchases?gift=${GIFT_TOKEN}`,
    );
  });
});
