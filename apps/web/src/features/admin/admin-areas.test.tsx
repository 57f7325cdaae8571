import { REFERRAL_MESSAGES } from '@store/shared/schemas/referrals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCsrfCookie } from '../../test/account-fixtures';
import { stubApi, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import {
  openPayout,
  payoutsPage,
  staffMember,
  staffMeReply,
  staffSession,
} from './testing/admin-api';

const SLOW = { timeout: 20_000 };
const OTHER = 'b'.repeat(64);
const CURRENT = 'c'.repeat(64);

describe('my sessions', SLOW, () => {
  it('lists the member’s sessions and ends another one', async () => {
    setCsrfCookie('csrf-token-2');
    let live = [staffSession(CURRENT, true), staffSession(OTHER)];
    const deletes: { url: URL; request: FakeRequest }[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/sessions': () => ({ body: { sessions: live } }),
      [`/admin/sessions/${OTHER}`]: (url, request) => {
        deletes.push({ url, request });
        live = live.filter((session) => session._id !== OTHER);
        return { status: 204, body: undefined };
      },
    });
    renderApp('/admin/sessions');

    const list = await screen.findByRole('list', { name: 'Sessions' });
    const [current, other] = within(list).getAllByRole('listitem');
    expect(current).toHaveTextContent('Firefox on Linux');
    expect(current).toHaveTextContent('This device');
    expect(within(current as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('198.51.100.4');

    fireEvent.click(screen.getByRole('button', { name: 'End the session on Safari on iPhone' }));
    expect(await screen.findByText('The session has ended.')).toBeVisible();
    expect(deletes).toHaveLength(1);
    expect(deletes[0]?.request.method).toBe('DELETE');
    expect(deletes[0]?.request.headers.get('x-csrf-token')).toBe('csrf-token-2');
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    });
  });
});

describe('referral payouts', SLOW, () => {
  it('marks a payout paid after asking, and the list follows', async () => {
    let open = [openPayout('p-1', 'ana@x.test', 2500), openPayout('p-2', 'ben@x.test', 990)];
    const decided: string[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('finance')),
      '/admin/referral-payouts': () => ({ body: payoutsPage(open) }),
      '/admin/referral-payouts/p-1/pay': (_url, request) => {
        expect(request.method).toBe('POST');
        decided.push('p-1/pay');
        const [paid] = open;
        open = open.slice(1);
        return {
          body: { ...paid, email: undefined, status: 'paid', paidAt: '2026-03-03T10:00:00Z' },
        };
      },
    });
    renderApp('/admin/referral-payouts');

    const table = await screen.findByRole('table', { name: 'Open payout requests' });
    expect(within(table).getByText('25.00 EUR')).toBeVisible();
    expect(within(table).getByText('9.90 EUR')).toBeVisible();

    fireEvent.click(
      screen.getByRole('button', { name: 'Mark the payout of 25.00 EUR to ana@x.test paid' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this payout paid?' });
    expect(dialog).toHaveTextContent('Only once the money has been sent: 25.00 EUR to ana@x.test.');
    // Cancelling settles nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(decided).toEqual([]);

    fireEvent.click(
      screen.getByRole('button', { name: 'Mark the payout of 25.00 EUR to ana@x.test paid' }),
    );
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Mark paid' }),
    );
    expect(await screen.findByText('The payout to ana@x.test is marked paid.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(decided).toEqual(['p-1/pay']);
    await waitFor(() => {
      expect(within(table).queryByText('ana@x.test')).not.toBeInTheDocument();
    });
    expect(within(table).getByText('ben@x.test')).toBeVisible();
  });

  it('shows the refusal inside the dialog when the payout was settled meanwhile', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('admin')),
      '/admin/referral-payouts': () => ({ body: payoutsPage([openPayout('p-3', 'cy@x.test')]) }),
      '/admin/referral-payouts/p-3/reject': () => ({
        status: 409,
        body: { message: REFERRAL_MESSAGES.payoutSettled, code: 'PAYOUT_SETTLED' },
      }),
    });
    renderApp('/admin/referral-payouts');

    fireEvent.click(
      await screen.findByRole('button', { name: 'Reject the payout of 25.00 EUR to cy@x.test' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this payout?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `The payout could not be settled. ${REFERRAL_MESSAGES.payoutSettled}`,
    );
  });
});

describe('audit log', SLOW, () => {
  it('searches the log through the URL and shows who did what, before and after', async () => {
    const asked: string[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('admin')),
      '/admin/audit': (url) => {
        asked.push(url.search);
        const q = url.searchParams.get('q');
        return {
          body: {
            entries: [
              {
                _id: '7',
                at: '2026-03-02T10:00:00.000Z',
                staffEmail: 'fin@bigkeys.test',
                action: q ? 'referral_payout.paid' : 'staff.signed_in',
                targetType: 'referral_payout',
                targetId: 'p-9',
                before: { status: 'requested' },
                after: { status: 'paid', amount: 2500 },
              },
            ],
            total: 120,
            page: Number(url.searchParams.get('page') ?? 1),
            pages: 3,
          },
        };
      },
    });
    const { router } = renderApp('/admin/audit');

    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(within(table).getByText('staff.signed_in')).toBeVisible();
    expect(screen.getByText('120 entries')).toBeVisible();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'payout' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(table).findByText('referral_payout.paid')).toBeVisible();
    expect(router.state.location.search).toBe('?q=payout');
    const row = within(table).getByText('referral_payout.paid').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('fin@bigkeys.test');
    expect(row).toHaveTextContent('referral_payout p-9');
    expect(row).toHaveTextContent('status:requested → paid');
    expect(row).toHaveTextContent('amount:— → 2500');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(router.state.location.search).toBe('?q=payout&page=2');
    expect(asked).toEqual([
      '?page=1&limit=50',
      '?q=payout&page=1&limit=50',
      '?q=payout&page=2&limit=50',
    ]);
  });
});
