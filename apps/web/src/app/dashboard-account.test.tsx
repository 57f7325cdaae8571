import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { User } from '@store/shared/schemas/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { useThemeStore } from '../stores/theme';
import { badRequest, meRoute, sessions, user } from '../test/account-fixtures';
import { stubApi, UNAUTHORIZED, type FakeRoute } from '../test/fake-api';
import { renderApp } from '../test/render-app';

/** Ada is signed in; `state.account` becomes null when the server ends her session. */
function dashboardApi(overrides: Record<string, FakeRoute> = {}) {
  const state = { account: user() as User | null };
  stubApi({
    '/auth/me': meRoute(() => state.account),
    '/auth/providers': () => ({ body: [] }),
    '/users/u-1': () => (state.account ? { body: state.account } : UNAUTHORIZED),
    '/users/sessions': () => ({ body: sessions() }),
    '/users/social-accounts': () => ({ body: { accounts: [], hasPassword: true } }),
    '/product/countries': () => ({
      body: [
        { code: 'CH', name: 'Switzerland', currency: 'CHF', region: 'CH' },
        { code: 'DE', name: 'Germany', currency: 'EUR', region: 'EU' },
      ],
    }),
    ...overrides,
  });
  return state;
}

describe('dashboard', () => {
  it('greets the user and links every section from the overview', async () => {
    dashboardApi();
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ada!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Dashboard sections' }));
    expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'User settings' })).toHaveAttribute(
      'href',
      '/dashboard/user-settings',
    );
    expect(nav.getByRole('link', { name: 'Purchases' })).toBeInTheDocument();
  });
});

describe('user settings', () => {
  it('saves the profile, which ends the session, and asks to sign in again', async () => {
    let saved: unknown;
    const state = dashboardApi({
      '/users/settings': (_url, request) => {
        saved = { method: request.method, body: request.body };
        return { body: { success: true, user: user({ city: 'Basel' }) } };
      },
    });
    const { router } = renderApp('/dashboard/user-settings');

    const city = await screen.findByRole('textbox', { name: 'City' });
    expect(city).toHaveValue('Zürich');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('CH');
    fireEvent.change(city, { target: { value: 'Basel' } });
    state.account = null;
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Settings saved. Please sign in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/dashboard/user-settings');
    expect(saved).toEqual({ method: 'PATCH', body: { userId: 'u-1', city: 'Basel' } });
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, user: null });
  });

  it('saves the notification channels together', async () => {
    let saved: unknown;
    const state = dashboardApi({
      '/users/settings': (_url, request) => {
        saved = request.body;
        return { body: { success: true, user: user() } };
      },
    });
    // Text messages need a confirmed number.
    state.account = user({ phone: '+41791234567' });
    renderApp('/dashboard/user-settings');

    const sms = await screen.findByRole('switch', { name: /SMS/ });
    const save = screen.getByRole('button', { name: 'Save notifications' });
    expect(save).toBeDisabled();
    fireEvent.click(sms);
    fireEvent.click(save);

    expect(await screen.findByText('Settings saved. Please sign in again.')).toBeInTheDocument();
    expect(saved).toEqual({
      userId: 'u-1',
      notifications: { browser: false, email: true, sms: true },
    });
  });

  it('changes the theme on this device and notes that the region is set by support', async () => {
    dashboardApi();
    renderApp('/dashboard/user-settings');

    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(localStorage.getItem('bigkeys-theme')).toContain('dark');
    expect(screen.getByText('Region can be changed only via support')).toBeInTheDocument();
    const themes = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(themes).toEqual(['light', 'dark', 'auto']);
  });

  it("shows the server's message when saving fails", async () => {
    dashboardApi({ '/users/settings': () => ({ status: 500, body: {} }) });
    renderApp('/dashboard/user-settings');

    fireEvent.change(await screen.findByRole('textbox', { name: 'Postcode' }), {
      target: { value: '8002' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update settings due to server error',
    );
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
  });
});

describe('security', () => {
  it('changes the password and keeps this session', async () => {
    let sent: unknown;
    dashboardApi({
      '/users/update-password': (_url, request) => {
        sent = request.body;
        const { currentPassword } = request.body as { currentPassword: string };
        return currentPassword === 'old-password-1'
          ? { body: { success: true } }
          : badRequest(AUTH_MESSAGES.currentPasswordWrong);
      },
    });
    renderApp('/dashboard/security');

    await screen.findByRole('heading', { level: 1, name: 'Security' });
    const fill = (label: string, value: string) => {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    };
    fill('Current password', 'guess-password');
    fill('New password', 'Analytical-Engine-1843');
    fill('Confirm new password', 'Analytical-Engine-1843');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.currentPasswordWrong);

    fill('Current password', 'old-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'Your password has been changed. Other sessions have been signed out.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'Analytical-Engine-1843',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
  });

  it('checks the new password and its confirmation', async () => {
    dashboardApi();
    renderApp('/dashboard/security');

    await screen.findByRole('heading', { level: 1, name: 'Security' });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'old' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'other' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByText(
        'Choose a stronger password that meets the minimum security requirements.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
  });

  it('lists the sessions with this device marked and signs out the others', async () => {
    let revoked = false;
    dashboardApi({
      '/users/sessions': () => ({
        body: revoked ? sessions().filter((session) => session.current) : sessions(),
      }),
      '/users/sessions/revoke-others': (_url, request) => {
        expect(request.method).toBe('POST');
        revoked = true;
        return { body: { success: true } };
      },
    });
    renderApp('/dashboard/security');

    const current = (await screen.findByText('Chrome on Windows')).closest('li');
    expect(current).toHaveTextContent('This device');
    expect(screen.getByText('Safari on iOS')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out of all other sessions' }));

    expect(await screen.findByText('All other sessions have been signed out.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Sign out of all other sessions' })).toBeDisabled();
  });

  it('clears the sign-in when any call answers 401', async () => {
    dashboardApi({ '/users/sessions': () => UNAUTHORIZED });
    const { router } = renderApp('/dashboard/security');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    expect(router.state.location.search).toBe('?redirect=/dashboard/security');
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, user: null, token: null });
  });
});
