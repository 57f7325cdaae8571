import { STAFF_MESSAGES, type StaffMember } from '@store/shared/schemas/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCsrfCookie } from '../../test/account-fixtures';
import { stubApi, type FakeReply, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { openPayout, payoutsPage, staffMember, staffMeReply } from './testing/admin-api';

const SLOW = { timeout: 20_000 };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';
const OTPAUTH = `otpauth://totp/BigKeys:finance%40bigkeys.test?secret=${SECRET}&issuer=BigKeys`;
const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-fghj${i + 2}`);

interface SignInApi {
  login: (request: FakeRequest) => FakeReply;
  verify: (request: FakeRequest) => FakeReply;
}

/** A staff API whose sign-in steps answer as given; /me follows the session they start. */
function signInApi({ login, verify }: SignInApi) {
  let member: StaffMember | null = null;
  const calls: { path: string; request: FakeRequest }[] = [];
  const fetch = stubApi({
    '/admin/me': () => staffMeReply(member),
    '/admin/auth/login': (_url, request) => {
      calls.push({ path: 'login', request });
      return login(request);
    },
    '/admin/auth/verify': (_url, request) => {
      calls.push({ path: 'verify', request });
      const reply = verify(request);
      const body = reply.body as { staff?: StaffMember } | undefined;
      if ((reply.status ?? 200) === 200 && body?.staff) member = body.staff;
      return reply;
    },
    '/admin/referral-payouts': () => ({ body: payoutsPage([openPayout('p-1', 'ref@x.test')]) }),
    '/admin/sessions': () => ({ body: { sessions: [] } }),
  });
  return { calls, fetch };
}

async function enterPassword(email = 'finance@bigkeys.test', password = 'correct horse') {
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('back office sign-in', SLOW, () => {
  it('signs an enrolled member in with the password and a code from the app', async () => {
    setCsrfCookie('csrf-token-1');
    const { calls } = signInApi({
      login: () => ({ body: { step: 'totp' } }),
      verify: () => ({ body: { staff: staffMember('finance') } }),
    });
    // Sign-in shows at whatever back office address was opened, and that page follows it.
    const { router } = renderApp('/admin/referral-payouts');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Back office sign-in' }),
    ).toBeVisible();
    // The store's frame is not there: no store header or footer around the staff page.
    expect(screen.queryByRole('link', { name: 'BigKeys home' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Back office sign-in – BigKeys');
    });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeVisible();
    expect(calls).toHaveLength(0);

    await enterPassword();
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toHaveFocus();
    expect(calls[0]?.request.body).toEqual({
      email: 'finance@bigkeys.test',
      password: 'correct horse',
    });
    expect(calls[0]?.request.headers.get('x-csrf-token')).toBe('csrf-token-1');

    const code = screen.getByLabelText('Six-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter the six digits from your app.')).toBeVisible();
    expect(calls).toHaveLength(1);

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const nav = await screen.findByRole('navigation', { name: 'Back office navigation' });
    expect(calls[1]?.request.body).toEqual({ code: '123456' });
    expect(within(nav).getByRole('link', { name: 'Referral payouts' })).toBeVisible();
    expect(screen.getByText('finance@bigkeys.test')).toBeVisible();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/admin/referral-payouts');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Referral payouts' }),
    ).toBeVisible();
  });

  it('takes a recovery code instead of the app code', async () => {
    const { calls } = signInApi({
      login: () => ({ body: { step: 'totp' } }),
      verify: () => ({ body: { staff: staffMember('support') } }),
    });
    renderApp('/admin/sessions');

    await enterPassword('support@bigkeys.test');
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    fireEvent.change(field, { target: { value: 'not a code' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a recovery code as it was given.')).toBeVisible();

    fireEvent.change(field, { target: { value: 'abcde-fghjk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My sessions' })).toBeVisible();
    expect(calls[1]?.request.body).toEqual({ recoveryCode: 'abcde-fghjk' });
  });

  it('enrols a first authenticator with the QR code, then shows the recovery codes once', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = signInApi({
      login: () => ({ body: { step: 'enrol', secret: SECRET, otpauthUrl: OTPAUTH } }),
      verify: () => ({
        body: { staff: staffMember('finance'), recoveryCodes: RECOVERY_CODES },
      }),
    });
    renderApp('/admin');

    await enterPassword();
    expect(
      await screen.findByRole('heading', { name: 'Set up your authenticator app' }),
    ).toBeVisible();
    const qr = await screen.findByRole('img', {
      name: 'QR code to add BigKeys to your authenticator app',
    });
    // A real QR code: the three finder squares and the data, drawn as one path of modules.
    expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(500);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeVisible();
    // No recovery codes exist before the first enrolment.
    expect(
      screen.queryByRole('button', { name: 'Use a recovery code instead' }),
    ).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));

    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    expect(calls[1]?.request.body).toEqual({ code: '654321' });
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    // Not in the back office yet: the codes stay until the member says they are saved.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByText('Copied.')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(`${RECOVERY_CODES.join('\n')}\n`);
    const download = screen.getByRole('link', { name: 'Download as a file' });
    expect(download).toHaveAttribute('download', 'bigkeys-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(RECOVERY_CODES[9]);

    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('navigation', { name: 'Back office navigation' })).toBeVisible();
    expect(screen.queryByText(RECOVERY_CODES[0] ?? '')).not.toBeInTheDocument();
  });

  it('shows the server’s refusals: a wrong password, a wrong code and too many attempts', async () => {
    let attempts = 0;
    signInApi({
      login: () => {
        attempts += 1;
        if (attempts === 1) {
          return {
            status: 401,
            body: { message: STAFF_MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' },
          };
        }
        if (attempts === 2) {
          return {
            status: 429,
            headers: { 'retry-after': '600' },
            body: {
              message: 'Too many attempts. Please wait and try again.',
              code: 'RATE_LIMITED',
            },
          };
        }
        return { body: { step: 'totp' } };
      },
      verify: () => ({
        status: 400,
        body: { message: STAFF_MESSAGES.invalidCode, code: 'INVALID_CODE' },
      }),
    });
    renderApp('/admin');

    await enterPassword('finance@bigkeys.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.invalidCredentials);
    // The page stays: a refused password is not a lost session.
    expect(screen.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many attempts. Please wait 10 minutes and try again.',
      );
    });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByLabelText('Six-digit code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(STAFF_MESSAGES.invalidCode)).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts again when the sign-in took too long', async () => {
    signInApi({
      login: () => ({ body: { step: 'totp' } }),
      verify: () => ({
        status: 400,
        body: { message: STAFF_MESSAGES.challengeExpired, code: 'CHALLENGE_EXPIRED' },
      }),
    });
    renderApp('/admin');

    await enterPassword();
    fireEvent.change(await screen.findByLabelText('Six-digit code'), {
      target: { value: '111111' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Back office sign-in' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(STAFF_MESSAGES.challengeExpired);
    expect(screen.getByLabelText('E-mail')).toBeVisible();
  });
});
