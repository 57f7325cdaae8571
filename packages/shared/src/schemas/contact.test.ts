import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES, NewsletterEmail, NewsletterSubscribeBody } from './contact';

describe('NewsletterEmail', () => {
  it.each([
    ['anna@example.com', 'anna@example.com'],
    ['  Anna.Smith@Example.COM ', 'anna.smith@example.com'],
    ['first+news@sub.example.co.uk', 'first+news@sub.example.co.uk'],
  ])('accepts %j as %j', (input, expected) => {
    expect(NewsletterEmail.parse(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['anna'],
    ['anna@'],
    ['@example.com'],
    ['a b@example.com'],
    [42],
    [null],
  ])("refuses %j with 'Invalid Email'", (input) => {
    const result = NewsletterEmail.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      NEWSLETTER_MESSAGES.invalidEmail,
    ]);
  });
});

describe('NewsletterSubscribeBody', () => {
  it('takes an optional userId and refuses other fields', () => {
    expect(NewsletterSubscribeBody.parse({ email: 'a@example.com' })).toEqual({
      email: 'a@example.com',
    });
    expect(NewsletterSubscribeBody.safeParse({ email: 'a@example.com', userId: '7' }).success).toBe(
      true,
    );
    expect(NewsletterSubscribeBody.safeParse({ email: 'a@example.com', admin: true }).success).toBe(
      false,
    );
  });
});
