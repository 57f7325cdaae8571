import { escapeHtml } from '../../adapters/mailer/escape-html';
import {
  BRAND,
  renderLayout,
  STYLE,
  TABLE,
  type MailContent,
} from '../../adapters/mailer/templates';
import { formatInvoiceAmount } from '../invoices/invoice-pdf';

/** How long a refund takes to reach the card (spec section 9). */
export const REFUND_BUSINESS_DAYS = '5–10';

/** How a gift names its giver: the first name, or a neutral word without one. */
export function giverName(firstName: string | null): string {
  const name = firstName?.trim();
  return name && name !== 'Unknown' ? name : 'A friend';
}

function greeting(firstName: string | null): string {
  const name = firstName?.trim();
  return name && name !== 'Unknown' ? `Hi ${name},` : 'Hi,';
}

/** A mail of paragraphs and one button, in text and HTML; every value is escaped. */
function mail(
  subject: string,
  paragraphs: readonly string[],
  link: { href: string; label: string },
  footnote?: string,
): MailContent {
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    `${link.label}: ${link.href}`,
    '',
    ...(footnote ? [footnote, ''] : []),
    '-- ',
    'BigKeys',
    '',
  ].join('\n');
  const href = escapeHtml(link.href);
  const body = `${paragraphs.map((p) => `<p style="${STYLE.paragraph}">${escapeHtml(p)}</p>`).join('\n')}
<table ${TABLE}><tr><td bgcolor="${BRAND}" style="background-color:${BRAND};border-radius:6px;">
<a href="${href}" style="${STYLE.button}">${escapeHtml(link.label)}</a>
</td></tr></table>
<p style="${STYLE.small}"><a href="${href}" style="color:${BRAND};word-break:break-all;">${href}</a></p>${
    footnote ? `\n<p style="${STYLE.small}">${escapeHtml(footnote)}</p>` : ''
  }`;
  return { subject, text, html: renderLayout('en', subject, paragraphs[1] ?? subject, body) };
}

/** The refund confirmation: how much goes back, and when it arrives. */
export function refundMail(input: {
  firstName: string | null;
  orderId: string;
  amountMinor: number;
  currency: string;
  /** Why the order was refunded: 'customer' when they cancelled it. */
  reason: string;
  ordersUrl: string;
}): MailContent {
  const amount = formatInvoiceAmount(input.amountMinor, input.currency);
  const why =
    input.reason === 'customer'
      ? `You cancelled order ${input.orderId}, and we have refunded ${amount} to the card you paid with. Its keys can no longer be revealed.`
      : input.reason === 'review-rejected'
        ? `We could not approve order ${input.orderId} after its security review, so we have refunded ${amount} to the card you paid with.`
        : `We have refunded ${amount} for order ${input.orderId} to the card you paid with.`;
  return mail(
    'Your refund is on its way',
    [
      greeting(input.firstName),
      why,
      `Refunds usually reach your account within ${REFUND_BUSINESS_DAYS} business days, depending on your bank.`,
    ],
    { href: input.ordersUrl, label: 'View my orders' },
  );
}

/** The gift e-mail to a friend: who sends what, and the link that claims it. */
export function giftMail(input: {
  giverName: string;
  title: string;
  platformName: string;
  claimUrl: string;
}): MailContent {
  return mail(
    `${input.giverName} sent you a gift: ${input.title}`,
    [
      'Hi,',
      `${input.giverName} sent you a key for ${input.title} (${input.platformName}) from BigKeys.`,
      'Sign in or create a free BigKeys account, then open the link below to claim it. Once claimed, the key is yours to reveal and activate.',
    ],
    { href: input.claimUrl, label: 'Claim your gift' },
    'The link works once: whoever claims it first gets the key, so keep it to yourself. If you did not expect this e-mail, you can ignore it.',
  );
}

/** A note to the giver that their friend claimed the gift. */
export function giftClaimedMail(input: {
  firstName: string | null;
  title: string;
  platformName: string;
  recipientEmail: string;
  ordersUrl: string;
}): MailContent {
  return mail(
    'Your gift was claimed',
    [
      greeting(input.firstName),
      `The ${input.title} (${input.platformName}) key you sent to ${input.recipientEmail} has been claimed. Thank you for sharing the fun!`,
    ],
    { href: input.ordersUrl, label: 'View my orders' },
  );
}
