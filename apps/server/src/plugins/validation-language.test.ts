import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createTestClient } from '../test/test-client';

// A schema without a message of its own refuses in Zod's words, in the customer's language.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Refusal = { message: string; code: string; details: { path: string; message: string }[] };

async function refusedList(language: string): Promise<Refusal> {
  const res = await createTestClient(t.app).request({
    url: '/api/v1/product/products?page=abc&pageSize=0',
    headers: { 'accept-language': language },
  });
  expect(res.statusCode).toBe(400);
  return res.json<Refusal>();
}

describe('validation replies', () => {
  it.each([
    ['en', 'Invalid input: expected number, received NaN', 'Too small: expected number to be >=1'],
    [
      'de',
      'Ungültige Eingabe: erwartet Zahl, erhalten NaN',
      'Zu klein: erwartet, dass number >=1 ist',
    ],
    [
      'es',
      'Entrada inválida: se esperaba número, recibido NaN',
      'Demasiado pequeño: se esperaba que número fuera >=1',
    ],
    ['fr', 'Entrée invalide : nombre attendu, NaN reçu', 'Trop petit : nombre doit être >=1'],
    [
      'it',
      'Input non valido: atteso numero, ricevuto NaN',
      'Troppo piccolo: number deve essere >=1',
    ],
  ])('say Zod’s own problems in %s, with the same paths and code', async (language, page, size) => {
    const body = await refusedList(language);
    expect(body).toEqual({
      message: page,
      code: 'VALIDATION_ERROR',
      details: [
        { path: 'querystring.page', message: page },
        { path: 'querystring.pageSize', message: size },
      ],
    });
  });

  it('keep the store’s own texts translated from its tables', async () => {
    const res = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'accept-language': 'fr' },
      payload: { name: 5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<Refusal>();
    expect(body.message).toBe('Veuillez remplir tous les champs obligatoires');
    expect(body.details.map((detail) => detail.path)).toContain('body.name');
  });

  it('answer requests in different languages at the same time each in its own', async () => {
    const languages = ['de', 'en', 'fr', 'it', 'es', 'de', 'en', 'fr'];
    const replies = await Promise.all(languages.map(refusedList));
    const expected = await Promise.all(
      [...new Set(languages)].map(async (language) => [language, await refusedList(language)]),
    );
    const byLanguage = new Map(expected as [string, Refusal][]);
    replies.forEach((reply, i) => {
      expect(reply).toEqual(byLanguage.get(languages[i] ?? ''));
    });
    expect(byLanguage.get('de')?.message).not.toBe(byLanguage.get('en')?.message);
  });
});
