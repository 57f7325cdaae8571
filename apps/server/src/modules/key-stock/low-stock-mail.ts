import { escapeHtml } from '../../adapters/mailer/escape-html';
import { renderLayout, STYLE, type MailContent } from '../../adapters/mailer/templates';

/** The entry a low-stock mail is about, as staff read it. */
export type LowStockSubject = {
  entryId: number;
  title: string;
  platform: string;
  edition: string | null;
  region: string;
  available: number;
  threshold: number;
};

/** The staff mail of a low-stock crossing (in English, the back office's language). */
export function lowStockMail(entry: LowStockSubject, link: string): MailContent {
  const label = [entry.title, entry.platform, entry.edition, entry.region]
    .filter(Boolean)
    .join(' · ');
  const subject = `Low stock: ${entry.title} (${entry.platform}), ${entry.available} left`;
  const line = `${entry.available} key${entry.available === 1 ? '' : 's'} on sale, threshold ${entry.threshold}.`;
  const text = [
    label,
    '',
    line,
    'Import more keys before it sells out.',
    '',
    link,
    '',
    'You get this e-mail as a member of the store’s admin or catalogue staff.',
    '',
  ].join('\n');
  const body = `<p style="${STYLE.paragraph}"><strong>${escapeHtml(label)}</strong></p>
<p style="${STYLE.paragraph}">${escapeHtml(line)} Import more keys before it sells out.</p>
<p style="${STYLE.paragraph}"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="${STYLE.small}">You get this e-mail as a member of the store’s admin or catalogue staff.</p>`;
  return { subject, text, html: renderLayout('en', subject, line, body) };
}
