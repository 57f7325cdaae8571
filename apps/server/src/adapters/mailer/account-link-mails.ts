import type { Language } from '@store/shared/constants';
import { escapeHtml } from './escape-html';
import { BRAND, renderLayout, STYLE, TABLE, type MailContent } from './templates';

/** The single-use links the store mails about an account. */
export type AccountLinkKind = 'password-reset' | 'sign-in-link';

type LinkTexts = {
  subject: string;
  intro: string;
  button: string;
  ignore: string;
};

type LanguageTexts = {
  greeting: (firstName: string) => string;
  validity: (minutes: number) => string;
  links: Readonly<Record<AccountLinkKind, LinkTexts>>;
  changed: {
    subject: string;
    intro: (when: string) => string;
    notYou: string;
    button: string;
    why: string;
  };
};

const TEXTS: Readonly<Record<Language, LanguageTexts>> = {
  en: {
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    validity: (minutes) => `The link is valid for ${minutes} minutes and works only once.`,
    links: {
      'password-reset': {
        subject: 'Reset your BigKeys password',
        intro:
          'We received a request to reset the password of your BigKeys account. Choose a new password here:',
        button: 'Choose a new password',
        ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      },
      'sign-in-link': {
        subject: 'Your BigKeys sign-in link',
        intro: 'Sign in to your BigKeys account without your password:',
        button: 'Sign in to BigKeys',
        ignore: 'If you did not ask for this, ignore this e-mail: nobody is signed in without it.',
      },
    },
    changed: {
      subject: 'Your BigKeys password was changed',
      intro: (when) =>
        `The password of your BigKeys account was changed on ${when}. Every device that was signed in has been signed out.`,
      notYou:
        'If this was not you, choose a new password at once with the link below and contact our support.',
      button: 'Reset password',
      why: 'We send this notice to keep your account safe.',
    },
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    validity: (minutes) => `Der Link ist ${minutes} Minuten gültig und funktioniert nur einmal.`,
    links: {
      'password-reset': {
        subject: 'Setze dein BigKeys-Passwort zurück',
        intro:
          'Wir haben eine Anfrage erhalten, das Passwort deines BigKeys-Kontos zurückzusetzen. Wähle hier ein neues Passwort:',
        button: 'Neues Passwort wählen',
        ignore:
          'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
      },
      'sign-in-link': {
        subject: 'Dein BigKeys-Anmeldelink',
        intro: 'Melde dich ohne dein Passwort bei deinem BigKeys-Konto an:',
        button: 'Bei BigKeys anmelden',
        ignore:
          'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Ohne diesen Link wird niemand angemeldet.',
      },
    },
    changed: {
      subject: 'Dein BigKeys-Passwort wurde geändert',
      intro: (when) =>
        `Das Passwort deines BigKeys-Kontos wurde am ${when} geändert. Alle angemeldeten Geräte wurden abgemeldet.`,
      notYou:
        'Wenn du das nicht warst, wähle sofort über den Link unten ein neues Passwort und kontaktiere unseren Support.',
      button: 'Passwort zurücksetzen',
      why: 'Diese Nachricht senden wir zum Schutz deines Kontos.',
    },
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    validity: (minutes) =>
      `El enlace es válido durante ${minutes} minutos y solo funciona una vez.`,
    links: {
      'password-reset': {
        subject: 'Restablece tu contraseña de BigKeys',
        intro:
          'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de BigKeys. Elige una nueva contraseña aquí:',
        button: 'Elegir una nueva contraseña',
        ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambia.',
      },
      'sign-in-link': {
        subject: 'Tu enlace de inicio de sesión de BigKeys',
        intro: 'Inicia sesión en tu cuenta de BigKeys sin tu contraseña:',
        button: 'Iniciar sesión en BigKeys',
        ignore: 'Si no lo has solicitado, ignora este correo: nadie inicia sesión sin este enlace.',
      },
    },
    changed: {
      subject: 'Se ha cambiado tu contraseña de BigKeys',
      intro: (when) =>
        `La contraseña de tu cuenta de BigKeys se cambió el ${when}. Se ha cerrado la sesión en todos los dispositivos.`,
      notYou:
        'Si no has sido tú, elige de inmediato una nueva contraseña con el enlace de abajo y contacta con nuestro soporte.',
      button: 'Restablecer contraseña',
      why: 'Te enviamos este aviso para proteger tu cuenta.',
    },
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    validity: (minutes) =>
      `Le lien est valable ${minutes}\u00a0minutes et ne fonctionne qu'une seule fois.`,
    links: {
      'password-reset': {
        subject: 'Réinitialisez votre mot de passe BigKeys',
        intro:
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte BigKeys. Choisissez un nouveau mot de passe ici\u00a0:',
        button: 'Choisir un nouveau mot de passe',
        ignore:
          "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.",
      },
      'sign-in-link': {
        subject: 'Votre lien de connexion BigKeys',
        intro: 'Connectez-vous à votre compte BigKeys sans votre mot de passe\u00a0:',
        button: 'Se connecter à BigKeys',
        ignore:
          "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail\u00a0: personne n'est connecté sans ce lien.",
      },
    },
    changed: {
      subject: 'Votre mot de passe BigKeys a été modifié',
      intro: (when) =>
        `Le mot de passe de votre compte BigKeys a été modifié le ${when}. Tous les appareils connectés ont été déconnectés.`,
      notYou:
        "Si ce n'était pas vous, choisissez immédiatement un nouveau mot de passe avec le lien ci-dessous et contactez notre support.",
      button: 'Réinitialiser le mot de passe',
      why: 'Nous vous envoyons cet avis pour protéger votre compte.',
    },
  },
  it: {
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    validity: (minutes) => `Il link è valido per ${minutes} minuti e funziona una sola volta.`,
    links: {
      'password-reset': {
        subject: 'Reimposta la tua password BigKeys',
        intro:
          'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account BigKeys. Scegli qui una nuova password:',
        button: 'Scegli una nuova password',
        ignore: 'Se non lo hai richiesto, ignora questa e-mail: la tua password resta invariata.',
      },
      'sign-in-link': {
        subject: 'Il tuo link di accesso BigKeys',
        intro: 'Accedi al tuo account BigKeys senza password:',
        button: 'Accedi a BigKeys',
        ignore: 'Se non lo hai richiesto, ignora questa e-mail: nessuno accede senza questo link.',
      },
    },
    changed: {
      subject: 'La tua password BigKeys è stata cambiata',
      intro: (when) =>
        `La password del tuo account BigKeys è stata cambiata il ${when}. Tutti i dispositivi connessi sono stati disconnessi.`,
      notYou:
        'Se non sei stato tu, scegli subito una nuova password con il link qui sotto e contatta il nostro supporto.',
      button: 'Reimposta password',
      why: 'Ti inviamo questo avviso per proteggere il tuo account.',
    },
  },
};

