import type { User } from '@store/shared/schemas/auth';
import { PHONE_MESSAGES } from '@store/shared/schemas/phone';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { badRequest, meRoute, sessions, user } from '../test/account-fixtures';
import { stubApi, UNAUTHORIZED, type FakeReply, type FakeRoute } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const PHONE = '+41791234567';

/** Ada on the settings page; `calls` lists what the phone routes were sent. */
function settingsApi(account: User, routes: Record<string, FakeRoute> = {}) {
  const state = { account };
  const calls: { path: string; method: string; body: unknown }[] = [];
  const recorded =
    (path: string, answer: (body: unknown) => FakeReply): FakeRoute =>
    (_url, request) => {
      calls.push({ path, method: request.method, body: request.body });
      return answer(request.body);
    };
  stubApi({
    '/auth/me': meRoute(() => state.account),
    '/auth/providers': () => ({ body: [] }),
    '/users/u-1': () => ({ body: state.account }),
    '/users/sessions': () => ({ body: sessions() }),
    '/product/countries': () => ({
      body: [{ code: 'CH', name: 'Switzerland', currency: 'CHF', region: 'CH' }],
    }),
    '/users/me/phone/code': recorded('code', () => ({
      body: { success: true, phone: PHONE, expiresAt: '2026-01-01T10:10:00.000Z' },
    })),
    '/users/me/phone/confirm': recorded('confirm', () => {
      state.account = { ...state.account, phone: PHONE };
      return { body: { success: true, user: state.account } };
    }),
    '/users/me/phone': recorded('remove', () => {
      state.account = {
        ...state.account,
        phone: null,
        notifications: { ...state.account.notifications, sms: false },
      };
      return { body: { success: true, user: state.account } };
    }),
    ...routes,
  });
  return { state, calls };
}

const phoneCard = async () => within(await screen.findByRole('region', { name: 'Mobile number' }));

