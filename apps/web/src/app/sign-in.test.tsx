import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { User } from '@store/shared/schemas/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../stores/auth';
import {
  authReply,
  badRequest,
  meRoute,
  sessions,
  setCsrfCookie,
  user,
} from '../test/account-fixtures';
import { stubApi, type FakeRequest, type FakeRoute } from '../test/fake-api';
import { renderApp } from '../test/render-app';

/** The account API of a store with one customer, Ada, whose password is `right-password-1`. */
function accountApi(overrides: Record<string, FakeRoute> = {}) {
  let signedIn: User | null = null;
  const requests: { path: string; request: FakeRequest }[] = [];
  const fetchMock = stubApi({
    '/auth/me': meRoute(() => signedIn),
    '/auth/providers': () => ({ body: [] }),
    '/auth/login': (_url, request) => {
      requests.push({ path: '/auth/login', request });
      const body = request.body as { email: string; password: string };
      if (body.password !== 'right-password-1') {
        return {
          status: 401,
          body: { message: AUTH_MESSAGES.invalidCredentials, code: 'UNAUTHORIZED' },
        };
      }
      signedIn = user();
      return { body: authReply(signedIn) };
    },
    '/auth/logout': (_url, request) => {
      requests.push({ path: '/auth/logout', request });
      signedIn = null;
      return { body: { success: true } };
    },
    '/users/sessions': () => ({ body: sessions() }),
    '/users/social-accounts': () => ({ body: { accounts: [], hasPassword: true } }),
    ...overrides,
  });
  return { fetchMock, requests };
}

function signIn(password = 'right-password-1') {
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), {
    target: { value: ' Ada@Example.com ' },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('sign-in', () => {
  it('signs in and goes to the dashboard, sending the CSRF token from the cookie', async () => {
    setCsrfCookie('nonce.signature');
    const { requests } = accountApi();
    const { router } = renderApp('/login');

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    signIn();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ada!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const login = requests.find(({ path }) => path === '/auth/login')?.request;
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ email: 'ada@example.com', password: 'right-password-1' });
    expect(login?.headers.get('x-csrf-token')).toBe('nonce.signature');
    expect(screen.getByRole('button', { name: 'Ada' })).toHaveAttribute('aria-haspopup', 'menu');
    // The token lives in memory only; what is remembered grants nothing.
    expect(useAuthStore.getState().token).toBe('session-token');
    expect(localStorage.getItem('bigkeys-auth')).not.toContain('session-token');
  });

  it('says when the e-mail or password is wrong', async () => {
    accountApi();
    renderApp('/login');

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    signIn('wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password you entered is incorrect.',
    );
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });

  it('waits as long as a throttled sign-in is told to before trying again', async () => {
    const { requests } = accountApi({
      '/auth/login': (_url, request) => {
        requests.push({ path: '/auth/login', request });
        return {
          status: 429,
          body: { message: AUTH_MESSAGES.tooManyAttempts, code: 'LOGIN_THROTTLED' },
          headers: { 'retry-after': '42' },
        };
      },
    });
    renderApp('/login');

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
    const wait = screen.getByRole('button', { name: /^Try again in 4[12] s$/ });
    expect(wait).toBeDisabled();
    fireEvent.click(wait);
    expect(requests.filter(({ path }) => path === '/auth/login')).toHaveLength(1);
  });

  it('asks for both fields before sending anything', async () => {
    const { requests } = accountApi();
    renderApp('/login');

    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requests).toHaveLength(0);
  });

  it('sends a guest from the dashboard to sign in and back again', async () => {
    accountApi();
    const { router } = renderApp('/dashboard/security');

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=/dashboard/security');

    signIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/security');
    expect(await screen.findByText('This device')).toBeInTheDocument();
  });

  it('shows the social sign-ins the server offers and its failure message', async () => {
    accountApi({
      '/auth/providers': () => ({
        body: [
          { id: 'google', name: 'Google' },
          { id: 'discord', name: 'Discord' },
        ],
      }),
    });
    useAuthStore.getState().setPendingReferralCode('FRIEND42');
    renderApp('/login?error=social&redirect=/dashboard/security');

    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    const redirectUrl = encodeURIComponent(`${window.location.origin}/dashboard/security`);
    expect(google).toHaveAttribute(
      'href',
      `/api/v1/auth/google?redirectUrl=${redirectUrl}&referralCode=FRIEND42&lang=en`,
    );
    expect(screen.getByRole('link', { name: 'Continue with Discord' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error during social login');
  });

  it('tells a locked account coming back from a social sign-in that it is locked', async () => {
    accountApi();
    renderApp('/login?error=locked');

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This account is locked. Please contact our support.',
    );
    expect(screen.queryByText('Error during social login')).not.toBeInTheDocument();
  });

  it('shows no social buttons when none are configured', async () => {
    accountApi();
    renderApp('/login');

    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await waitFor(() => {
      expect(screen.queryByText('or continue with')).not.toBeInTheDocument();
    });
  });
});