/** A mail of greeting, paragraphs, one button and a closing note, as text and HTML. */
export function renderLinkMail(
  language: Language,
  subject: string,
  parts: { greeting: string; paragraphs: string[]; button: string; link: string; note: string },
): MailContent {
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    parts.link,
    '',
    parts.note,
    '',
    '-- ',
    'BigKeys',
    '',
  ].join('\n');
  const href = escapeHtml(parts.link);
  const paragraphs = parts.paragraphs
    .map((p) => `<p style="${STYLE.paragraph}">${escapeHtml(p)}</p>`)
    .join('\n');
  const body = `<p style="${STYLE.paragraph}">${escapeHtml(parts.greeting)}</p>
${paragraphs}
<table ${TABLE}><tr><td bgcolor="${BRAND}" style="background-color:${BRAND};border-radius:6px;">
<a href="${href}" style="${STYLE.button}">${escapeHtml(parts.button)}</a>
</td></tr></table>
<p style="${STYLE.small}"><a href="${href}" style="color:${BRAND};word-break:break-all;">${href}</a></p>
<p style="${STYLE.small}">${escapeHtml(parts.note)}</p>`;
  return {
    subject,
    text,
    html: renderLayout(language, subject, parts.paragraphs[0] ?? subject, body),
  };
}

/** The password-reset or sign-in-link mail: the single-use link, how long it lasts, what to ignore. */
export function accountLinkMail({
  kind,
  language,
  firstName,
  link,
  validMinutes,
}: {
  kind: AccountLinkKind;
  language: Language;
  firstName: string;
  link: string;
  validMinutes: number;
}): MailContent {
  const t = TEXTS[language];
  const texts = t.links[kind];
  return renderLinkMail(language, texts.subject, {
    greeting: t.greeting(firstName.trim()),
    paragraphs: [texts.intro, t.validity(validMinutes)],
    button: texts.button,
    link,
    note: texts.ignore,
  });
}

/** The notice after a password reset: when, that every device was signed out, and what to do if it was not the owner. */
export function passwordChangedMail({
  language,
  firstName,
  changedAt,
  forgotLink,
}: {
  language: Language;
  firstName: string;
  changedAt: Date;
  /** Where to ask for a new reset link. */
  forgotLink: string;
}): MailContent {
  const t = TEXTS[language];
  const when = `${new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(changedAt)} UTC`;
  return renderLinkMail(language, t.changed.subject, {
    greeting: t.greeting(firstName.trim()),
    paragraphs: [t.changed.intro(when), t.changed.notYou],
    button: t.changed.button,
    link: forgotLink,
    note: t.changed.why,
  });
}