describe('the mobile number', () => {
  it('is confirmed with the texted code, and then allows the SMS switch', async () => {
    const { calls } = settingsApi(user());
    renderApp('/dashboard/user-settings');

    const card = await phoneCard();
    const sms = await screen.findByRole('switch', { name: /SMS/ });
    await card.findByRole('textbox', { name: 'Mobile number' });
    expect(sms).toBeDisabled();
    expect(
      screen.getByText('Confirm a mobile number above to turn on text messages.'),
    ).toBeInTheDocument();

    fireEvent.change(card.getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '079 123 45 67' },
    });
    fireEvent.click(card.getByRole('button', { name: 'Send code' }));

    expect(
      await card.findByText(`We sent a 6-digit code to ${PHONE}. It is valid for 10 minutes.`),
    ).toBeInTheDocument();
    const code = card.getByRole('textbox', { name: /Code from the text message/ });
    await waitFor(() => {
      expect(code).toHaveFocus();
    });
    fireEvent.change(code, { target: { value: '12 34 56' } });
    fireEvent.click(card.getByRole('button', { name: 'Confirm number' }));

    expect(
      await card.findByText(
        'Your mobile number is confirmed. You can now turn on text messages below.',
      ),
    ).toBeInTheDocument();
    expect(card.getByText(PHONE)).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Change number' })).toHaveFocus();
    expect(calls).toEqual([
      { path: 'code', method: 'POST', body: { phone: '079 123 45 67' } },
      { path: 'confirm', method: 'POST', body: { code: '123456' } },
    ]);
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: /SMS/ })).toBeEnabled();
    });
    expect(
      screen.queryByText('Confirm a mobile number above to turn on text messages.'),
    ).not.toBeInTheDocument();
  });

  it('says clearly when the number is not a mobile number', async () => {
    const { calls } = settingsApi(user(), {
      '/users/me/phone/code': () => badRequest(PHONE_MESSAGES.invalidNumber),
    });
    renderApp('/dashboard/user-settings');

    const card = await phoneCard();
    const field = await card.findByRole('textbox', { name: 'Mobile number' });
    fireEvent.click(card.getByRole('button', { name: 'Send code' }));
    // Nothing typed: refused here, without asking the server.
    expect(await card.findByText(PHONE_MESSAGES.invalidNumber)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    fireEvent.change(field, { target: { value: '044 668 18 00' } });
    fireEvent.click(card.getByRole('button', { name: 'Send code' }));
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(PHONE_MESSAGES.invalidNumber),
      );
    });
  });

  it('says when too many codes were asked for, in the visitor’s language', async () => {
    settingsApi(user(), {
      '/users/me/phone/code': () => ({
        status: 429,
        body: { message: PHONE_MESSAGES.tooManyCodes, code: 'PHONE_CODE_LIMIT' },
        headers: { 'retry-after': '3600' },
      }),
    });
    renderApp('/dashboard/user-settings');
    await (await phoneCard()).findByRole('textbox', { name: 'Mobile number' });
    await act(async () => {
      await i18n.changeLanguage('de');
    });

    const card = within(screen.getByRole('region', { name: 'Handynummer' }));
    fireEvent.change(await card.findByRole('textbox', { name: 'Handynummer' }), {
      target: { value: PHONE },
    });
    fireEvent.click(card.getByRole('button', { name: 'Code senden' }));
    expect(
      await card.findByText(
        'Es wurden zu viele Codes gesendet. Bitte warte eine Stunde und versuche es erneut.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a wrong code, and sends a new one on request', async () => {
    const { calls } = settingsApi(user(), {
      '/users/me/phone/confirm': () => badRequest(PHONE_MESSAGES.codeInvalid),
    });
    renderApp('/dashboard/user-settings');

    const card = await phoneCard();
    fireEvent.change(await card.findByRole('textbox', { name: 'Mobile number' }), {
      target: { value: PHONE },
    });
    fireEvent.click(card.getByRole('button', { name: 'Send code' }));
    const code = await card.findByRole('textbox', { name: /Code from the text message/ });
    fireEvent.click(card.getByRole('button', { name: 'Confirm number' }));
    expect(await card.findByText(PHONE_MESSAGES.codeFormat)).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(card.getByRole('button', { name: 'Confirm number' }));
    expect(await card.findByText(PHONE_MESSAGES.codeInvalid)).toBeInTheDocument();

    fireEvent.click(card.getByRole('button', { name: 'Send a new code' }));
    expect(await card.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(card.queryByText(PHONE_MESSAGES.codeInvalid)).not.toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ phone: PHONE }, { phone: PHONE }]);

    fireEvent.click(card.getByRole('button', { name: 'Use a different number' }));
    expect(await card.findByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  });

  it('shows the confirmed number, and removing it turns text messages off', async () => {
    const { calls } = settingsApi(
      user({ phone: PHONE, notifications: { browser: false, email: true, sms: true } }),
    );
    renderApp('/dashboard/user-settings');

    const card = await phoneCard();
    expect(await card.findByText(PHONE)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /SMS/ })).toBeChecked();

    fireEvent.click(card.getByRole('button', { name: 'Change number' }));
    expect(await card.findByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    fireEvent.click(card.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await card.findByRole('button', { name: 'Remove number' }));

    expect(
      await card.findByText('Your mobile number was removed and text messages are off.'),
    ).toBeInTheDocument();
    expect(card.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    expect(calls).toEqual([{ path: 'remove', method: 'DELETE', body: undefined }]);
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: /SMS/ })).toBeDisabled();
    });
    expect(screen.getByRole('switch', { name: /SMS/ })).not.toBeChecked();
  });

  it('signs the visitor out when the session has ended', async () => {
    settingsApi(user(), { '/users/me/phone/code': () => UNAUTHORIZED });
    const { router } = renderApp('/dashboard/user-settings');

    const card = await phoneCard();
    fireEvent.change(await card.findByRole('textbox', { name: 'Mobile number' }), {
      target: { value: PHONE },
    });
    fireEvent.click(card.getByRole('button', { name: 'Send code' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
  });
});
