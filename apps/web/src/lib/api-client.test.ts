import { Health } from '@store/shared/schemas/common';
import { describe, expect, it, vi } from 'vitest';
import { useAppSettingsStore } from '../stores/app-settings';
import { stubApi } from '../test/fake-api';
import { apiGet, apiUrl } from './api-client';
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

  it("throws the server's message and code with the status", async () => {
    stubApi({
      '/health': () => ({
        status: 429,
        body: { message: 'Too many failed requests', code: 'ERATE' },
      }),
    });

    const error: unknown = await apiGet('/health', Health).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Too many failed requests',
      code: 'ERATE',
    });
  });

  it('rejects a body that does not match the contract', async () => {
    stubApi({ '/health': () => ({ body: { healthy: true } }) });

    await expect(apiGet('/health', Health)).rejects.toMatchObject({
      status: 200,
      code: 'EBADRESPONSE',
    });
  });

  it('reports a failed connection with status 0', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiGet('/health', Health)).rejects.toMatchObject({ status: 0, code: 'ENETWORK' });
  });
});
