import type { AdminIdentityReply } from '@store/shared/schemas/identity';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCsrfCookie } from '../../test/account-fixtures';
import { stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { staffMember, staffMeReply } from './testing/admin-api';

const SLOW = { timeout: 20_000 };

const profile = {
  _id: '42',
  personal: { email: 'ada@x.test', firstName: 'Ada', lastName: 'Lovelace', country: 'CH' },
  visibleData: ['email', 'name', 'country'],
  status: {
    emailVerified: true,
    locked: false,
    identityRequireCheck: true,
    lockedAt: null,
    lockedReason: null,
    hasPassword: true,
  },
  loyalty: { level: 1, prestige: 0 },
  referrals: { code: null, buyers: 0, referredByCode: null },
  orderCount: 0,
  lastSignInAt: null,
  createdAt: '2026-01-01T10:00:00.000Z',
};

const check: AdminIdentityReply['verifications'][number] = {
  _id: 'idv_7',
  status: 'manual_review',
  error: null,
  provider: 'sandbox',
  createdAt: '2026-03-01T09:00:00.000Z',
  decidedAt: null,
};
const waiting: AdminIdentityReply = {
  identityRequireCheck: true,
  reason: 'card_country',
  requiredBy: null,
  verifications: [check],
};

describe('a customer’s identity check in the back office', SLOW, () => {
  it('shows why it was asked for, and lets support approve a manual review', async () => {
    setCsrfCookie('csrf-token-9');
    let reply = waiting;
    const decided: string[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('support')),
      '/admin/customers/42': () => ({ body: profile }),
      '/admin/customers/42/orders': () => ({ body: { orders: [], total: 0, page: 1, pages: 0 } }),
      '/admin/customers/42/identity': () => ({ body: reply }),
      '/admin/customers/42/identity/idv_7/approve': (_url, request) => {
        expect(request.headers.get('x-csrf-token')).toBe('csrf-token-9');
        decided.push(request.method);
        reply = {
          identityRequireCheck: false,
          reason: 'card_country',
          requiredBy: null,
          verifications: [{ ...check, status: 'verified', decidedAt: 'now' }],
        };
        return { body: reply };
      },
    });
    renderApp('/admin/customers/42');

    const panel = await screen.findByRole('region', { name: 'Identity check' });
    expect(await within(panel).findByText('A card from another country')).toBeVisible();
    expect(within(panel).getByText('Waiting for manual review')).toBeVisible();
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Approve this identity check?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await within(panel).findByText('Verified')).toBeVisible();
    expect(decided).toEqual(['POST']);
    expect(within(panel).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows the staff member who required the check, and when', async () => {
    setCsrfCookie('csrf-token-9');
    const unflagged = { ...profile, status: { ...profile.status, identityRequireCheck: false } };
    let customer = unflagged;
    let identity: AdminIdentityReply = {
      identityRequireCheck: false,
      reason: null,
      requiredBy: null,
      verifications: [],
    };
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('admin')),
      '/admin/customers/42': () => ({ body: customer }),
      '/admin/customers/42/orders': () => ({ body: { orders: [], total: 0, page: 1, pages: 0 } }),
      '/admin/customers/42/identity': () => ({ body: identity }),
      '/admin/customers/42/require-identity-check': (_url, request) => {
        expect(request.method).toBe('POST');
        customer = profile;
        identity = {
          identityRequireCheck: true,
          reason: 'staff',
          requiredBy: { email: 'grace@staff.test', at: '2026-03-02T08:30:00.000Z' },
          verifications: [],
        };
        return { body: { customer } };
      },
    });
    renderApp('/admin/customers/42');

    const panel = await screen.findByRole('region', { name: 'Identity check' });
    expect(await within(panel).findByText('None')).toBeVisible();
    fireEvent.click(await screen.findByRole('button', { name: 'Require identity check' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Require an identity check?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Require check' }));

    expect(
      await within(panel).findByText(/^Required by staff: grace@staff\.test, .*2026/),
    ).toBeVisible();
    expect(within(panel).queryByText('None')).not.toBeInTheDocument();
  });

  it('is not shown to finance', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('finance')),
      '/admin/customers/42': () => ({ body: profile }),
      '/admin/customers/42/orders': () => ({ body: { orders: [], total: 0, page: 1, pages: 0 } }),
    });
    renderApp('/admin/customers/42');
    expect(await screen.findByText('ada@x.test')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Identity check' })).not.toBeInTheDocument();
  });
});
