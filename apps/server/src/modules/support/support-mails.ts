import type { Language } from '@store/shared/constants';
import { escapeHtml } from '../../adapters/mailer/escape-html';
import {
  BRAND,
  renderLayout,
  STYLE,
  TABLE,
  type MailContent,
} from '../../adapters/mailer/templates';

// The mail that tells a customer who is away that the support team answered their ticket,
// in the language they last wrote in. The answer is quoted as written: escaped, never markup.

type AnswerTexts = {
  subject: (topic: string) => string;
  greeting: (firstName: string) => string;
  intro: (staffName: string | null) => string;
  question: string;
  button: string;
  note: string;
};

const TEXTS: Readonly<Record<Language, AnswerTexts>> = {
  en: {
    subject: (topic) => `Our support team answered: ${topic}`,
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    intro: (staff) =>
      staff ? `${staff} from our support team answered you:` : 'Our support team answered you:',
    question: 'We need a little more information from you to go on.',
    button: 'Open the conversation',
    note: 'Reply in the conversation on our website; replies to this e-mail are not read.',
  },
  de: {
    subject: (topic) => `Unser Support-Team hat geantwortet: ${topic}`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: (staff) =>
      staff
        ? `${staff} aus unserem Support-Team hat dir geantwortet:`
        : 'Unser Support-Team hat dir geantwortet:',
    question: 'Damit wir weitermachen können, brauchen wir noch ein paar Angaben von dir.',
    button: 'Gespräch öffnen',
    note: 'Antworte im Gespräch auf unserer Website; Antworten auf diese E-Mail werden nicht gelesen.',
  },
  es: {
    subject: (topic) => `Nuestro equipo de soporte ha respondido: ${topic}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (staff) =>
      staff
        ? `${staff}, de nuestro equipo de soporte, te ha respondido:`
        : 'Nuestro equipo de soporte te ha respondido:',
    question: 'Necesitamos un poco más de información para continuar.',
    button: 'Abrir la conversación',
    note: 'Responde en la conversación de nuestra web; las respuestas a este correo no se leen.',
  },
  fr: {
    subject: (topic) => `Notre équipe d’assistance vous a répondu\u00a0: ${topic}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (staff) =>
      staff
        ? `${staff}, de notre équipe d’assistance, vous a répondu\u00a0:`
        : 'Notre équipe d’assistance vous a répondu\u00a0:',
    question: 'Nous avons besoin de quelques informations supplémentaires pour continuer.',
    button: 'Ouvrir la conversation',
    note: 'Répondez dans la conversation sur notre site\u00a0; les réponses à cet e-mail ne sont pas lues.',
  },
  it: {
    subject: (topic) => `Il nostro team di assistenza ha risposto: ${topic}`,
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: (staff) =>
      staff
        ? `${staff} del nostro team di assistenza ti ha risposto:`
        : 'Il nostro team di assistenza ti ha risposto:',
    question: 'Per proseguire ci servono ancora alcune informazioni da parte tua.',
    button: 'Apri la conversazione',
    note: 'Rispondi nella conversazione sul nostro sito; le risposte a questa e-mail non vengono lette.',
  },
};

const nameOf = (firstName: string | null) => {
  const name = firstName?.trim();
  return name && name !== 'Unknown' ? name : '';
};

/** The support team's answer to a ticket, quoted, with the link back to the conversation. */
export function ticketAnswerMail(input: {
  language: Language;
  firstName: string | null;
  topic: string;
  staffName: string | null;
  message: string;
  /** The staff asked the customer something (waiting for them). */
  question: boolean;
  link: string;
}): MailContent {
  const t = TEXTS[input.language];
  const subject = t.subject(input.topic);
  const greeting = t.greeting(nameOf(input.firstName));
  const intro = t.intro(nameOf(input.staffName) || null);
  const before = [greeting, intro];
  const after = input.question ? [t.question] : [];
  const quoted = input.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    ...before.flatMap((p) => [p, '']),
    quoted,
    '',
    ...after.flatMap((p) => [p, '']),
    `${t.button}: ${input.link}`,
    '',
    t.note,
    '',
    '-- ',
    'BigKeys',
    '',
  ].join('\n');
  const paragraph = (p: string) => `<p style="${STYLE.paragraph}">${escapeHtml(p)}</p>`;
  // The answer's line breaks are its paragraphs; escaped first, so no markup passes.
  const answer = escapeHtml(input.message).replace(/\r?\n/g, '<br>');
  const href = escapeHtml(input.link);
  const body = `${before.map(paragraph).join('\n')}
<blockquote style="${STYLE.paragraph}border-left:4px solid ${BRAND};padding:8px 16px;color:#374151;">${answer}</blockquote>
${after.map(paragraph).join('\n')}
<table ${TABLE}><tr><td bgcolor="${BRAND}" style="background-color:${BRAND};border-radius:6px;">
<a href="${href}" style="${STYLE.button}">${escapeHtml(t.button)}</a>
</td></tr></table>
<p style="${STYLE.small}"><a href="${href}" style="color:${BRAND};word-break:break-all;">${href}</a></p>
<p style="${STYLE.small}">${escapeHtml(t.note)}</p>`;
  return {
    subject,
    text,
    html: renderLayout(input.language, subject, input.message.slice(0, 120), body),
  };
}
