import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@store/shared/constants';
import { favoriteAlertMail } from './favorite-alert-mail';

const base = {
  firstName: 'Ada',
  title: 'Ashhunter',
  link: 'https://shop.example.test/game/pc/steam/ashhunter',
  asOf: '14 March 2026',
};
const drop = { label: 'Steam', price: '€19.99', previousPrice: '€24.99' };
const restock = { label: 'Xbox · Deluxe Edition', price: '€29.99', previousPrice: null };

describe('favoriteAlertMail', () => {
  it('announces a price drop and a restock, with the link, in text and HTML', () => {
    const mail = favoriteAlertMail({ ...base, language: 'en', lines: [drop, restock] });
    expect(mail.subject).toBe('Price drop: Ashhunter');
    expect(mail.text).toContain('Steam: now €19.99 (was €24.99)');
    expect(mail.text).toContain('Xbox · Deluxe Edition: back in stock at €29.99');
    expect(mail.text).toContain(base.link);
    expect(mail.html).toContain(`href="${base.link}"`);
    expect(mail.html).toContain('now €19.99 (was €24.99)');
  });

  it('names a restock-only mail by the restock', () => {
    expect(favoriteAlertMail({ ...base, language: 'en', lines: [restock] }).subject).toBe(
      'Back in stock: Ashhunter',
    );
  });

  it('escapes the product title and names in the HTML part', () => {
    const mail = favoriteAlertMail({
      ...base,
      language: 'en',
      firstName: '<b>Ada</b>',
      title: 'Evil </title><script>alert(1)</script>',
      lines: [drop],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.html).toContain('Evil &lt;/title&gt;&lt;script&gt;');
  });

  it.each(LANGUAGES)('has its own wording in %s', (language) => {
    const mail = favoriteAlertMail({ ...base, language, lines: [drop] });
    expect(mail.subject).toContain('Ashhunter');
    expect(mail.html).toContain(`<html lang="${language}">`);
    if (language !== 'en') expect(mail.subject).not.toMatch(/^Price drop/);
  });
});
