import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@store/shared/constants';
import { NUL_MESSAGE } from '@store/shared/rules/nul-character';
import { CountryCode2, Email, IsoDate, VerifyEmailBody } from '@store/shared/schemas/auth';
import { NumericId } from '@store/shared/schemas/common';
import { ContactMessageBody } from '@store/shared/schemas/contact';
import { PublicId } from '@store/shared/schemas/purchases';
import { CUSTOMER_MESSAGES, MESSAGES_EN } from './customer-messages';
import { MESSAGE_TEXTS, translateMessage } from './translate-message';

const groups = Object.keys(CUSTOMER_MESSAGES) as (keyof typeof CUSTOMER_MESSAGES)[];
const englishTexts = groups.flatMap((group) => Object.values(CUSTOMER_MESSAGES[group]));

/** The first message a schema gives a value it refuses. */
function refusal(schema: { safeParse: (value: unknown) => unknown }, value: unknown): string {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { message: string }[] };
  };
  expect(result.success, JSON.stringify(value)).toBe(false);
  return result.error?.issues[0]?.message ?? '';
}

describe('the customer messages', () => {
  it.each(LANGUAGES)('has every key of every group, with a text, in %s', (language) => {
    const texts = MESSAGE_TEXTS[language];
    for (const group of groups) {
      expect(Object.keys(texts[group]).sort(), group).toEqual(
        Object.keys(CUSTOMER_MESSAGES[group]).sort(),
      );
      for (const [key, text] of Object.entries(texts[group])) {
        expect(text.trim(), `${group}.${key}`).not.toBe('');
        // A placeholder left unfilled would reach the customer as it is.
        expect(text, `${group}.${key}`).not.toMatch(/\{\{?\w+\}\}?/);
      }
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'translates every English text into %s',
    (language) => {
      const untranslated = englishTexts.filter((text) => translateMessage(text, language) === text);
      expect(untranslated).toEqual([]);
    },
  );

  it('keeps the spec’s English words as they are', () => {
    for (const text of englishTexts) expect(translateMessage(text, 'en')).toBe(text);
    expect(MESSAGES_EN.auth.invalidCredentials).toBe(
      'The email or password you entered is incorrect.',
    );
  });

  it('translates the length rule with its number', () => {
    expect(translateMessage('At most 100 characters', 'de')).toBe('Höchstens 100 Zeichen');
    expect(translateMessage('At most 5000 characters', 'it')).toBe('Al massimo 5000 caratteri');
  });

  it('leaves a text it does not know as it is', () => {
    expect(translateMessage('Position not found.', 'fr')).toBe('Position not found.');
  });

  it('knows the shared schemas’ own wording for what customers type', () => {
    const form = CUSTOMER_MESSAGES.form;
    expect(refusal(Email, 'not an address')).toBe(form.invalidEmail);
    expect(refusal(IsoDate, '14.03.2025')).toBe(form.dateFormat);
    expect(refusal(IsoDate, '2025-02-99')).toBe(form.invalidDate);
    expect(refusal(CountryCode2, 'Switzerland')).toBe(form.chooseCountry);
    expect(refusal(VerifyEmailBody.shape.verificationCode, '12ab')).toBe(form.codeDigits);
    expect(refusal(ContactMessageBody.shape.subject, 'two\nlines')).toBe(form.singleLine);
    expect(refusal(NumericId, 'abc')).toBe(form.invalidNumericId);
    expect(refusal(PublicId, 'not an id!')).toBe(form.invalidId);
    expect(form.nulCharacter).toBe(NUL_MESSAGE);
    for (const text of Object.values(form)) {
      expect(translateMessage(text, 'de')).not.toBe(text);
    }
  });
});