describe('user menu', () => {
  it('logs out through the menu and goes to the sign-in page', async () => {
    const { requests } = accountApi({ '/auth/me': () => ({ body: authReply() }) });
    const { router } = renderApp('/dashboard/security');

    fireEvent.click(await screen.findByRole('button', { name: 'Ada' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => {
      expect(useAuthStore.getState().isLoggedIn).toBe(false);
    });
    // Straight to the sign-in page, not sent there by the dashboard to come back later.
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(requests.map(({ path }) => path)).toContain('/auth/logout');
    expect(useAuthStore.getState()).toMatchObject({ isLoggedIn: false, user: null, token: null });
    const banner = within(screen.getByRole('banner'));
    fireEvent.click(banner.getByRole('button', { name: 'Guest User' }));
    expect(banner.getByRole('menuitem', { name: 'Log in' })).toBeInTheDocument();
    expect(banner.getByRole('menuitem', { name: 'Register' })).toBeInTheDocument();
  });

  it('works from the keyboard: arrows move, Escape closes and returns focus', async () => {
    accountApi({ '/auth/me': () => ({ body: authReply() }) });
    renderApp('/dashboard');

    const button = await screen.findByRole('button', { name: 'Ada' });
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });

    const menu = await screen.findByRole('menu');
    await waitFor(() => {
      expect(within(menu).getByRole('menuitem', { name: 'Overview' })).toHaveFocus();
    });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(within(menu).getByRole('menuitem', { name: 'Purchases' })).toHaveFocus();
    expect(within(menu).getByRole('menuitem', { name: 'Security' })).toHaveAttribute(
      'href',
      '/dashboard/security',
    );

    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows guests as Guest User with Log in and Register in the menu', async () => {
    accountApi();
    renderApp('/login');

    const banner = within(await screen.findByRole('banner'));
    fireEvent.click(banner.getByRole('button', { name: 'Guest User' }));
    expect(banner.getByRole('menuitem', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(banner.queryByRole('button', { name: /Ada/ })).not.toBeInTheDocument();
  });
});

describe('registration', () => {
  const countries = [
    { code: 'CH', name: 'Switzerland', currency: 'CHF', region: 'CH' },
    { code: 'DE', name: 'Germany', currency: 'EUR', region: 'EU' },
  ];

  it("checks the form with the spec's messages before sending anything", async () => {
    const { requests } = accountApi({ '/product/countries': () => ({ body: countries }) });
    renderApp('/register');

    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), {
      target: { value: 'different' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in all required fields',
    );
    expect(
      screen.getByText('Choose a stronger password that meets the minimum security requirements.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(
      screen.getByText('Please accept the terms and conditions to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Strength: too weak')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('registers with every field and keeps the referral code, then the mailed code signs in', async () => {
    let registered: unknown;
    let verified: unknown;
    accountApi({
      '/product/countries': () => ({ body: countries }),
      '/auth/register': (_url, request) => {
        registered = request.body;
        return {
          status: 202,
          body: { success: true, message: AUTH_MESSAGES.registrationReceived },
        };
      },
      '/auth/register/verify': (_url, request) => {
        verified = request.body;
        return { body: authReply(user()) };
      },
    });
    const { router } = renderApp('/register?ref=%20FRIEND42%20');

    const referral = await screen.findByRole('textbox', { name: 'Referral code (optional)' });
    expect(referral).toHaveValue('FRIEND42');
    const fill = (name: string, value: string) => {
      fireEvent.change(screen.getByLabelText(name), { target: { value } });
    };
    fill('E-mail address', 'ada@example.com');
    fill('Password', 'Analytical-Engine-1843');
    fill('Confirm password', 'Analytical-Engine-1843');
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Date of birth', '1990-12-10');
    await screen.findByRole('option', { name: 'Switzerland' });
    fill('Country', 'CH');
    fill('Address', 'Bahnhofstrasse 1');
    fill('City', 'Zürich');
    fill('Postcode', '8001');
    fireEvent.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // Nobody is signed in yet: the same words whether or not the address had an account.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We sent an e-mail to ada@example.com.')).toBeInTheDocument();
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(registered).toEqual({
      email: 'ada@example.com',
      password: 'Analytical-Engine-1843',
      confirmPassword: 'Analytical-Engine-1843',
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthday: '1990-12-10',
      country: 'CH',
      address: 'Bahnhofstrasse 1',
      city: 'Zürich',
      zip: '8001',
      referralCode: 'FRIEND42',
    });
    expect(useAuthStore.getState().pendingReferralCode).toBeNull();

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(verified).toBeUndefined();

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/dashboard');
    });
    expect(verified).toEqual({ email: 'ada@example.com', verificationCode: '123456' });
    expect(useAuthStore.getState().isEmailVerified).toBe(true);
  });

  it('goes back to the filled-in form to use another address', async () => {
    accountApi({
      '/product/countries': () => ({ body: countries }),
      '/auth/register': () => ({
        status: 202,
        body: { success: true, message: AUTH_MESSAGES.registrationReceived },
      }),
    });
    renderApp('/register');
    await screen.findByRole('option', { name: 'Germany' });
    const values: Record<string, string> = {
      'E-mail address': 'ada@example.com',
      Password: 'Analytical-Engine-1843',
      'Confirm password': 'Analytical-Engine-1843',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      'Date of birth': '1990-12-10',
      Country: 'DE',
      Address: 'Unter den Linden 1',
      City: 'Berlin',
      Postcode: '10117',
    };
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Use a different e-mail address' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Berlin');
  });

  it('shows the server message when the registration is refused', async () => {
    accountApi({
      '/product/countries': () => ({ body: countries }),
      '/auth/register': () => badRequest(AUTH_MESSAGES.weakPassword),
    });
    renderApp('/register');

    await screen.findByRole('option', { name: 'Germany' });
    const values: Record<string, string> = {
      'E-mail address': 'ada@example.com',
      Password: 'Analytical-Engine-1843',
      'Confirm password': 'Analytical-Engine-1843',
      'First name': 'Ada',
      'Last name': 'Lovelace',
      'Date of birth': '1990-12-10',
      Country: 'DE',
      Address: 'Unter den Linden 1',
      City: 'Berlin',
      Postcode: '10117',
    };
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.weakPassword);
  });

  it('translates the server message into the chosen language', async () => {
    accountApi({
      '/auth/login': () => badRequest(AUTH_MESSAGES.weakPassword),
    });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });

    await screen.findByRole('heading', { level: 1, name: 'Anmelden' });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), {
      target: { value: 'ada@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wähle ein stärkeres Passwort, das die Mindestanforderungen an die Sicherheit erfüllt.',
    );
  });
});
