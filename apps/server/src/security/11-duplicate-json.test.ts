import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, countRows, type TestApp } from '../test/build-test-app';
import { contactMessage, signedInCustomer } from '../test/factories';
import { createTestClient, type TestClient } from '../test/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const postRaw = (client: TestClient, url: string, payload: string) =>
  client.request({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

describe('a JSON body that names a key twice', () => {
  it('is refused with a 400 and changes nothing, at the top level', async () => {
    const client = createTestClient(t.app);
    const before = await countRows(t, 'contact_messages');
    const message = contactMessage();
    // A filter reading the first `email` and the store reading the last would disagree.
    const json = JSON.stringify(message).replace(
      /^\{/,
      `{"email":"first.${Date.now()}@example.test",`,
    );
    const res = await postRaw(client, '/api/v1/contact', json);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE_JSON_KEY' });
    expect(res.json<{ message: string }>().message).toContain('"email"');
    expect(await countRows(t, 'contact_messages')).toBe(before);
  });

  it('is refused at any depth, and when the repeat is written with escapes', async () => {
    const { client } = await signedInCustomer(t);
    const nested = '{"lines":[{"productId":"1","platformGroupId":"1","quantity":1,"quantity":3}]}';
    const res = await client.request({
      method: 'PUT',
      url: '/api/v1/payment/create-payment-intent',
      payload: nested,
      headers: { 'content-type': 'application/json', 'cko-idempotency-key': 'dup-json-key-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE_JSON_KEY' });
    const escaped = JSON.stringify(contactMessage()).replace(/^\{/, '{"n\\u0061me":"Eve",');
    const again = await postRaw(createTestClient(t.app), '/api/v1/contact', escaped);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE_JSON_KEY' });
  });

  it('is told apart from the same key in sibling objects, which stays fine', async () => {
    const { client } = await signedInCustomer(t);
    const line = { productId: '2000000000', platformGroupId: '1', quantity: 1 };
    const res = await client.request({
      method: 'PUT',
      url: '/api/v1/payment/create-payment-intent',
      payload: JSON.stringify({ lines: [line, { ...line, platformGroupId: '2' }] }),
      headers: { 'content-type': 'application/json', 'cko-idempotency-key': 'dup-json-key-2' },
    });
    // Parsed and judged on its content: an unknown product, not a malformed body.
    expect(res.json<{ code: string }>().code).not.toBe('DUPLICATE_JSON_KEY');
    expect(res.statusCode).toBe(404);
    const sent = await postRaw(
      createTestClient(t.app),
      '/api/v1/contact',
      JSON.stringify(contactMessage()),
    );
    expect(sent.statusCode).toBe(201);
  });
});

describe('prototype poisoning', () => {
  it.each([
    ['__proto__', '{"__proto__":{"isAdmin":true},"email":"a@example.test"}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ])('is still refused: %s', async (_what, json) => {
    const res = await postRaw(createTestClient(t.app), '/api/v1/email/subscribe', json);
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('and so are broken and empty bodies, as before', async () => {
    for (const payload of ['{"email":', '']) {
      const res = await postRaw(createTestClient(t.app), '/api/v1/email/subscribe', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
