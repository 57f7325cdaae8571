import { DEFAULT_LANGUAGE, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import { escapeHtml } from './escape-html';

export const BRAND = '#7c3aed';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
/** How long a verification code stays valid unless the caller says otherwise. */
export const VERIFICATION_CODE_MINUTES = 15;

/** A rendered mail: the subject, a plain-text part and an equivalent HTML part. */
export type MailContent = { subject: string; text: string; html: string };

type VerificationTexts = {
  subject: string;
  greeting: (firstName: string) => string;
  intro: string;
  validity: (minutes: number) => string;
  linkIntro: string;
  button: string;
  ignore: string;
};

const VERIFICATION: Readonly<Record<Language, VerificationTexts>> = {
  en: {
    subject: 'Your BigKeys verification code',
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    intro: 'Use this code to confirm your e-mail address:',
    validity: (minutes) => `The code is valid for ${minutes} minutes.`,
    linkIntro: 'Or confirm with one click:',
    button: 'Confirm e-mail address',
    ignore: 'If you did not create a BigKeys account, you can ignore this e-mail.',
  },
  de: {
    subject: 'Dein BigKeys-Bestätigungscode',
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: 'Mit diesem Code bestätigst du deine E-Mail-Adresse:',
    validity: (minutes) => `Der Code ist ${minutes} Minuten gültig.`,
    linkIntro: 'Oder bestätige mit einem Klick:',
    button: 'E-Mail-Adresse bestätigen',
    ignore: 'Wenn du kein BigKeys-Konto angelegt hast, kannst du diese E-Mail ignorieren.',
  },
  es: {
    subject: 'Tu código de verificación de BigKeys',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: 'Usa este código para confirmar tu dirección de correo electrónico:',
    validity: (minutes) => `El código es válido durante ${minutes} minutos.`,
    linkIntro: 'O confírmala con un clic:',
    button: 'Confirmar correo electrónico',
    ignore: 'Si no has creado una cuenta en BigKeys, puedes ignorar este correo.',
  },
  fr: {
    subject: 'Votre code de vérification BigKeys',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: 'Utilisez ce code pour confirmer votre adresse e-mail\u00a0:',
    validity: (minutes) => `Le code est valable ${minutes}\u00a0minutes.`,
    linkIntro: 'Ou confirmez en un clic\u00a0:',
    button: "Confirmer l'adresse e-mail",
    ignore: "Si vous n'avez pas créé de compte BigKeys, vous pouvez ignorer cet e-mail.",
  },
  it: {
    subject: 'Il tuo codice di verifica BigKeys',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: 'Usa questo codice per confermare il tuo indirizzo e-mail:',
    validity: (minutes) => `Il codice è valido per ${minutes} minuti.`,
    linkIntro: 'Oppure conferma con un clic:',
    button: 'Conferma indirizzo e-mail',
    ignore: 'Se non hai creato un account BigKeys, puoi ignorare questa e-mail.',
  },
};

// Mail clients ignore <style> blocks and modern layout, hence tables and inline styles only.
export const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';
export const STYLE = {
  page: 'margin:0;padding:0;background-color:#f4f4f7;',
  outer: 'padding:24px 12px;',
  card: 'max-width:560px;background-color:#ffffff;border-radius:8px;',
  header: `background-color:${BRAND};border-radius:8px 8px 0 0;padding:20px 32px;font-family:${FONT};font-size:22px;font-weight:bold;color:#ffffff;`,
  content: `padding:32px;font-family:${FONT};font-size:16px;line-height:24px;color:#1f2937;`,
  footer: `margin:16px 0 0;font-family:${FONT};font-size:12px;color:#6b7280;`,
  paragraph: 'margin:0 0 16px;',
  small: 'margin:16px 0 0;font-size:13px;line-height:20px;color:#6b7280;word-break:break-word;',
  code: `background-color:#f5f3ff;border:1px solid #ddd6fe;border-radius:6px;padding:12px 24px;font-family:Menlo, Consolas, monospace;font-size:32px;line-height:40px;font-weight:bold;letter-spacing:6px;color:${BRAND};`,
  button: `display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;`,
};

/** The store's mail frame around a body; other templates share it. */
export function renderLayout(
  language: Language,
  title: string,
  preheader: string,
  body: string,
): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
</head>
<body style="${STYLE.page}">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table ${TABLE} width="100%" style="${STYLE.page}">
<tr><td align="center" style="${STYLE.outer}">
<table ${TABLE} width="100%" style="${STYLE.card}">
<tr><td style="${STYLE.header}">BigKeys</td></tr>
<tr><td style="${STYLE.content}">
${body}
</td></tr>
</table>
<p style="${STYLE.footer}">BigKeys</p>
</td></tr>
</table>
</body>
</html>
`;
}

/** The sign-up verification mail: code and one-click link, in the given language or English. */
export function verificationCodeMail({
  firstName,
  code,
  link,
  language,
  validMinutes = VERIFICATION_CODE_MINUTES,
}: {
  firstName: string;
  code: string;
  link: string;
  language: string | undefined;
  validMinutes?: number;
}): MailContent {
  const lang = parseLanguage(language) ?? DEFAULT_LANGUAGE;
  const t = VERIFICATION[lang];
  const greeting = t.greeting(firstName.trim());
  const text = [
    greeting,
    '',
    t.intro,
    '',
    `    ${code}`,
    '',
    t.validity(validMinutes),
    '',
    t.linkIntro,
    link,
    '',
    t.ignore,
    '',
    '-- ',
    'BigKeys',
    '',
  ].join('\n');
  const href = escapeHtml(link);
  const body = `<p style="${STYLE.paragraph}">${escapeHtml(greeting)}</p>
<p style="${STYLE.paragraph}">${escapeHtml(t.intro)}</p>
<table ${TABLE} style="${STYLE.paragraph}"><tr><td style="${STYLE.code}">${escapeHtml(code)}</td></tr></table>
<p style="${STYLE.paragraph}">${escapeHtml(t.validity(validMinutes))}</p>
<p style="${STYLE.paragraph}">${escapeHtml(t.linkIntro)}</p>
<table ${TABLE}><tr><td bgcolor="${BRAND}" style="background-color:${BRAND};border-radius:6px;">
<a href="${href}" style="${STYLE.button}">${escapeHtml(t.button)}</a>
</td></tr></table>
<p style="${STYLE.small}"><a href="${href}" style="color:${BRAND};word-break:break-all;">${href}</a></p>
<p style="${STYLE.small}">${escapeHtml(t.ignore)}</p>`;
  return {
    subject: t.subject,
    text,
    html: renderLayout(lang, t.subject, `${t.intro} ${code}`, body),
  };
}

/** The contact form as the support team reads it; every customer-given text is escaped. */
export function contactMessageMail({
  name,
  email,
  subject,
  message,
}: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): MailContent {
  const title = `Contact form: ${subject}`;
  const from = `${name} <${email}>`;
  const text = [`From: ${from}`, `Subject: ${subject}`, '', message, ''].join('\n');
  // Line breaks are the customer's paragraphs; HTML would otherwise run them together.
  const paragraphs = escapeHtml(message).replace(/\r?\n/g, '<br>');
  const body = `<p style="${STYLE.paragraph}"><strong>From:</strong> ${escapeHtml(from)}</p>
<p style="${STYLE.paragraph}"><strong>Subject:</strong> ${escapeHtml(subject)}</p>
<p style="${STYLE.paragraph}">${paragraphs}</p>
<p style="${STYLE.small}">Reply to this e-mail to answer the customer directly.</p>`;
  return { subject: title, text, html: renderLayout('en', title, message.slice(0, 120), body) };
}
