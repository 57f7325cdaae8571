import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { openPayout, payoutsPage, staffMember, staffMeReply } from '../testing/admin-api';

const SLOW = { timeout: 20_000 };

const ledgerEntry = (kind: string, account: string, amount: number) => ({
  kind,
  account,
  amount,
  currency: 'EUR',
  at: '2026-03-02T10:00:00.000Z',
});

describe('referral payouts: settled list and ledger entries', SLOW, () => {
  it('opens a payout’s ledger entries, both rows of each movement', async () => {
    const payout = openPayout('p-7', 'dana@x.test', 1250);
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('finance')),
      '/admin/referral-payouts': () => ({ body: payoutsPage([payout]) }),
      '/admin/referral-payouts/p-7': () => ({
        body: {
          payout,
          entries: [
            ledgerEntry('requested', 'unpaid', -1250),
            ledgerEntry('requested', 'payout', 1250),
          ],
        },
      }),
    });
    renderApp('/admin/referral-payouts');

    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Show the ledger entries of the payout of 12.50 EUR to dana@x.test',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ledger entries of this payout' });
    const table = await within(dialog).findByRole('table', { name: 'Ledger entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('RequestedAvailable-12.50 EUR'),
      expect.stringContaining('RequestedPayout requested+12.50 EUR'),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the settled payouts on their own tab, paged, with their outcome', async () => {
    const requested: string[] = [];
    const settled = [
      {
        ...openPayout('p-8', 'eli@x.test', 3000),
        status: 'rejected' as const,
        rejectedAt: '2026-03-04T09:00:00.000Z',
      },
      {
        ...openPayout('p-9', 'fay@x.test', 4000),
        status: 'paid' as const,
        paidAt: '2026-03-03T09:00:00.000Z',
      },
    ];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('finance')),
      '/admin/referral-payouts': (url) => {
        requested.push(url.search);
        const page = Number(url.searchParams.get('page'));
        return url.searchParams.get('status') === 'settled'
          ? { body: { ...payoutsPage(settled.slice(page - 1, page), page, 2), total: 2 } }
          : { body: payoutsPage([]) };
      },
    });
    renderApp('/admin/referral-payouts');

    expect(await screen.findByText('No payout requests are waiting.')).toBeVisible();
    fireEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    const table = await screen.findByRole('table', { name: 'Settled payouts' });
    expect(within(table).getByText('eli@x.test').closest('tr')).toHaveTextContent('Rejected');
    expect(within(table).queryByRole('button', { name: /Mark the payout/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table).findByText('fay@x.test')).toBeVisible();
    expect(within(table).getByText('fay@x.test').closest('tr')).toHaveTextContent('Paid');
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(requested).toEqual(
      expect.arrayContaining([
        '?status=open&page=1',
        '?status=settled&page=1',
        '?status=settled&page=2',
      ]),
    );
  });

  it('says so when a payout’s entries could not load', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('finance')),
      '/admin/referral-payouts': () => ({ body: payoutsPage([openPayout('p-6', 'gil@x.test')]) }),
      '/admin/referral-payouts/p-6': () => ({
        status: 404,
        body: { message: 'Payout not found.', code: 'NOT_FOUND' },
      }),
    });
    renderApp('/admin/referral-payouts');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Show the ledger entries of the payout of 25.00 EUR to gil@x.test',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ledger entries of this payout' });
    expect(await within(dialog).findByText('The ledger entries could not load.')).toBeVisible();
  });
});
