import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { order, ownedKey, purchasesApi } from './testing/purchases-api';

const SLOW = { timeout: 20_000 };
const KEY = 'ABCDE-FGHIJ-KLMNO';

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

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: spy } });
  return spy;
}

const keyCard = async (title: string) =>
  within(await screen.findByRole('article', { name: title }));

describe('key reveal', SLOW, () => {
  it('warns first; cancelling changes nothing, confirming shows the key and its guide', async () => {
    const calls = purchasesApi({ orders: [order()] });
    renderApp('/dashboard/purchases');
    const card = await keyCard('Elden Ring');

    fireEvent.click(card.getByRole('button', { name: 'Reveal key: Elden Ring' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Reveal this key?' }));
    expect(dialog.getByText(PURCHASE_MESSAGES.revealWarning)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(card.getByText('•••••-•••••-•••••')).toBeInTheDocument();

    fireEvent.click(card.getByRole('button', { name: 'Reveal key: Elden Ring' }));
    dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Reveal key' }));

    expect(await card.findByText(KEY)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: 'key-activation', body: { keyId: 'k-1', invoiceId: 'inv-1' } },
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Copy key: Elden Ring' })).toHaveFocus();
    expect(card.queryByRole('button', { name: /Reveal key/ })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Send as gift/ })).not.toBeInTheDocument();

    const guide = card.getByText('How to activate it').closest('details');
    if (!guide) throw new Error('No activation guide');
    expect(guide).not.toHaveAttribute('open');
    fireEvent.click(within(guide).getByText('How to activate it'));
    expect(within(guide).getAllByRole('listitem')).toHaveLength(4);
    expect(within(guide).getByText(/Activate a Product on Steam/)).toBeInTheDocument();
    // Revealing ends the right to an instant refund.
    expect(screen.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a key cannot be revealed, else the spec's words", async () => {
    let reply = {
      status: 409,
      body: { message: PURCHASE_MESSAGES.keyRefunded, code: 'EKEYVOIDED' } as unknown,
    };
    purchasesApi({ orders: [order()] }, { '/users/key-activation': () => reply });
    renderApp('/dashboard/purchases');
    const card = await keyCard('Elden Ring');

    fireEvent.click(card.getByRole('button', { name: 'Reveal key: Elden Ring' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Reveal key' }));
    expect(await dialog.findByText(PURCHASE_MESSAGES.keyRefunded)).toBeInTheDocument();

    reply = { status: 500, body: 'oops' };
    fireEvent.click(dialog.getByRole('button', { name: 'Reveal key' }));
    expect(await dialog.findByText('Failed to activate key')).toBeInTheDocument();
    expect(card.queryByText(KEY)).not.toBeInTheDocument();
  });

  it('shows a revealed key again without the warning, and copies it', async () => {
    const calls = purchasesApi({
      orders: [
        order({
          keys: [ownedKey({ state: 'revealed', revealedAt: '2026-03-03T09:00:00.000Z' })],
          refund: { eligible: false, reason: PURCHASE_MESSAGES.refundRevealed },
        }),
      ],
    });
    const writeText = stubClipboard(() => Promise.resolve());
    renderApp('/dashboard/purchases');
    const card = await keyCard('Elden Ring');
    expect(card.getByText(/Revealed on Mar 3, 2026/)).toBeInTheDocument();

    fireEvent.click(card.getByRole('button', { name: 'Show key: Elden Ring' }));
    expect(await card.findByText(KEY)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);

    fireEvent.click(card.getByRole('button', { name: 'Copy key: Elden Ring' }));
    expect(await screen.findByText('Key copied', { selector: 'li p' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(KEY);
  });

  it('asks to copy by hand when the clipboard refuses', async () => {
    purchasesApi({ orders: [order({ keys: [ownedKey({ state: 'revealed' })] })] });
    stubClipboard(() => Promise.reject(new Error('Denied')));
    renderApp('/dashboard/purchases');
    const card = await keyCard('Elden Ring');

    fireEvent.click(card.getByRole('button', { name: 'Show key: Elden Ring' }));
    fireEvent.click(await card.findByRole('button', { name: 'Copy key: Elden Ring' }));
    expect(
      await screen.findByText("Copying didn't work. Please select the key and copy it manually."),
    ).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe(KEY);
  });

  it('reveals a key received as a gift, which has no invoice of its own', async () => {
    const hades = ownedKey({ keyId: 'k-9', orderId: 'o-77', title: 'Hades', received: true });
    const calls = purchasesApi({ orders: [order()], received: [hades] });
    renderApp('/dashboard/purchases?tab=gifts');
    const card = await keyCard('Hades');
    expect(card.getByText('Gift')).toBeInTheDocument();

    fireEvent.click(card.getByRole('button', { name: 'Reveal key: Hades' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reveal key' }),
    );
    expect(await card.findByText(KEY)).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: 'key-activation', body: { keyId: 'k-9', invoiceId: 'k-9' } },
    ]);
  });

  it('strikes through the keys of a refunded order', async () => {
    purchasesApi({
      orders: [
        order({
          status: 'refunded',
          keys: [ownedKey({ state: 'voided' })],
          refund: { eligible: false, reason: PURCHASE_MESSAGES.refundStatus },
        }),
      ],
    });
    renderApp('/dashboard/purchases');
    const card = await keyCard('Elden Ring');

    expect(card.getByText('Elden Ring')).toHaveClass('line-through');
    expect(card.getByText('Refunded')).toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('gift dialog', SLOW, () => {
  it('insists on the same address twice, then sends the key', async () => {
    const calls = purchasesApi({ orders: [order()] });
    renderApp('/dashboard/purchases');
    const card = await keyCard('Elden Ring');

    fireEvent.click(card.getByRole('button', { name: 'Send as gift: Elden Ring' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send Elden Ring as a gift' }));
    const email = dialog.getByLabelText("Your friend's e-mail address");
    expect(email).toHaveFocus();
    const confirm = dialog.getByLabelText('Confirm the e-mail address');
    fireEvent.change(email, { target: { value: 'friend@example.com' } });
    fireEvent.change(confirm, { target: { value: 'fiend@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send gift' }));

    expect(await dialog.findByText(PURCHASE_MESSAGES.giftEmailsMismatch)).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    fireEvent.change(confirm, { target: { value: 'Friend@example.com' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Send gift' }));

    expect(
      await screen.findByText('Your gift is on its way to friend@example.com.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'gifts',
        body: { keyId: 'k-1', email: 'friend@example.com', confirmEmail: 'Friend@example.com' },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(card.getByText('Sent as a gift to friend@example.com')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /Reveal key/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    purchasesApi(
      { orders: [order()] },
      {
        '/users/gifts': () => ({
          status: 400,
          body: { message: PURCHASE_MESSAGES.giftToSelf, code: 'EVALIDATION' },
        }),
      },
    );
    renderApp('/dashboard/purchases');
    const card = await keyCard('Elden Ring');

    fireEvent.click(card.getByRole('button', { name: 'Send as gift: Elden Ring' }));
    const dialog = within(await screen.findByRole('dialog'));
    for (const label of ["Your friend's e-mail address", 'Confirm the e-mail address']) {
      fireEvent.change(dialog.getByLabelText(label), { target: { value: 'ada@example.com' } });
    }
    fireEvent.click(dialog.getByRole('button', { name: 'Send gift' }));
    expect(await dialog.findByText(PURCHASE_MESSAGES.giftToSelf)).toBeInTheDocument();
    await waitFor(() => {
      expect(card.getByRole('button', { name: 'Reveal key: Elden Ring' })).toBeInTheDocument();
    });
  });
});
