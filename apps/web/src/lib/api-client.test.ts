import { SuccessReply } from '@store/shared/schemas/auth';
import { Health } from '@store/shared/schemas/common';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { useAppSettingsStore } from '../stores/app-settings';
import { useAuthStore } from '../stores/auth';
import { authReply, setCsrfCookie } from '../test/account-fixtures';
import { stubApi, UNAUTHORIZED, type FakeRequest } from '../test/fake-api';
import { apiGet, apiSend, apiUrl } from './api-client';
import { ApiRequestError } from './api-error';

describe('apiUrl', () => {
  it('prefixes the API base and leaves out empty query values', () => {
    expect(apiUrl('/product/products', { type: 1, platform: '', search: undefined, page: 2 })).toBe(
      '/api/v1/product/products?type=1&page=2',
    );
    expect(apiUrl('/health')).toBe('/api/v1/health');
  });
});

describe('apiGet', () => {
  it('sends credentials, validates the body and records the announced settings', async () => {
    const fetchMock = stubApi({
      '/health': () => ({
        body: { status: 'ok' },
        headers: { 'x-currency': 'chf', 'x-region': 'ch', 'x-user-ip': '198.51.100.4' },
      }),
    });

    await expect(apiGet('/health', Health)).resolves.toEqual({ status: 'ok' });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/health',
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    );
    expect(useAppSettingsStore.getState()).toMatchObject({
      currency: 'CHF',
      region: 'CH',
      userIp: '198.51.100.4',
    });
  });

  it('ignores the settings of an answer the browser may have cached', async () => {
    stubApi({
      '/health': () => ({
        body: { status: 'ok' },
        headers: { 'x-currency': 'CHF', 'x-region': 'CH', 'cache-control': 'public, max-age=3600' },
      }),
    });

    await apiGet('/health', Health);

    expect(useAppSettingsStore.getState()).toMatchObject({ currency: 'EUR', region: 'EU' });
  });

  it("throws the server's message and code with the status", async () => {
    stubApi({
      '/health': () => ({
        status: 429,
        body: { message: 'Too many failed requests', code: 'ERATE' },
        headers: { 'retry-after': '42' },
      }),
    });

    const error: unknown = await apiGet('/health', Health).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many failed requests',
      code: 'ERATE',
      retryAfterSeconds: 42,
    });
  });

  it('passes the fields a 400 refused on to the caller', async () => {
    const details = [
      { path: 'email', message: 'Invalid Email' },
      { path: 'lines.0.quantity', message: 'Too big' },
    ];
    stubApi({
      '/health': () => ({
        status: 400,
        body: { message: 'Invalid Email', code: 'VALIDATION_ERROR', details },
      }),
    });

    const error: unknown = await apiGet('/health', Health).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', details });
  });

  it('rejects a body that does not match the contract', async () => {
    stubApi({ '/health': () => ({ body: { healthy: true } }) });

    await expect(apiGet('/health', Health)).rejects.toMatchObject({
      status: 200,
      code: 'EBADRESPONSE',
    });
  });

  it('asks for the language the visitor reads the store in', async () => {
    const seen: FakeRequest[] = [];
    stubApi({
      '/health': (_url, request) => {
        seen.push(request);
        return { body: { status: 'ok' } };
      },
    });

    await apiGet('/health', Health);
    await i18n.changeLanguage('de');
    try {
      await apiGet('/health', Health);
    } finally {
      await i18n.changeLanguage('en');
    }

    expect(seen.map((request) => request.headers.get('accept-language'))).toEqual(['en', 'de']);
  });

  it('reports a failed connection with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiGet('/health', Health)).rejects.toMatchObject({ status: 0, code: 'ENETWORK' });
  });
});

describe('apiSend', () => {
  it("sends the CSRF cookie's value as the header, read at request time", async () => {
    const seen: FakeRequest[] = [];
    stubApi({
      '/auth/logout': (_url, request) => {
        seen.push(request);
        return { body: { success: true } };
      },
      '/health': (_url, request) => {
        seen.push(request);
        return { body: { status: 'ok' } };
      },
    });

    setCsrfCookie('first.token');
    await apiSend('POST', '/auth/logout', undefined, SuccessReply);
    setCsrfCookie('second.token');
    await apiSend('POST', '/auth/logout', { all: true }, SuccessReply);
    await apiGet('/health', Health);

    expect(seen.map((request) => request.headers.get('x-csrf-token'))).toEqual([
      'first.token',
      'second.token',
      null,
    ]);
    expect(seen[0]?.headers.get('content-type')).toBeNull();
    expect(seen[1]).toMatchObject({ method: 'POST', body: { all: true } });
    expect(seen[1]?.headers.get('content-type')).toBe('application/json');
  });

  it.each([
    ['a 401', UNAUTHORIZED, true],
    [
      'a 403 for a bad CSRF token',
      { status: 403, body: { message: 'Expired', code: 'EBADCSRFTOKEN' } },
      true,
    ],
    ['another 403', { status: 403, body: { message: 'No', code: 'FORBIDDEN' } }, false],
    ['a 500', { status: 500, body: { message: 'Oops', code: 'EINTERNAL' } }, false],
  ])('%s on any call clears the sign-in: %s', async (_case, reply, clears) => {
    useAuthStore.getState().setFromAuthReply(authReply());
    stubApi({ '/users/sessions/revoke-others': () => reply });

    await expect(
      apiSend('POST', '/users/sessions/revoke-others', undefined, SuccessReply),
    ).rejects.toBeInstanceOf(ApiRequestError);

    expect(useAuthStore.getState().isLoggedIn).toBe(!clears);
  });
});
