import { RECOVERY_MESSAGES } from '@store/shared/account-recovery-messages';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import type { User } from '@store/shared/schemas/auth';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recoveryEn } from '../features/account/locales/en';
import { accountPagesEn } from '../features/account/locales/pages/en';
import { authReply, meRoute, setCsrfCookie, user } from '../test/account-fixtures';
import { stubApi, type FakeReply, type FakeRequest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const TOKEN = 'A'.repeat(43);
const linkInvalid: FakeReply = {
  status: 400,
  body: { message: RECOVERY_MESSAGES.linkInvalid, code: 'LINK_INVALID' },
};
const linkSent = { body: { success: true, message: RECOVERY_MESSAGES.linkSent } };

/** The recovery endpoints, recording what was sent; each answers as the test says. */
function recoveryApi(answers: Record<string, () => FakeReply>) {
  let signedIn: User | null = null;
  const sent: Record<string, FakeRequest> = {};
  const record = (path: string, answer: () => FakeReply) => (_url: URL, request: FakeRequest) => {
    sent[path] = request;
    return answer();
  };
  stubApi({
    '/auth/me': meRoute(() => signedIn),
    '/auth/providers': () => ({ body: [] }),
    ...Object.fromEntries(
      Object.entries(answers).map(([path, answer]) => [path, record(path, answer)]),
    ),
    '/auth/sign-in-link/consume': record('/auth/sign-in-link/consume', () => {
      const answer = answers['/auth/sign-in-link/consume'];
      if (answer) return answer();
      signedIn = user();
      return { body: authReply(signedIn) };
    }),
  });
  return sent;
}

const typeEmail = (value: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value } });
};

describe('forgotten password', () => {
  it('is linked from the sign-in page, taking the typed address along', async () => {
    recoveryApi({});
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ada@example.com');
  });

  it('says the same for any address, then offers a sign-in link too', async () => {
    setCsrfCookie('nonce.signature');
    const sent = recoveryApi({
      '/auth/password/forgot': () => linkSent,
      '/auth/sign-in-link': () => linkSent,
    });
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    typeEmail(' Ada@Example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(RECOVERY_MESSAGES.linkSent)).toBeInTheDocument();
    expect(sent['/auth/password/forgot']?.body).toEqual({
      email: 'ada@example.com',
      language: 'en',
    });
    expect(sent['/auth/password/forgot']?.headers.get('x-csrf-token')).toBe('nonce.signature');

    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    await screen.findAllByText(RECOVERY_MESSAGES.linkSent);
    expect(sent['/auth/sign-in-link']?.body).toEqual({ email: 'ada@example.com', language: 'en' });
  });

  it('explains a 429 in the words of the spec', async () => {
    recoveryApi({
      '/auth/password/forgot': () => ({
        status: 429,
        body: { message: AUTH_MESSAGES.tooManyAttempts, code: 'RATE_LIMITED' },
      }),
    });
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
  });
});

describe('reset page', () => {
  it('sets the new password and sends the customer to sign in with a notice', async () => {
    const sent = recoveryApi({
      '/auth/password/reset': () => ({
        body: { success: true, message: RECOVERY_MESSAGES.passwordReset },
      }),
    });
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'Brand-New-Passphrase-42' },
    });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'Brand-New-Passphrase-42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(
      await screen.findByText(accountPagesEn.account.notices.passwordReset),
    ).toBeInTheDocument();
    expect(sent['/auth/password/reset']?.body).toEqual({
      token: TOKEN,
      newPassword: 'Brand-New-Passphrase-42',
      confirmPassword: 'Brand-New-Passphrase-42',
      language: 'en',
    });
  });

  it('checks the confirmation before sending anything', async () => {
    const sent = recoveryApi({});
    renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'Brand-New-Passphrase-42' },
    });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'Brand-New-Passphrase-43' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(AUTH_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(sent['/auth/password/reset']).toBeUndefined();
  });

  it('explains a used or expired link and offers a new one', async () => {
    recoveryApi({ '/auth/password/reset': () => linkInvalid });
    const { router } = renderApp(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    fireEvent.change(screen.getByLabelText('New password'), {
      target: { value: 'Brand-New-Passphrase-42' },
    });
    fireEvent.change(screen.getByLabelText('Confirm new password'), {
      target: { value: 'Brand-New-Passphrase-42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(recoveryEn.invalid.message);
    fireEvent.click(screen.getByRole('link', { name: 'Ask for a new reset link' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says what to do when the link lost its token', async () => {
    recoveryApi({});
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(recoveryEn.reset.missingToken);
  });
});

describe('sign-in link', () => {
  it('does nothing on opening; a press signs in and goes to the dashboard', async () => {
    const sent = recoveryApi({});
    const { router } = renderApp(`/login/link?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Sign in to BigKeys' });
    expect(sent['/auth/sign-in-link/consume']).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Sign me in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ada!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sent['/auth/sign-in-link/consume']?.body).toEqual({ token: TOKEN });
  });

  it('explains a used link and leads to asking for a new one', async () => {
    const sent = recoveryApi({
      '/auth/sign-in-link/consume': () => linkInvalid,
      '/auth/sign-in-link': () => linkSent,
    });
    renderApp(`/login/link?token=${TOKEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign me in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(recoveryEn.invalid.message);
    fireEvent.click(screen.getByRole('link', { name: 'Ask for a new sign-in link' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in with an e-mail link' });
    typeEmail('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText(RECOVERY_MESSAGES.linkSent)).toBeInTheDocument();
    expect(sent['/auth/sign-in-link']?.body).toEqual({ email: 'ada@example.com', language: 'en' });
  });

  it('is offered when sign-in with a password is throttled', async () => {
    const sent = recoveryApi({
      '/auth/login': () => ({
        status: 429,
        headers: { 'retry-after': '60' },
        body: { message: AUTH_MESSAGES.tooManyAttempts, code: 'LOGIN_THROTTLED' },
      }),
      '/auth/sign-in-link': () => linkSent,
    });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    typeEmail('ada@example.com');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'whatever-it-is' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText(RECOVERY_MESSAGES.linkSent)).toBeInTheDocument();
    expect(sent['/auth/sign-in-link']?.body).toEqual({ email: 'ada@example.com', language: 'en' });
  });
});

describe('recovery texts', () => {
  it("are the server's words in English", () => {
    expect(recoveryEn.linkSent).toBe(RECOVERY_MESSAGES.linkSent);
    expect(recoveryEn.invalid.message).toBe(RECOVERY_MESSAGES.linkInvalid);
    expect(accountPagesEn.account.notices.passwordReset).toBe(RECOVERY_MESSAGES.passwordReset);
  });
});
