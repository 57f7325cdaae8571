import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCsrfCookie } from '../../test/account-fixtures';
import { stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { staffMember, staffMeReply } from './testing/admin-api';

const SLOW = { timeout: 20_000 };

function profile(overrides: { locked?: boolean; role?: 'admin' | 'support' } = {}) {
  const admin = overrides.role !== 'support';
  return {
    _id: '42',
    personal: admin
      ? {
          email: 'ada@x.test',
          firstName: 'Ada',
          lastName: 'Lovelace',
          country: 'CH',
          address: 'Main Street 1',
          city: 'Zurich',
          zip: '8001',
          birthday: '1990-12-10',
          lastSignInIp: '203.0.113.7',
        }
      : { email: 'ada@x.test', firstName: 'Ada', lastName: 'Lovelace', country: 'CH' },
    visibleData: admin
      ? ['email', 'name', 'country', 'address', 'birthday', 'ip']
      : ['email', 'name', 'country'],
    status: {
      emailVerified: true,
      locked: overrides.locked ?? false,
      identityRequireCheck: false,
      lockedAt: overrides.locked ? '2026-03-02T10:00:00.000Z' : null,
      lockedReason: overrides.locked ? 'Chargeback fraud' : null,
      hasPassword: true,
    },
    loyalty: { level: 2, prestige: 0 },
    referrals: { code: null, buyers: 0, referredByCode: null },
    orderCount: 0,
    lastSignInAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
  };
}

const noOrders = () => ({ body: { orders: [], total: 0, page: 1, pages: 0 } });
const noIdentity = () => ({
  body: { identityRequireCheck: false, reason: null, requiredBy: null, verifications: [] },
});

describe('a customer', SLOW, () => {
  it('is locked by an admin after giving a reason', async () => {
    setCsrfCookie('csrf-token-7');
    let locked = false;
    const posted: unknown[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('admin')),
      '/admin/customers/42': () => ({ body: profile({ locked }) }),
      '/admin/customers/42/orders': noOrders,
      '/admin/customers/42/identity': noIdentity,
      '/admin/customers/42/lock': (_url, request) => {
        expect(request.method).toBe('POST');
        expect(request.headers.get('x-csrf-token')).toBe('csrf-token-7');
        posted.push(request.body);
        locked = true;
        return { body: { customer: profile({ locked: true }) } };
      },
    });
    renderApp('/admin/customers/42');

    expect(await screen.findByText('203.0.113.7')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Lock account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lock this account?' });
    // No reason, no lock.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(await within(dialog).findByText('Give a reason for locking the account.')).toBeVisible();
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Chargeback fraud' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock account' }));
    expect(
      await screen.findByText('The account is locked and signed out everywhere.'),
    ).toBeVisible();
    expect(posted).toEqual([{ reason: 'Chargeback fraud' }]);
    expect(screen.getByRole('button', { name: 'Unlock account' })).toBeVisible();
  });

  it('shows support no account actions but the code, and hides what the role may not see', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('support')),
      '/admin/customers/42': () => ({
        body: {
          ...profile({ role: 'support' }),
          status: { ...profile().status, emailVerified: false },
        },
      }),
      '/admin/customers/42/orders': noOrders,
      '/admin/customers/42/identity': noIdentity,
    });
    renderApp('/admin/customers/42');

    expect(await screen.findByText('ada@x.test')).toBeVisible();
    expect(screen.getAllByText('Hidden for your role')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Lock account' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification code' })).toBeVisible();
  });
});

describe('the staff', SLOW, () => {
  it('invites a new member by e-mail with a role', async () => {
    setCsrfCookie('csrf-token-8');
    const invited: unknown[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('admin', { _id: '1' })),
      '/admin/staff': () => ({
        body: {
          members: [
            {
              _id: '1',
              email: 'admin@bigkeys.test',
              firstName: 'Grace',
              role: 'admin',
              enrolled: true,
              lastSignInAt: '2026-03-02T09:00:00.000Z',
              active: true,
              createdAt: '2026-01-01T09:00:00.000Z',
            },
          ],
          invitations: [],
        },
      }),
      '/admin/staff/invitations': (_url, request) => {
        expect(request.method).toBe('POST');
        invited.push(request.body);
        return {
          status: 201,
          body: {
            _id: '9',
            email: 'new@x.test',
            role: 'finance',
            createdAt: '2026-03-02T09:00:00.000Z',
            expiresAt: '2026-03-05T09:00:00.000Z',
          },
        };
      },
    });
    renderApp('/admin/staff');

    const list = await screen.findByRole('list', { name: 'Staff members' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Grace · admin@bigkeys.test',
    );
    // Nobody changes their own role.
    expect(within(list).getByLabelText('Role of admin@bigkeys.test')).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to the staff' });
    fireEvent.change(within(dialog).getByLabelText(/E-mail address/), {
      target: { value: 'new@x.test' },
    });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'finance' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The invitation is on its way to new@x.test.')).toBeVisible();
    expect(invited).toEqual([{ email: 'new@x.test', role: 'finance' }]);
  });

  it('accepts an invitation and shows the authenticator to set up', async () => {
    setCsrfCookie('csrf-token-9');
    const accepted: unknown[] = [];
    stubApi({
      '/admin/auth/accept-invitation': (_url, request) => {
        accepted.push(request.body);
        return {
          body: {
            step: 'enrol',
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/BigKeys:new@x.test?secret=JBSWY3DPEHPK3PXP',
          },
        };
      },
    });
    renderApp('/admin/invite?token=abcdefghijklmnopqrstuvwxyz0123456789');

    fireEvent.change(await screen.findByLabelText(/First name/), { target: { value: 'Linus' } });
    fireEvent.change(screen.getByLabelText(/Password/), {
      target: { value: 'Invited-Staff-Password-42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await waitFor(() => {
      expect(accepted).toEqual([
        {
          token: 'abcdefghijklmnopqrstuvwxyz0123456789',
          password: 'Invited-Staff-Password-42',
          firstName: 'Linus',
        },
      ]);
    });
  });
});
