import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { User } from '@store/shared/schemas/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth';
import { badRequest, meRoute, user } from '../test/account-fixtures';
import { stubApi, type FakeRoute } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const WELCOME = { level: 1, name: 'Welcome to BigKeys, Ada!' } as const;

/** Ada is signed in; her account is as `account` says, and may change as the test goes. */
function welcomeApi(account: User, overrides: Record<string, FakeRoute> = {}) {
  const state = { account: account as User | null };
  const fetchMock = stubApi({
    '/auth/me': meRoute(() => state.account),
    '/auth/providers': () => ({ body: [] }),
    '/product/countries': () => ({
      body: [{ code: 'CH', name: 'Switzerland', currency: 'CHF', region: 'CH' }],
    }),
    ...overrides,
  });
  return { fetchMock, state };
}

describe('welcome page', () => {
  it('is all a signed-in user with an unverified e-mail sees, on every path', async () => {
    welcomeApi(user({ emailVerified: false }));
    const { router } = renderApp('/products');

    expect(await screen.findByRole('heading', WELCOME)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All products' })).not.toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit code to ada@example.com/)).toBeInTheDocument();

    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', WELCOME)).toBeInTheDocument();
    expect(
      screen.queryByRole('navigation', { name: 'Dashboard sections' }),
    ).not.toBeInTheDocument();
  });

  it('verifies the e-mail with the code and then shows the page asked for', async () => {
    let sentCode: unknown;
    welcomeApi(user({ emailVerified: false }), {
      '/users/verify-email': (_url, request) => {
        sentCode = request.body;
        return { body: { success: true, user: user() } };
      },
    });
    renderApp('/dashboard');

    await screen.findByRole('heading', WELCOME);
    fireEvent.change(screen.getByRole('textbox', { name: 'Verification code' }), {
      target: { value: '123456' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ada!' }),
    ).toBeInTheDocument();
    expect(sentCode).toEqual({ verificationCode: '123456' });
    expect(useAuthStore.getState().isEmailVerified).toBe(true);
  });

  it("shows the server's reason when the code is wrong", async () => {
    welcomeApi(user({ emailVerified: false }), {
      '/users/verify-email': () => badRequest(AUTH_MESSAGES.verificationCodeInvalid),
    });
    renderApp('/about');

    await screen.findByRole('heading', WELCOME);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();

    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(AUTH_MESSAGES.verificationCodeInvalid)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it("submits the code from the e-mail's link at once", async () => {
    let sentCode: unknown;
    welcomeApi(user({ emailVerified: false }), {
      '/users/verify-email': (_url, request) => {
        sentCode = request.body;
        return { body: { success: true, user: user() } };
      },
    });
    const { router } = renderApp('/dashboard?code=654321');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ada!' }),
    ).toBeInTheDocument();
    expect(sentCode).toEqual({ verificationCode: '654321' });
    expect(router.state.location.search).toBe('');
  });

  it('resends the code, then waits a minute before it can be asked again', async () => {
    welcomeApi(user({ emailVerified: false }), {
      '/users/resend-verification': () => ({ body: { success: true, message: 'Sent' } }),
    });
    renderApp('/about');

    await screen.findByRole('heading', WELCOME);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByText('A new code is on its way to ada@example.com.')).toBeVisible();
    const waiting = screen.getByRole('button', { name: /Send a new code in \d+ s/ });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveTextContent('Send a new code in 60 s');
  });

  it("shows the server's message when a new code is asked for too soon", async () => {
    welcomeApi(user({ emailVerified: false }), {
      '/users/resend-verification': () => ({
        status: 429,
        body: { message: AUTH_MESSAGES.verificationResendTooSoon, code: 'RATE_LIMITED' },
      }),
    });
    renderApp('/about');

    fireEvent.click(await screen.findByRole('button', { name: 'Send a new code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      AUTH_MESSAGES.verificationResendTooSoon,
    );
    expect(screen.getByRole('button', { name: /Send a new code in/ })).toBeDisabled();
  });

  it('asks only for the missing profile fields, then asks to sign in again', async () => {
    let saved: unknown;
    const { state } = welcomeApi(user({ lastName: 'Unknown', city: null, hasMissingInfo: true }), {
      '/users/settings': (_url, request) => {
        saved = request.body;
        state.account = null;
        return { body: { success: true, user: user() } };
      },
    });
    const { router } = renderApp('/products');

    expect(await screen.findByRole('heading', WELCOME)).toBeInTheDocument();
    expect(screen.getByText('ada@example.com is verified.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Last name' }), {
      target: { value: 'Lovelace' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), {
      target: { value: 'Zürich' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile saved. Please sign in again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/products');
    expect(saved).toEqual({ userId: 'u-1', lastName: 'Lovelace', city: 'Zürich' });
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, user: null });
  });

  it('signs out from the welcome page', async () => {
    const { state } = welcomeApi(user({ emailVerified: false }), {
      '/auth/logout': () => {
        state.account = null;
        return { body: { success: true } };
      },
    });
    const { router } = renderApp('/about');

    await screen.findByRole('heading', WELCOME);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });
});
