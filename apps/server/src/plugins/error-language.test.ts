import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registration, signedInCustomer } from '../test/factories';
import { createTestClient } from '../test/test-client';

// Refusals reach the customer in the language they read the store in.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (headers: Record<string, string>, cookie?: [string, string]) => {
  const client = createTestClient(t.app);
  if (cookie) client.setCookie(...cookie);
  return client.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers,
    payload: { email: 'nobody@example.test', password: 'not the password' },
  });
};

describe('error replies', () => {
  it('answer a German customer in German, with the same code', async () => {
    const res = await login({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Die eingegebene E-Mail-Adresse oder das Passwort ist falsch.',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('keep the spec’s English words for English, and for a language the store lacks', async () => {
    for (const headers of [{ 'accept-language': 'en' }, { 'accept-language': 'pt-BR' }]) {
      const res = await login(headers);
      expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.invalidCredentials });
    }
  });

  it('follow the region’s language when the request names none', async () => {
    const res = await login({}, ['region', 'FR']);
    expect(res.json()).toMatchObject({
      message: 'L’adresse e-mail ou le mot de passe saisi est incorrect.',
    });
  });

  it('translate every field problem of a refused form', async () => {
    const res = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'it' },
      payload: registration({ email: 'not an address', firstName: 'A'.repeat(101) }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; details: { path: string; message: string }[] }>();
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: 'Inserisci un indirizzo e-mail valido' },
        { path: 'body.firstName', message: 'Al massimo 100 caratteri' },
      ]),
    );
    expect(body.details.map((d) => d.message)).toContain(body.message);
  });

  it('answer a signed-in customer in the language of the page, as guests are', async () => {
    const { client } = await signedInCustomer(t);
    const res = await client.request({
      url: '/api/v1/users/invoices/detail?invoiceId=inv_unknown',
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Factura no encontrada', code: 'NOT_FOUND' });
    const english = await client.request({ url: '/api/v1/users/invoices/detail?invoiceId=x' });
    expect(english.json()).toMatchObject({ message: PURCHASE_MESSAGES.invoiceNotFound });
  });

  it('translate the store’s own refusals of a request', async () => {
    const guest = await createTestClient(t.app).request({
      url: '/api/v1/users/invoices',
      headers: { 'accept-language': 'de' },
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ message: 'Benutzer nicht angemeldet' });

    const forged = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'accept-language': 'de' },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      message: 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es erneut.',
      code: 'EBADCSRFTOKEN',
    });
  });
});
