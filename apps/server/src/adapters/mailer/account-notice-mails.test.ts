import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@store/shared/constants';
import {
  emailChangeConfirmMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
  registrationAttemptMail,
} from './account-notice-mails';
import type { MailContent } from './templates';

const LINK = 'https://shop.example.test/account/email/confirm?token=abc_DEF-123';
const NAME = '<b>Ada</b>';

const mails: [string, (language: Language) => MailContent, string | null][] = [
  [
    'registration attempt',
    (language) => registrationAttemptMail({ language, firstName: NAME, signInLink: LINK }),
    LINK,
  ],
  [
    'e-mail change confirmation',
    (language) =>
      emailChangeConfirmMail({
        language,
        firstName: NAME,
        newEmail: 'new@example.test',
        link: LINK,
        validHours: 24,
      }),
    LINK,
  ],
  [
    'taken address',
    (language) => emailChangeTakenMail({ language, firstName: NAME, signInLink: LINK }),
    LINK,
  ],
  [
    'notice with undo',
    (language) =>
      emailChangeNoticeMail({
        language,
        firstName: NAME,
        newEmail: 'new@example.test',
        undoLink: LINK,
        validDays: 7,
      }),
    LINK,
  ],
  [
    'notice without undo',
    (language) =>
      emailChangeNoticeMail({
        language,
        firstName: NAME,
        newEmail: 'new@example.test',
        undoLink: null,
        validDays: 7,
      }),
    null,
  ],
];

describe('account notice mails', () => {
  it.each(mails)(
    '%s: says it in every language, with the link in text and HTML',
    (_n, render, link) => {
      const subjects = new Set<string>();
      for (const language of LANGUAGES) {
        const mail = render(language);
        subjects.add(mail.subject);
        expect(mail.html).toContain(`<html lang="${language}">`);
        if (link) {
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`href="${link}"`);
        } else {
          expect(mail.html).not.toContain('href=');
        }
      }
      expect(subjects.size).toBe(LANGUAGES.length);
    },
  );

  it.each(mails)('%s: escapes what the customer typed', (_n, render) => {
    const mail = render('en');
    expect(mail.html).not.toContain(NAME);
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
  });

  it('names the new address in the confirmation and the notice, and the undo time', () => {
    const notice = emailChangeNoticeMail({
      language: 'en',
      firstName: 'Ada',
      newEmail: 'new@example.test',
      undoLink: LINK,
      validDays: 7,
    });
    expect(notice.text).toContain('new@example.test');
    expect(notice.text).toContain('7 days');
  });
});
