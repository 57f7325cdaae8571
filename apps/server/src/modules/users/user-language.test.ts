import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthReply } from '@store/shared/schemas/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registration, signedInCustomer } from '../../test/factories';
import { createTestClient } from '../../test/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const storedLanguage = async (email: string): Promise<string | undefined> =>
  (
    await t.database.pool.query<{ language: string }>(
      'select language from users where lower(email) = lower($1)',
      [email],
    )
  ).rows[0]?.language;

describe("the customer's language", () => {
  it('is the registration request’s language, and follows every password sign-in', async () => {
    const client = createTestClient(t.app);
    const body = registration();
    const registered = await client.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'de' },
      payload: body,
    });
    expect(registered.statusCode).toBe(202);
    expect(await storedLanguage(body.email)).toBe('de');

    const login = await client.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.5' },
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(AuthReply.parse(login.json()).user.language).toBe('fr');
    expect(await storedLanguage(body.email)).toBe('fr');
  });

  it('falls back to the region’s language, then English, without an Accept-Language', async () => {
    const client = createTestClient(t.app);
    const body = registration();
    client.setCookie('region', 'IT');
    await client.request({ method: 'POST', url: '/api/v1/auth/register', payload: body });
    expect(await storedLanguage(body.email)).toBe('it');

    const other = registration();
    await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'pt-BR' },
      payload: other,
    });
    expect(await storedLanguage(other.email)).toBe('en');
  });

  it('changes with the footer’s choice and keeps the customer signed in', async () => {
    const { client, email } = await signedInCustomer(t);
    const res = await client.request({
      method: 'PUT',
      url: '/api/v1/users/me/language',
      payload: { language: 'es' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'es' });
    expect(await storedLanguage(email)).toBe('es');

    const me = await client.request({ url: '/api/v1/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(AuthReply.parse(me.json()).user.language).toBe('es');
  });

  it('refuses a language the store does not speak, and changes nothing', async () => {
    const { client, email } = await signedInCustomer(t, { language: 'it' });
    for (const payload of [{ language: 'pt' }, { language: 'DE' }, {}, { language: 'de', x: 1 }]) {
      const res = await client.request({
        method: 'PUT',
        url: '/api/v1/users/me/language',
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await storedLanguage(email)).toBe('it');
  });

  it('is only the signed-in customer’s own to change, with the CSRF token', async () => {
    const guest = await createTestClient(t.app).request({
      method: 'PUT',
      url: '/api/v1/users/me/language',
      payload: { language: 'de' },
    });
    expect(guest.statusCode).toBe(401);

    const { client, email } = await signedInCustomer(t);
    const forged = await client.request({
      method: 'PUT',
      url: '/api/v1/users/me/language',
      payload: { language: 'de' },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(await storedLanguage(email)).toBe('en');
  });
});
