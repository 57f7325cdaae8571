import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@store/shared/constants';
import { accountLinkMail, passwordChangedMail } from './account-link-mails';

const link = 'https://shop.example.test/reset-password?token=abc_DEF-123';

describe('accountLinkMail', () => {
  it.each(LANGUAGES)('carries the link and its lifetime in text and HTML (%s)', (language) => {
    for (const kind of ['password-reset', 'sign-in-link'] as const) {
      const mail = accountLinkMail({ kind, language, firstName: 'Ada', link, validMinutes: 30 });
      expect(mail.subject).not.toBe('');
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('30');
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain(`lang="${language}"`);
    }
  });

  it('says what each link is for', () => {
    const reset = accountLinkMail({
      kind: 'password-reset',
      language: 'en',
      firstName: '',
      link,
      validMinutes: 30,
    });
    const signIn = accountLinkMail({
      kind: 'sign-in-link',
      language: 'en',
      firstName: '',
      link,
      validMinutes: 15,
    });
    expect(reset.subject).toBe('Reset your BigKeys password');
    expect(signIn.subject).toBe('Your BigKeys sign-in link');
    expect(signIn.text).toContain('valid for 15 minutes and works only once');
    expect(reset.text.startsWith('Hi,')).toBe(true);
  });

  it('escapes the name in the HTML part', () => {
    const mail = accountLinkMail({
      kind: 'sign-in-link',
      language: 'de',
      firstName: '<img src=x onerror=alert(1)>',
      link,
      validMinutes: 15,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
  });
});

describe('passwordChangedMail', () => {
  it.each(LANGUAGES)('names the time and links to a new reset (%s)', (language) => {
    const mail = passwordChangedMail({
      language,
      firstName: 'Ada',
      changedAt: new Date('2026-03-14T09:30:00Z'),
      forgotLink: 'https://shop.example.test/forgot-password',
    });
    expect(mail.text).toContain('2026');
    expect(mail.text).toContain('UTC');
    expect(mail.html).toContain('href="https://shop.example.test/forgot-password"');
  });
});
