import { currencyExponent, formatMoney } from '@store/shared/rules/money';
import { escapeHtml } from '../../adapters/mailer/escape-html';
import {
  BRAND,
  renderLayout,
  STYLE,
  TABLE,
  type MailContent,
} from '../../adapters/mailer/templates';

function greeting(firstName: string | null): string {
  const name = firstName?.trim();
  return name && name !== 'Unknown' ? `Hi ${name},` : 'Hi,';
}

function button(href: string, label: string): string {
  return `<table ${TABLE}><tr><td bgcolor="${BRAND}" style="background-color:${BRAND};border-radius:6px;">
<a href="${escapeHtml(href)}" style="${STYLE.button}">${escapeHtml(label)}</a>
</td></tr></table>`;
}

function mail(
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
): MailContent {
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    `${link.label}: ${link.href}`,
    '',
    '-- ',
    'BigKeys',
    '',
  ].join('\n');
  const body = `${paragraphs.map((p) => `<p style="${STYLE.paragraph}">${escapeHtml(p)}</p>`).join('\n')}
${button(link.href, link.label)}`;
  return { subject, text, html: renderLayout('en', subject, paragraphs[1] ?? subject, body) };
}

/** The receipt: the keys are ready, the invoice is attached. */
export function receiptMail(input: {
  firstName: string | null;
  invoiceNumber: string;
  totalMinor: number;
  currency: string;
  keys: number;
  purchasesUrl: string;
}): MailContent {
  const total = `${formatMoney(input.totalMinor, '', currencyExponent(input.currency))} ${input.currency}`;
  return mail(
    `Your BigKeys receipt ${input.invoiceNumber}`,
    [
      greeting(input.firstName),
      `Thank you for your order. Your ${input.keys === 1 ? 'key is' : `${input.keys} keys are`} ready in your purchases, hidden until you reveal ${input.keys === 1 ? 'it' : 'them'}.`,
      `Invoice ${input.invoiceNumber} for ${total} (VAT included) is attached to this e-mail.`,
      'You can cancel the order for a full refund within 7 days, as long as no key has been revealed or sent as a gift.',
    ],
    { href: input.purchasesUrl, label: 'View my keys' },
  );
}

/** The order passed its review and is delivered. */
export function approvalMail(input: {
  firstName: string | null;
  purchasesUrl: string;
}): MailContent {
  return mail(
    'Your BigKeys order is approved',
    [
      greeting(input.firstName),
      'Good news: the security review of your order is complete and your keys are now in your purchases.',
      'Your receipt with the invoice follows in a separate e-mail.',
    ],
    { href: input.purchasesUrl, label: 'View my keys' },
  );
}

/** The order is held for a security review before its keys are sent. */
export function reviewMail(input: { firstName: string | null; purchasesUrl: string }): MailContent {
  return mail(
    'Your BigKeys order is being reviewed',
    [
      greeting(input.firstName),
      'Thank you for your order. For your security it is being reviewed before we send the keys; this usually takes less than 24 hours.',
      'We will e-mail you as soon as it is approved. You do not need to do anything.',
    ],
    { href: input.purchasesUrl, label: 'View my orders' },
  );
}
