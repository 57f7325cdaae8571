import type { Language } from '@store/shared/constants';
import { escapeHtml } from './escape-html';
import { BRAND, renderLayout, STYLE, TABLE, type MailContent } from './templates';

const GREETINGS: Readonly<Record<Language, { named: (name: string) => string; plain: string }>> = {
  en: { named: (name) => `Hi ${name},`, plain: 'Hi,' },
  de: { named: (name) => `Hallo ${name},`, plain: 'Hallo,' },
  es: { named: (name) => `Hola, ${name}:`, plain: 'Hola:' },
  fr: { named: (name) => `Bonjour ${name},`, plain: 'Bonjour,' },
  it: { named: (name) => `Ciao ${name},`, plain: 'Ciao,' },
};

/** "Hi Ada," in the reader's language; without a name (or the placeholder 'Unknown') just "Hi,". */
export function greetingFor(language: Language, firstName: string | null): string {
  const name = firstName?.trim();
  const greeting = GREETINGS[language];
  return name && name !== 'Unknown' ? greeting.named(name) : greeting.plain;
}

/**
 * A notice about an order or a gift: paragraphs, one button with its address spelled out below
 * it, and an optional footnote, as text and HTML in the reader's language. Every value is escaped.
 */
export function noticeMail(
  language: Language,
  subject: string,
  parts: {
    paragraphs: readonly string[];
    link: { href: string; label: string };
    footnote?: string;
  },
): MailContent {
  const { paragraphs, link, footnote } = parts;
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
  // The first paragraph greets; the second says what happened, which inboxes preview.
  return { subject, text, html: renderLayout(language, subject, paragraphs[1] ?? subject, body) };
}
