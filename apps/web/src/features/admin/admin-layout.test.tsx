import { STAFF_MESSAGES, type StaffMember, type StaffRole } from '@store/shared/schemas/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, UNAUTHORIZED } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { ADMIN_AREAS } from './admin-routes';
import { STAFF_ONLY_REPLY, staffMember, staffMeReply } from './testing/admin-api';

const SLOW = { timeout: 20_000 };

// The shell is tested over areas of its own: a first one for support and finance, then the
// shell's own pages, whatever other areas the back office has meanwhile.
vi.mock('./admin-routes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./admin-routes')>();
  const own = actual.ADMIN_AREAS.filter((area) =>
    ['referral-payouts', 'audit', 'sessions'].includes(area.path),
  );
  const [template] = own;
  if (!template) throw new Error('The shell’s own areas are missing');
  const areas: typeof actual.ADMIN_AREAS = [
    {
      ...template,
      path: 'first',
      roles: ['support', 'finance'],
      labelKey: 'orders',
      lazy: () => Promise.resolve({ Component: () => <h1>The first area</h1> }),
    },
    ...own,
  ];
  return {
    ...actual,
    ADMIN_AREAS: areas,
    areasFor: (role: StaffRole) => actual.areasFor(role, areas),
  };
});

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Back office navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('back office layout', SLOW, () => {
  it('shows a finance member only the areas of finance, and opens the first', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('finance')),
      '/admin/referral-payouts': () => ({ body: { payouts: [], total: 0, page: 1, pages: 0 } }),
    });
    const { router } = renderApp('/admin');

    expect(await navLinks()).toEqual([
      ['Orders', '/admin/first'],
      ['Referral payouts', '/admin/referral-payouts'],
      ['My sessions', '/admin/sessions'],
    ]);
    expect(screen.getByText('finance@bigkeys.test')).toBeVisible();
    expect(screen.getByText('Finance')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'The first area' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/first');
    await waitFor(() => {
      expect(document.title).toBe('Orders · Back office – BigKeys');
    });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#admin-main',
    );

    fireEvent.click(screen.getByRole('link', { name: 'Referral payouts' }));
    expect(await screen.findByText('No payout requests are waiting.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Referral payouts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the first area a role may see: one without the first area skips it', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/sessions': () => ({ body: { sessions: [] } }),
    });
    const { router } = renderApp('/admin');

    expect(await navLinks()).toEqual([['My sessions', '/admin/sessions']]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My sessions' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/sessions');
  });

  it('shows an admin every area', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('admin')),
      '/admin/sessions': () => ({ body: { sessions: [] } }),
    });
    renderApp('/admin/sessions');

    expect((await navLinks()).map(([, href]) => href)).toEqual(
      ADMIN_AREAS.map((area) => `/admin/${area.path}`),
    );
  });

  it('tells a member when an area belongs to another role, and when a page does not exist', async () => {
    stubApi({ '/admin/me': () => staffMeReply(staffMember('catalogue')) });
    const { router } = renderApp('/admin/audit');

    expect(await screen.findByText(STAFF_MESSAGES.roleRefused)).toBeVisible();
    expect((await navLinks()).map(([, href]) => href)).not.toContain('/admin/audit');

    await router.navigate('/admin/nothing-here');
    expect(await screen.findByText('Page not found')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('tells a signed-in customer the area is for staff only, with a way back to the store', async () => {
    stubApi({ '/admin/me': () => STAFF_ONLY_REPLY });
    renderApp('/admin');

    expect(await screen.findByText(STAFF_MESSAGES.staffOnly)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
  });

  it('opens while the store is under construction, without the store’s gates or calls', async () => {
    const fetch = stubApi({
      '/product/home': () => ({
        body: { underConstruction: true, supportEmail: 'support@bigkeys.local' },
      }),
      '/admin/me': () => staffMeReply(null),
    });
    renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
    const asked = fetch.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input.toString(),
    );
    expect(asked).toEqual(['/api/v1/admin/me']);
  });

  it('signs out, and shows the sign-in when the staff session has ended', async () => {
    let member: StaffMember | null = staffMember('support');
    let expired = false;
    stubApi({
      '/admin/me': () => staffMeReply(member),
      '/admin/sessions': () => (expired ? UNAUTHORIZED : { body: { sessions: [] } }),
      '/admin/auth/logout': (_url, request) => {
        expect(request.method).toBe('POST');
        member = null;
        return { status: 204, body: undefined };
      },
    });
    const first = renderApp('/admin/sessions');

    expect(await screen.findByRole('heading', { level: 1, name: 'My sessions' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
    first.unmount();

    // Idle for too long: the next staff call answers 401.
    member = staffMember('support');
    expired = true;
    renderApp('/admin/sessions');
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
  });
});
