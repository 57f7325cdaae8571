import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@store/shared/constants';
import { socialLinkMail, type SocialLinkChange } from './social-link-mails';

const SECURITY = 'https://shop.example.test/dashboard/security';
const render = (change: SocialLinkChange, language: Language, firstName = 'Ada') =>
  socialLinkMail({
    change,
    language,
    firstName,
    provider: 'Discord',
    changedAt: new Date('2026-03-14T09:30:00Z'),
    securityLink: SECURITY,
  });

describe('socialLinkMail', () => {
  it.each(['linked', 'unlinked'] as const)(
    '%s: names the provider and links to the security page in every language',
    (change) => {
      const subjects = new Set<string>();
      for (const language of LANGUAGES) {
        const mail = render(change, language);
        subjects.add(mail.subject);
        expect(mail.subject).toContain('Discord');
        expect(mail.text).toContain(SECURITY);
        expect(mail.text).toContain('2026');
        expect(mail.html).toContain(`href="${SECURITY}"`);
        expect(mail.html).toContain(`<html lang="${language}">`);
      }
      expect(subjects.size).toBe(LANGUAGES.length);
    },
  );

  it('says what changed and what to do when it was not the customer', () => {
    const linked = render('linked', 'en');
    expect(linked.subject).toBe('Discord was linked to your BigKeys account');
    expect(linked.text).toContain('on March 14, 2026 at 9:30 AM UTC');
    expect(linked.text).toContain('you can sign in to BigKeys with Discord');
    expect(linked.text).toContain('Not you?');
    const unlinked = render('unlinked', 'de');
    expect(unlinked.subject).toBe('Discord wurde von deinem BigKeys-Konto getrennt');
    expect(unlinked.text).toContain('Am 14. März 2026 um 09:30 UTC');
    expect(unlinked.text).toContain('Warst du das nicht?');
  });

  it('escapes the name in the HTML part', () => {
    const mail = render('linked', 'fr', '<img src=x onerror=alert(1)>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img');
  });
});
