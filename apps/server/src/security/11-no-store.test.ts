import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registration, signedInCustomer } from '../test/factories';
import { createTestClient, type TestClient } from '../test/test-client';

let t: TestApp;
let customer: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  customer = (await signedInCustomer(t)).client;
});
afterAll(async () => t.close());

// `private, no-store` says the same, more loudly, and some routes send it.
const NO_STORE = /^(private, )?no-store$/;

const cacheControl = async (client: TestClient, url: string): Promise<string | undefined> => {
  const res = await client.request({ url });
  expect(res.statusCode, url).toBeLessThan(500);
  const value = res.headers['cache-control'];
  return typeof value === 'string' ? value : undefined;
};

describe('replies about one customer', () => {
  it.each([
    '/api/v1/auth/me',
    '/api/v1/users/orders',
    '/api/v1/users/invoices',
    '/api/v1/users/keys',
    '/api/v1/users/favorites',
    '/api/v1/users/sessions',
    '/api/v1/users/orders/999999999',
  ])('are never stored: %s', async (url) => {
    expect(await cacheControl(customer, url)).toMatch(NO_STORE);
  });

  it('are never stored when they sign someone in, or turn a guest away', async () => {
    const guest = createTestClient(t.app);
    expect(await cacheControl(guest, '/api/v1/users/orders')).toMatch(NO_STORE);
    const res = await guest.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: registration(),
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['cache-control']).toMatch(NO_STORE);
  });

  it('include any other API reply to a signed-in customer that is not public', async () => {
    expect(await cacheControl(customer, '/api/v1/product/products')).toMatch(NO_STORE);
    expect(await cacheControl(customer, '/api/v1/product/product-details/1')).toMatch(NO_STORE);
  });
});

describe('the catalogue', () => {
  it('keeps its public caching, for guests and customers alike', async () => {
    const guest = createTestClient(t.app);
    for (const client of [guest, customer]) {
      expect(await cacheControl(client, '/api/v1/product/platforms')).toMatch(/^public, max-age=/);
      // Shared, but asked again before each use: staff may change the settings at any time.
      expect(await cacheControl(client, '/api/v1/product/home')).toBe('public, no-cache');
    }
    expect(await cacheControl(guest, '/api/v1/product/products')).toBe('no-cache');
  });
});
