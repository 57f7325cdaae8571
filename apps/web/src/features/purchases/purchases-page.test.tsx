import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../lib/i18n';
import { renderApp } from '../../test/render-app';
import { invoice, invoiceDetail, order, ownedKey, purchasesApi } from './testing/purchases-api';

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

const orderCard = async (id: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name: `Order ${id}` });
  const article = heading.closest('article');
  if (!article) throw new Error(`No order ${id}`);
  return within(article);
};

describe('purchases page', SLOW, () => {
  it('lists orders with status, items, totals, hidden keys and the invoice', async () => {
    purchasesApi({
      orders: [
        order({
          keys: [ownedKey(), ownedKey({ keyId: 'k-2', title: 'Hades' })],
          refund: { eligible: false, reason: PURCHASE_MESSAGES.refundWindow },
        }),
        order({ orderId: 'o-2', status: 'under_review', keys: [], invoice: null }),
      ],
    });
    renderApp('/dashboard/purchases');

    expect(await screen.findByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Gifts received' })).not.toBeInTheDocument();

    const first = await orderCard('o-1');
    expect(first.getByText('Delivered')).toBeInTheDocument();
    expect(first.getByText('Placed on Mar 2, 2026')).toBeInTheDocument();
    expect(first.getByText('€59.99')).toBeInTheDocument();
    expect(first.getByText('−€20.00')).toBeInTheDocument();
    expect(first.getAllByText('€39.99').length).toBeGreaterThan(0);
    expect(first.getAllByText('•••••-•••••-•••••')).toHaveLength(2);
    expect(first.getByRole('button', { name: 'Reveal key: Elden Ring' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Send as gift: Hades' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Show invoice 2026-0001' })).toBeInTheDocument();
    expect(first.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();

    const second = await orderCard('o-2');
    expect(second.getByText('Under review')).toBeInTheDocument();
    expect(second.getByText(PURCHASE_MESSAGES.underReview)).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Reveal key/ })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Purchases – BigKeys');
    });
  });

  it('shows the empty state with a link to the products', async () => {
    purchasesApi({ orders: [] });
    renderApp('/dashboard/purchases');

    expect(await screen.findByText('You have not bought anything yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('says so while loading, and offers a retry when the orders fail to load', async () => {
    let fail = true;
    purchasesApi(
      { orders: [order()] },
      {
        '/users/orders': () =>
          fail
            ? { status: 500, body: { message: 'Boom', code: 'EINTERNAL' } }
            : { body: { orders: [order()], page: 1, pageSize: 10, total: 1 } },
      },
    );
    renderApp('/dashboard/purchases');

    expect(await screen.findByText('Loading your orders…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load your orders")).toBeInTheDocument();

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await orderCard('o-1')).toBeTruthy();
  });

  it('cancels a refundable order after confirmation', async () => {
    const state = { orders: [order()] };
    const calls = purchasesApi(state, {
      '/users/orders/o-1/refund': () => {
        state.orders = [
          order({
            status: 'refunded',
            keys: [ownedKey({ state: 'voided' })],
            refund: { eligible: false, reason: PURCHASE_MESSAGES.refundStatus },
          }),
        ];
        return { body: { orderId: 'o-1', status: 'refunded' } };
      },
    });
    renderApp('/dashboard/purchases');

    const card = await orderCard('o-1');
    expect(
      card.getByText(/You can cancel this order for a full refund until Mar 9, 2026/),
    ).toBeInTheDocument();

    fireEvent.click(card.getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText(/€39.99 is refunded/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    fireEvent.click(card.getByRole('button', { name: 'Cancel and refund' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel and refund',
      }),
    );
    expect(
      await screen.findByText('Your order was cancelled. The refund of €39.99 is on its way.'),
    ).toBeInTheDocument();
    const refunded = await orderCard('o-1');
    expect(
      await refunded.findByText('Refunded', { selector: 'span.rounded-full.px-2\\.5' }),
    ).toBeInTheDocument();
    expect(refunded.getByText('•••••-•••••-•••••')).toHaveClass('line-through');
    expect(refunded.queryByRole('button', { name: 'Cancel and refund' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a refund", async () => {
    purchasesApi(
      { orders: [order()] },
      {
        '/users/orders/o-1/refund': () => ({
          status: 409,
          body: { message: PURCHASE_MESSAGES.refundRevealed, code: 'EREFUND' },
        }),
      },
    );
    renderApp('/dashboard/purchases');

    const card = await orderCard('o-1');
    fireEvent.click(card.getByRole('button', { name: 'Cancel and refund' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Cancel and refund',
      }),
    );
    expect(await screen.findByText(PURCHASE_MESSAGES.refundRevealed)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('pages through the orders', async () => {
    const orders = Array.from({ length: 12 }, (_, index) => order({ orderId: `o-${index + 1}` }));
    const { router } = (() => {
      purchasesApi({ orders });
      return renderApp('/dashboard/purchases');
    })();

    expect(await orderCard('o-1')).toBeTruthy();
    const pages = within(screen.getByRole('navigation', { name: 'Order pages' }));
    expect(pages.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(pages.getByRole('link', { name: 'Next' }));

    expect(await orderCard('o-11')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('heading', { name: 'Order o-1' })).not.toBeInTheDocument();
  });

  it('lists invoices with their PDF and shows one in detail', async () => {
    purchasesApi(
      { orders: [order()], invoices: [invoice()] },
      {
        '/users/invoices/detail': (url) =>
          url.searchParams.get('invoiceId') === 'inv-1'
            ? { body: invoiceDetail() }
            : {
                status: 404,
                body: { message: PURCHASE_MESSAGES.invoiceNotFound, code: 'ENOTFOUND' },
              },
      },
    );
    const { router } = renderApp('/dashboard/purchases');

    fireEvent.click(await screen.findByRole('tab', { name: 'Invoices' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?tab=invoices');
    });
    const list = within(await screen.findByRole('list', { name: 'Your invoices' }));
    expect(list.getByText('2026-0001', { exact: false })).toBeInTheDocument();
    expect(list.getByText('€39.99')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Download PDF: invoice 2026-0001' })).toHaveAttribute(
      'href',
      '/api/v1/users/invoices/inv-1/pdf',
    );
    expect(list.getByRole('link', { name: 'Download PDF: invoice 2026-0001' })).toHaveAttribute(
      'download',
    );

    fireEvent.click(list.getByRole('button', { name: 'Details: invoice 2026-0001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice 2026-0001' }));
    expect(await dialog.findByText('VAT (19%)')).toBeInTheDocument();
    expect(dialog.getByText('€33.61')).toBeInTheDocument();
    expect(dialog.getByText('€6.38')).toBeInTheDocument();
    expect(dialog.getByText(/Ada Lovelace/)).toBeInTheDocument();
    expect(dialog.getByText(/Switzerland/)).toBeInTheDocument();

    // The footer's Close, after the header's close button.
    const [, close] = dialog.getAllByRole('button', { name: 'Close' });
    if (!close) throw new Error('No Close button');
    fireEvent.click(close);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('shows the level discount as a line of its own on the order and its invoice', async () => {
    // €59.99 on sale for €39.99; a Loot Hunter's 3 % of €39.99 is €1.20.
    const figures = { subtotal: 5999, discount: 2000, loyaltyDiscount: 120, total: 3879 };
    purchasesApi(
      { orders: [order(figures)], invoices: [invoice({ total: 3879 })] },
      {
        '/users/invoices/detail': () => ({
          body: invoiceDetail({ ...figures, net: 3260, vat: 619 }),
        }),
      },
    );
    renderApp('/dashboard/purchases');

    const card = await orderCard('o-1');
    expect(card.getByText('Discount').nextSibling).toHaveTextContent('−€20.00');
    expect(card.getByText('Level discount').nextSibling).toHaveTextContent('−€1.20');
    expect(card.getByText('Total').nextSibling).toHaveTextContent('€38.79');

    fireEvent.click(card.getByRole('button', { name: 'Show invoice 2026-0001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice 2026-0001' }));
    expect(await dialog.findByText('Subtotal')).toBeInTheDocument();
    expect(dialog.getByText('Subtotal').nextSibling).toHaveTextContent('€59.99');
    expect(dialog.getByText('Discount').nextSibling).toHaveTextContent('−€20.00');
    expect(dialog.getByText('Level discount').nextSibling).toHaveTextContent('−€1.20');
    expect(dialog.getByText('Net').nextSibling).toHaveTextContent('€32.60');
    expect(dialog.getByText('Total').nextSibling).toHaveTextContent('€38.79');
  });

  it('shows no level discount line on an order and invoice without one', async () => {
    purchasesApi(
      { orders: [order()], invoices: [invoice()] },
      { '/users/invoices/detail': () => ({ body: invoiceDetail() }) },
    );
    renderApp('/dashboard/purchases');

    const card = await orderCard('o-1');
    expect(card.getByText('Discount').nextSibling).toHaveTextContent('−€20.00');
    expect(card.queryByText('Level discount')).not.toBeInTheDocument();
    fireEvent.click(card.getByRole('button', { name: 'Show invoice 2026-0001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice 2026-0001' }));
    expect(await dialog.findByText('Discount')).toBeInTheDocument();
    expect(dialog.queryByText('Level discount')).not.toBeInTheDocument();
  });

  it("speaks the visitor's language, also after switching", async () => {
    purchasesApi({ orders: [order({ status: 'under_review', keys: [] })] });
    renderApp('/dashboard/purchases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();

    await act(() => chooseLanguage('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Käufe' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Rechnungen' })).toBeInTheDocument();
    expect(screen.getByText('In Prüfung')).toBeInTheDocument();
    expect(screen.getByText(/Dein Kauf wird zu deiner Sicherheit geprüft/)).toBeInTheDocument();
  });
});
