import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { createTestClient } from './test/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('the app shell of the API', () => {
  it('reports health ok while the database answers', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', underConstruction: false });
  });

  it('serves the home settings', async () => {
    const res = await t.app.inject('/api/v1/product/home');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      underConstruction: false,
      supportEmail: t.config.supportEmail,
    });
  });

  it('announces currency, region and client IP on every response, errors included', async () => {
    for (const url of ['/api/v1/health', '/api/v1/nope', '/some/page']) {
      const res = await t.app.inject({ url, remoteAddress: '10.1.2.3' });
      expect(res.headers['x-currency']).toBe('EUR');
      expect(res.headers['x-region']).toBe('EU');
      expect(res.headers['x-user-ip']).toBe('10.1.2.3');
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const res = await t.app.inject({
      url: '/api/v1/health',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.headers['x-user-ip']).toBe('10.1.2.3');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/does-not-exist',
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/product/products',
        '/api/v1/product/platforms',
        '/api/v1/email/subscribe',
        '/api/v1/contact',
        '/api/v1/careers/apply',
      ]),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('serves product images as long-cached WebP', async () => {
    const res = await t.app.inject('/media/products/1/small.webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject('/media/products/999999/small.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/media/products/1/huge.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/media/products/abc/small.webp')).statusCode).toBe(400);
  });
});

describe('with TRUST_PROXY', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => proxied.close());

  it('takes the client IP from X-Forwarded-For', async () => {
    const res = await proxied.app.inject({
      url: '/api/v1/health',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.headers['x-user-ip']).toBe('203.0.113.9');
  });
});
