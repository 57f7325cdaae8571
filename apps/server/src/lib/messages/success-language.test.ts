import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_MESSAGES } from '@store/shared/account-recovery-messages';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { contactMessage, registration, signedInCustomer, uniqueEmail } from '../../test/factories';
import { createTestClient } from '../../test/test-client';
import { translateMessage } from './translate-message';

// What the store says when a request succeeds reaches the customer in their language too.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, language: string) =>
  createTestClient(t.app).request({
    method: 'POST',
    url,
    headers: { 'accept-language': language },
    payload,
  });

describe('success replies', () => {
  it('say a sent link in the request’s language, and in English for English', async () => {
    const german = await post('/api/v1/auth/password/forgot', { email: uniqueEmail() }, 'de');
    expect(german.json()).toEqual({
      success: true,
      message: translateMessage(RECOVERY_MESSAGES.linkSent, 'de'),
    });
    expect(german.json<{ message: string }>().message).toMatch(/^Wenn es zu dieser Adresse/);
    const english = await post('/api/v1/auth/sign-in-link', { email: uniqueEmail() }, 'en');
    expect(english.json()).toEqual({ success: true, message: RECOVERY_MESSAGES.linkSent });
  });

  it('confirm a registration, a newsletter sign-up and a contact message in it', async () => {
    const registered = await post('/api/v1/auth/register', registration(), 'fr');
    expect(registered.statusCode).toBe(202);
    expect(registered.json()).toEqual({
      success: true,
      message: translateMessage(AUTH_MESSAGES.registrationReceived, 'fr'),
    });
    const subscribed = await post('/api/v1/email/subscribe', { email: uniqueEmail() }, 'it');
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json()).toEqual({ message: 'Iscrizione completata con successo.' });
    const contacted = await post('/api/v1/contact', contactMessage(), 'es');
    expect(contacted.statusCode).toBe(201);
    expect(contacted.json<{ message: string }>().message).not.toMatch(/Thank/);
  });

  it('announce a new verification code in it', async () => {
    const { client } = await signedInCustomer(t, { emailVerified: false });
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/users/resend-verification',
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Ein neuer Code ist unterwegs.' });
  });
});
