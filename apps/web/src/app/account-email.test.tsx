import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { User } from '@store/shared/schemas/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { authReply, badRequest, meRoute, sessions, user } from '../test/account-fixtures';
import { stubApi, UNAUTHORIZED, type FakeRequest, type FakeRoute } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const TOKEN = 'A'.repeat(43);

/** The store with Ada, signed in as `account` (or a guest for null). */
function accountApi(account: User | null, overrides: Record<string, FakeRoute> = {}) {
  const state = { account };
  const requests: { path: string; request: FakeRequest }[] = [];
  const record =
    (path: string, reply: FakeRoute): FakeRoute =>
    (url, request) => {
      requests.push({ path, request });
      return reply(url, request);
    };
  stubApi({
    '/auth/me': meRoute(() => state.account),
    '/auth/providers': () => ({ body: [] }),
    '/users/u-1': () => (state.account ? { body: state.account } : UNAUTHORIZED),
    '/users/sessions': () => ({ body: sessions() }),
    '/product/countries': () => ({
      body: [{ code: 'CH', name: 'Switzerland', currency: 'CHF', region: 'CH' }],
    }),
    ...Object.fromEntries(
      Object.entries(overrides).map(([path, reply]) => [path, record(path, reply)]),
    ),
  });
  return { state, requests };
}

describe('changing the e-mail address in the user settings', () => {
  it('asks for the current password, then tells where the link went on the sign-in page', async () => {
    const { state, requests } = accountApi(user(), {
      '/users/settings': (_url, request) => {
        const body = request.body as { currentPassword?: string };
        if (body.currentPassword !== 'right-password-1') {
          return badRequest(AUTH_MESSAGES.currentPasswordWrong);
        }
        return { body: { success: true, user: user(), pendingEmail: 'ada@new.example' } };
      },
    });
    const { router } = renderApp('/dashboard/user-settings');

    const newEmail = await screen.findByRole('textbox', { name: 'New e-mail address' });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    fireEvent.change(newEmail, { target: { value: ' Ada@New.example ' } });
    const password = await screen.findByLabelText('Current password');
    const submit = screen.getByRole('button', { name: 'Change e-mail address' });

    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_MESSAGES.currentPasswordRequired)).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    fireEvent.change(password, { target: { value: 'wrong-password' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.currentPasswordWrong);

    fireEvent.change(password, { target: { value: 'right-password-1' } });
    state.account = null;
    fireEvent.click(submit);
    expect(
      await screen.findByText(
        'We sent a confirmation link to ada@new.example; your address changes when you open it. Until then, sign in with your current address.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(requests.at(-1)?.request.body).toEqual({
      userId: 'u-1',
      email: 'ada@new.example',
      currentPassword: 'right-password-1',
    });
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, user: null });
  });

  it('asks no password of an account that signs in only with a social provider', async () => {
    const { requests } = accountApi(user({ hasPassword: false }), {
      '/users/settings': () => ({
        body: { success: true, user: user(), pendingEmail: 'ada@new.example' },
      }),
    });
    renderApp('/dashboard/user-settings');

    fireEvent.change(await screen.findByRole('textbox', { name: 'New e-mail address' }), {
      target: { value: 'ada@new.example' },
    });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    await waitFor(() => {
      expect(requests).toHaveLength(1);
    });
    expect(requests[0]?.request.body).toEqual({ userId: 'u-1', email: 'ada@new.example' });
  });
});

describe('the confirmation link', () => {
  it('changes nothing on opening; the press confirms and says the new address', async () => {
    const { requests } = accountApi(null, {
      '/users/email/confirm': () => ({ body: { success: true, email: 'ada@new.example' } }),
    });
    renderApp(`/account/email/confirm?token=${TOKEN}`);

    const confirm = await screen.findByRole('button', { name: 'Confirm new address' });
    expect(requests).toHaveLength(0);
    fireEvent.click(confirm);

    expect(
      await screen.findByText(
        'Done: your account’s e-mail address is now ada@new.example. Other devices have been signed out.',
      ),
    ).toBeInTheDocument();
    expect(requests[0]?.request.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says when the link is used up or expired, and where to ask again', async () => {
    accountApi(null, {
      '/users/email/confirm': () => ({
        status: 400,
        body: { message: AUTH_MESSAGES.accountLinkInvalid, code: 'LINK_INVALID' },
      }),
    });
    renderApp(`/account/email/confirm?token=${TOKEN}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm new address' }));
    expect(
      await screen.findByText(/This confirmation link is invalid, has expired or was already used/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to user settings' })).toHaveAttribute(
      'href',
      '/dashboard/user-settings',
    );
  });

  it('opens for a signed-in account that the welcome page holds', async () => {
    accountApi(user({ hasMissingInfo: true, email: 'steam-1@no-email.bigkeys.invalid' }));
    renderApp(`/account/email/confirm?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your new e-mail address' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome to BigKeys/ })).not.toBeInTheDocument();
  });
});

describe('the undo link', () => {
  it('restores the address, and leads to choosing a new password', async () => {
    const { requests } = accountApi(null, {
      '/users/email/undo': () => ({ body: { success: true, email: 'ada@example.com' } }),
    });
    renderApp(`/account/email/undo?token=${TOKEN}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Undo the change' }));
    expect(
      await screen.findByText(
        'Your account’s e-mail address is ada@example.com, and every device has been signed out.',
      ),
    ).toBeInTheDocument();
    expect(requests[0]?.request.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('the registration link', () => {
  it('fills in the code but sends it only on the press, which signs in', async () => {
    const { requests } = accountApi(null, {
      '/auth/register/verify': () => ({ body: authReply(user()) }),
    });
    const { router } = renderApp('/register/verify?email=ada%40example.com&code=654321');

    expect(await screen.findByLabelText('Verification code')).toHaveValue('654321');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(requests[0]?.request.body).toEqual({
      email: 'ada@example.com',
      verificationCode: '654321',
    });
  });

  it('asks for the address when the link lost it', async () => {
    const { requests } = accountApi(null, {
      '/auth/register/verify': () => badRequest(AUTH_MESSAGES.verificationCodeInvalid),
    });
    renderApp('/register/verify');

    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail address' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      AUTH_MESSAGES.verificationCodeInvalid,
    );
    expect(requests[0]?.request.body).toEqual({
      email: 'ada@example.com',
      verificationCode: '111111',
    });
  });
});
