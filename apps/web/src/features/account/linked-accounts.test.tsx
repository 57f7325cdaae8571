import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SocialAccountsReply } from '@store/shared/schemas/social-links';
import { authReply, sessions, setCsrfCookie, user } from '../../test/account-fixtures';
import { stubApi, type FakeReply, type FakeRequest, type FakeRoute } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { useAuthStore } from '../../stores/auth';
import { providerNavigation } from './utils/provider-navigation';

const SLOW = { timeout: 20_000 };
const GOOGLE_AT = 'https://accounts.example.test/authorize?state=abc';

function accountsReply(overrides: Partial<SocialAccountsReply> = {}): SocialAccountsReply {
  return {
    accounts: [
      {
        provider: 'google',
        name: 'Google',
        available: true,
        linked: true,
        linkedAt: '2026-01-10T08:00:00.000Z',
      },
      { provider: 'discord', name: 'Discord', available: true, linked: false, linkedAt: null },
    ],
    hasPassword: true,
    ...overrides,
  };
}

/** Ada on the security page; `calls` records each request to the linked accounts' routes. */
function securityApi(routes: Record<string, FakeRoute> = {}, reply = accountsReply()) {
  const calls: { path: string; request: FakeRequest }[] = [];
  let signedIn = true;
  const recorded =
    (path: string, answer: (request: FakeRequest) => FakeReply): FakeRoute =>
    (_url, request) => {
      calls.push({ path, request });
      return answer(request);
    };
  stubApi({
    '/auth/me': () =>
      signedIn ? { body: authReply() } : { status: 401, body: { message: '', code: 'X' } },
    '/auth/providers': () => ({ body: [] }),
    '/auth/logout': recorded('/auth/logout', () => {
      signedIn = false;
      return { body: { success: true } };
    }),
    '/users/sessions': () => ({ body: sessions() }),
    '/users/social-accounts': () => ({ body: reply }),
    ...Object.fromEntries(
      Object.entries(routes).map(([path, route]) => [
        path,
        (url: URL, request: FakeRequest) => {
          calls.push({ path, request });
          return route(url, request);
        },
      ]),
    ),
  });
  return calls;
}

const linkedAccounts = async () =>
  within(await screen.findByRole('region', { name: 'Linked accounts' }));

describe('linked accounts', SLOW, () => {
  it('shows each provider’s state and leaves for the provider to link one', async () => {
    const open = vi.spyOn(providerNavigation, 'open').mockImplementation(() => undefined);
    setCsrfCookie('csrf-token');
    const calls = securityApi({
      '/users/social-accounts/discord/link': () => ({ body: { url: GOOGLE_AT } }),
    });
    renderApp('/dashboard/security');

    const section = await linkedAccounts();
    expect(await section.findByText('Linked since Jan 10, 2026')).toBeInTheDocument();
    expect(section.getByText('Not linked')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Unlink Google' })).toBeEnabled();

    fireEvent.click(section.getByRole('button', { name: 'Link Discord' }));
    await waitFor(() => {
      expect(open).toHaveBeenCalledWith(GOOGLE_AT);
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.request.method).toBe('POST');
    expect(calls[0]?.request.headers.get('x-csrf-token')).toBe('csrf-token');
    // Busy until the browser has gone.
    expect(section.getByRole('button', { name: 'Link Discord' })).toBeDisabled();
  });

  it('offers to sign in again when the sign-in is too old, and comes back afterwards', async () => {
    const open = vi.spyOn(providerNavigation, 'open');
    const calls = securityApi({
      '/users/social-accounts/discord/link': () => ({
        status: 403,
        body: { message: 'For your security…', code: 'REAUTH_REQUIRED' },
      }),
    });
    const { router } = renderApp('/dashboard/security');

    fireEvent.click(await (await linkedAccounts()).findByRole('button', { name: 'Link Discord' }));
    expect(await screen.findByText('Sign in again to link an account')).toBeInTheDocument();
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));

    expect(
      await screen.findByText(
        'Sign in again to link an account; you will come back to your security settings.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/dashboard/security#linked-accounts',
    );
    expect(calls.map((call) => call.path)).toEqual([
      '/users/social-accounts/discord/link',
      '/auth/logout',
    ]);
    expect(open).not.toHaveBeenCalled();
  });

  it('unlinks after confirming, and keeps the link when the customer changes their mind', async () => {
    const calls = securityApi({
      '/users/social-accounts/google': (_url, request) => {
        expect(request.method).toBe('DELETE');
        const accounts = accountsReply().accounts.map((account) => ({
          ...account,
          linked: false,
          linkedAt: null,
        }));
        return { body: accountsReply({ accounts }) };
      },
    });
    renderApp('/dashboard/security');
    const section = await linkedAccounts();

    fireEvent.click(await section.findByRole('button', { name: 'Unlink Google' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Unlink Google?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it linked' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(calls).toEqual([]);

    fireEvent.click(section.getByRole('button', { name: 'Unlink Google' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Unlink Google?' });
    expect(dialog).toHaveTextContent('You will no longer be able to sign in with Google.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));

    expect(await screen.findByText('Google has been unlinked.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(section.getAllByText('Not linked')).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it('shows the server’s refusal inside the dialog', async () => {
    securityApi({
      '/users/social-accounts/google': () => ({
        status: 400,
        body: {
          message: 'Set a password before removing your only way to sign in.',
          code: 'LAST_SIGN_IN_METHOD',
        },
      }),
    });
    renderApp('/dashboard/security');

    fireEvent.click(await (await linkedAccounts()).findByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Set a password before removing your only way to sign in.',
    );
  });

  it('does not offer to remove the only way to sign in, and says how to add a password', async () => {
    securityApi({}, accountsReply({ hasPassword: false }));
    renderApp('/dashboard/security');

    const section = await linkedAccounts();
    const unlink = await section.findByRole('button', { name: 'Unlink Google' });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAccessibleDescription(
      'This is your only way to sign in. Set a password before removing it. Set a password by e-mail',
    );
    expect(section.getByRole('link', { name: 'Set a password by e-mail' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('says so when back from the provider with the account linked, then forgets it', async () => {
    securityApi();
    const { router } = renderApp('/dashboard/security?linked=google#linked-accounts');

    expect(
      await screen.findByText('Google is now linked: you can sign in with it from now on.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(router.state.location.hash).toBe('#linked-accounts');
  });

  it('explains a provider account that belongs to someone else', async () => {
    securityApi();
    renderApp('/dashboard/security?linkError=SOCIAL_ACCOUNT_TAKEN&provider=discord');

    expect(await (await linkedAccounts()).findByRole('alert')).toHaveTextContent(
      'This Discord account is already linked to another BigKeys account.',
    );
  });

  it('offers to sign in again when the provider’s return says the sign-in was too old', async () => {
    securityApi();
    renderApp('/dashboard/security?linkError=REAUTH_REQUIRED&provider=google');

    const section = await linkedAccounts();
    expect(await section.findByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      '/auth/me': () => ({ body: authReply(user()) }),
      '/auth/providers': () => ({ body: [] }),
      '/users/sessions': () => ({ body: sessions() }),
      '/users/social-accounts': () =>
        fail
          ? { status: 500, body: { message: 'boom', code: 'INTERNAL' } }
          : { body: accountsReply() },
    });
    renderApp('/dashboard/security');

    const section = await linkedAccounts();
    expect(await section.findByText("We couldn't load your linked accounts")).toBeInTheDocument();
    fail = false;
    fireEvent.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByRole('button', { name: 'Unlink Google' })).toBeInTheDocument();
  });
});
