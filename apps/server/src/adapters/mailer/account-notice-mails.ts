import type { Language } from '@store/shared/constants';
import { escapeHtml } from './escape-html';
import { BRAND, renderLayout, STYLE, TABLE, type MailContent } from './templates';

/** The parts every account notice has: who it greets, what happened, and one thing to do. */
type NoticeParts = {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; href: string };
  footnote: string;
};

/** Plain text and HTML of one notice; every value is escaped, the link shown in full too. */
function renderNotice(language: Language, parts: NoticeParts): MailContent {
  const { subject, greeting, paragraphs, action, footnote } = parts;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(action ? [`${action.label}:`, action.href, ''] : []),
    footnote,
    '',
    '-- ',
    'BigKeys',
    '',
  ].join('\n');
  const button = action
    ? `<table ${TABLE}><tr><td bgcolor="${BRAND}" style="background-color:${BRAND};border-radius:6px;">
<a href="${escapeHtml(action.href)}" style="${STYLE.button}">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="${STYLE.small}"><a href="${escapeHtml(action.href)}" style="color:${BRAND};word-break:break-all;">${escapeHtml(action.href)}</a></p>`
    : '';
  const body = `<p style="${STYLE.paragraph}">${escapeHtml(greeting)}</p>
${paragraphs.map((paragraph) => `<p style="${STYLE.paragraph}">${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<p style="${STYLE.small}">${escapeHtml(footnote)}</p>`;
  return { subject, text, html: renderLayout(language, subject, paragraphs[0] ?? subject, body) };
}

const GREETING: Readonly<Record<Language, (name: string) => string>> = {
  en: (name) => (name ? `Hi ${name},` : 'Hi,'),
  de: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  es: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  fr: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  it: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
};

/** A notice whose one action is to sign in: nothing changed, here is what happened. */
type SignInNoticeTexts = {
  subject: string;
  paragraphs: string[];
  action: string;
  footnote: string;
};

// Builds a mail function from its texts in each language.
const signInNotice =
  (texts: Readonly<Record<Language, SignInNoticeTexts>>) =>
  ({
    language,
    firstName,
    signInLink,
  }: {
    language: Language;
    firstName: string;
    signInLink: string;
  }): MailContent => {
    const t = texts[language];
    return renderNotice(language, {
      subject: t.subject,
      greeting: GREETING[language](firstName.trim()),
      paragraphs: t.paragraphs,
      action: { label: t.action, href: signInLink },
      footnote: t.footnote,
    });
  };

const REGISTRATION_ATTEMPT: Readonly<Record<Language, SignInNoticeTexts>> = {
  en: {
    subject: 'Someone tried to sign up with your e-mail address',
    paragraphs: [
      'Someone just tried to create a BigKeys account with this e-mail address. You already have an account with it, so nothing was created and nothing was changed.',
      'If it was you, sign in with your password. Forgot it? On the sign-in page you can reset it.',
    ],
    action: 'Sign in to BigKeys',
    footnote: 'If it was not you, you can ignore this e-mail: your account is safe.',
  },
  de: {
    subject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
    paragraphs: [
      'Gerade wollte jemand mit dieser E-Mail-Adresse ein BigKeys-Konto anlegen. Du hast bereits ein Konto mit dieser Adresse, daher wurde nichts angelegt und nichts geändert.',
      'Warst du das, melde dich mit deinem Passwort an. Passwort vergessen? Auf der Anmeldeseite kannst du es zurücksetzen.',
    ],
    action: 'Bei BigKeys anmelden',
    footnote: 'Warst du das nicht, kannst du diese E-Mail ignorieren: Dein Konto ist sicher.',
  },
  es: {
    subject: 'Alguien intentó registrarse con tu correo electrónico',
    paragraphs: [
      'Alguien acaba de intentar crear una cuenta de BigKeys con esta dirección de correo. Ya tienes una cuenta con ella, así que no se ha creado ni cambiado nada.',
      'Si fuiste tú, inicia sesión con tu contraseña. ¿La has olvidado? Puedes restablecerla en la página de inicio de sesión.',
    ],
    action: 'Iniciar sesión en BigKeys',
    footnote: 'Si no fuiste tú, puedes ignorar este correo: tu cuenta está a salvo.',
  },
  fr: {
    subject: "Quelqu'un a tenté de s'inscrire avec votre adresse e-mail",
    paragraphs: [
      "Quelqu'un vient d'essayer de créer un compte BigKeys avec cette adresse e-mail. Vous avez déjà un compte avec cette adresse\u00a0: rien n'a été créé ni modifié.",
      "Si c'était vous, connectez-vous avec votre mot de passe. Vous l'avez oublié\u00a0? Vous pouvez le réinitialiser depuis la page de connexion.",
    ],
    action: 'Se connecter à BigKeys',
    footnote:
      "Si ce n'était pas vous, vous pouvez ignorer cet e-mail\u00a0: votre compte est en sécurité.",
  },
  it: {
    subject: 'Qualcuno ha provato a registrarsi con il tuo indirizzo e-mail',
    paragraphs: [
      'Qualcuno ha appena provato a creare un account BigKeys con questo indirizzo e-mail. Hai già un account con questo indirizzo, quindi non è stato creato né modificato nulla.',
      'Se sei stato tu, accedi con la tua password. L’hai dimenticata? Puoi reimpostarla dalla pagina di accesso.',
    ],
    action: 'Accedi a BigKeys',
    footnote: 'Se non sei stato tu, puoi ignorare questa e-mail: il tuo account è al sicuro.',
  },
};

/**
 * To the owner of an address someone tried to register again: nothing was created; sign in,
 * or reset the password from the sign-in page.
 */
export const registrationAttemptMail = signInNotice(REGISTRATION_ATTEMPT);

const CONFIRM: Readonly<
  Record<
    Language,
    {
      subject: string;
      intro: (email: string) => string;
      validity: (hours: number) => string;
      action: string;
      footnote: string;
    }
  >
> = {
  en: {
    subject: 'Confirm your new e-mail address',
    intro: (email) =>
      `You asked to use ${email} for your BigKeys account. Your address changes once you confirm it with the button below.`,
    validity: (hours) => `The link is valid for ${hours} hours and works once.`,
    action: 'Confirm new e-mail address',
    footnote: 'If you did not ask for this, ignore this e-mail: nothing changes.',
  },
  de: {
    subject: 'Bestätige deine neue E-Mail-Adresse',
    intro: (email) =>
      `Du möchtest ${email} für dein BigKeys-Konto verwenden. Deine Adresse ändert sich, sobald du sie mit der Schaltfläche unten bestätigst.`,
    validity: (hours) => `Der Link ist ${hours} Stunden gültig und funktioniert einmal.`,
    action: 'Neue E-Mail-Adresse bestätigen',
    footnote: 'Hast du das nicht angefordert, ignoriere diese E-Mail: Es ändert sich nichts.',
  },
  es: {
    subject: 'Confirma tu nueva dirección de correo electrónico',
    intro: (email) =>
      `Has pedido usar ${email} en tu cuenta de BigKeys. Tu dirección cambiará cuando la confirmes con el botón de abajo.`,
    validity: (hours) => `El enlace es válido durante ${hours} horas y funciona una sola vez.`,
    action: 'Confirmar nueva dirección',
    footnote: 'Si no lo has pedido tú, ignora este correo: no cambiará nada.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro: (email) =>
      `Vous avez demandé à utiliser ${email} pour votre compte BigKeys. Votre adresse changera dès que vous la confirmerez avec le bouton ci-dessous.`,
    validity: (hours) => `Le lien est valable ${hours}\u00a0heures et ne fonctionne qu'une fois.`,
    action: 'Confirmer la nouvelle adresse',
    footnote: "Si vous n'avez rien demandé, ignorez cet e-mail\u00a0: rien ne changera.",
  },
  it: {
    subject: 'Conferma il tuo nuovo indirizzo e-mail',
    intro: (email) =>
      `Hai chiesto di usare ${email} per il tuo account BigKeys. L’indirizzo cambierà quando lo confermerai con il pulsante qui sotto.`,
    validity: (hours) => `Il link è valido per ${hours} ore e funziona una sola volta.`,
    action: 'Conferma il nuovo indirizzo',
    footnote: 'Se non l’hai chiesto tu, ignora questa e-mail: non cambierà nulla.',
  },
};

/** To the new address: the link that makes it the account's address. */
export function emailChangeConfirmMail({
  language,
  firstName,
  newEmail,
  link,
  validHours,
}: {
  language: Language;
  firstName: string;
  newEmail: string;
  link: string;
  validHours: number;
}): MailContent {
  const t = CONFIRM[language];
  return renderNotice(language, {
    subject: t.subject,
    greeting: GREETING[language](firstName.trim()),
    paragraphs: [t.intro(newEmail), t.validity(validHours)],
    action: { label: t.action, href: link },
    footnote: t.footnote,
  });
}

const TAKEN: Readonly<Record<Language, SignInNoticeTexts>> = {
  en: {
    subject: 'Someone tried to move an account to your e-mail address',
    paragraphs: [
      'Someone just asked to move another BigKeys account to this e-mail address. This address already belongs to your account, so nothing was changed.',
      'If it was you, sign in to the account that has this address instead. Forgot the password? You can reset it from the sign-in page.',
    ],
    action: 'Sign in to BigKeys',
    footnote: 'If it was not you, you can ignore this e-mail: your account is safe.',
  },
  de: {
    subject: 'Jemand wollte ein Konto auf deine E-Mail-Adresse umstellen',
    paragraphs: [
      'Gerade wollte jemand ein anderes BigKeys-Konto auf diese E-Mail-Adresse umstellen. Die Adresse gehört bereits zu deinem Konto, daher wurde nichts geändert.',
      'Warst du das, melde dich stattdessen bei dem Konto mit dieser Adresse an. Passwort vergessen? Auf der Anmeldeseite kannst du es zurücksetzen.',
    ],
    action: 'Bei BigKeys anmelden',
    footnote: 'Warst du das nicht, kannst du diese E-Mail ignorieren: Dein Konto ist sicher.',
  },
  es: {
    subject: 'Alguien intentó pasar una cuenta a tu correo electrónico',
    paragraphs: [
      'Alguien acaba de pedir que otra cuenta de BigKeys use esta dirección de correo. Esta dirección ya pertenece a tu cuenta, así que no se ha cambiado nada.',
      'Si fuiste tú, inicia sesión en la cuenta que tiene esta dirección. ¿Olvidaste la contraseña? Puedes restablecerla en la página de inicio de sesión.',
    ],
    action: 'Iniciar sesión en BigKeys',
    footnote: 'Si no fuiste tú, puedes ignorar este correo: tu cuenta está a salvo.',
  },
  fr: {
    subject: "Quelqu'un a tenté de transférer un compte vers votre adresse e-mail",
    paragraphs: [
      "Quelqu'un vient de demander qu'un autre compte BigKeys utilise cette adresse e-mail. Cette adresse appartient déjà à votre compte\u00a0: rien n'a été modifié.",
      "Si c'était vous, connectez-vous plutôt au compte qui a cette adresse. Mot de passe oublié\u00a0? Vous pouvez le réinitialiser depuis la page de connexion.",
    ],
    action: 'Se connecter à BigKeys',
    footnote:
      "Si ce n'était pas vous, vous pouvez ignorer cet e-mail\u00a0: votre compte est en sécurité.",
  },
  it: {
    subject: 'Qualcuno ha provato a spostare un account sul tuo indirizzo e-mail',
    paragraphs: [
      'Qualcuno ha appena chiesto di spostare un altro account BigKeys su questo indirizzo e-mail. L’indirizzo appartiene già al tuo account, quindi non è stato modificato nulla.',
      'Se sei stato tu, accedi invece all’account che ha questo indirizzo. Hai dimenticato la password? Puoi reimpostarla dalla pagina di accesso.',
    ],
    action: 'Accedi a BigKeys',
    footnote: 'Se non sei stato tu, puoi ignorare questa e-mail: il tuo account è al sicuro.',
  },
};

/** To an address that already has an account, when another account asked to move to it. */
export const emailChangeTakenMail = signInNotice(TAKEN);

const NOTICE: Readonly<
  Record<
    Language,
    {
      subject: string;
      intro: (email: string) => string;
      undo: (days: number) => string;
      noUndo: string;
      action: string;
      footnote: string;
    }
  >
> = {
  en: {
    subject: 'Your BigKeys e-mail address is being changed',
    intro: (email) =>
      `Someone signed in to your BigKeys account asked to change its e-mail address to ${email}. The change takes effect once that address is confirmed.`,
    undo: (days) =>
      `If this was not you, undo it with the button below (valid for ${days} days): your address stays or comes back, every device is signed out, and we recommend that you then reset your password.`,
    noUndo:
      'If this was not you, use the undo link from our earlier e-mail about the previous change, then reset your password.',
    action: 'Undo the change and sign out everywhere',
    footnote: 'If it was you, there is nothing to do.',
  },
  de: {
    subject: 'Deine BigKeys-E-Mail-Adresse wird geändert',
    intro: (email) =>
      `Jemand, der in deinem BigKeys-Konto angemeldet ist, möchte dessen E-Mail-Adresse in ${email} ändern. Die Änderung gilt, sobald diese Adresse bestätigt ist.`,
    undo: (days) =>
      `Warst du das nicht, mach es mit der Schaltfläche unten rückgängig (${days} Tage gültig): Deine Adresse bleibt oder kommt zurück, alle Geräte werden abgemeldet, und wir empfehlen dir, danach dein Passwort zurückzusetzen.`,
    noUndo:
      'Warst du das nicht, nutze den Link zum Rückgängigmachen aus unserer früheren E-Mail zur vorherigen Änderung und setze danach dein Passwort zurück.',
    action: 'Änderung rückgängig machen und überall abmelden',
    footnote: 'Warst du das, musst du nichts tun.',
  },
  es: {
    subject: 'Se está cambiando tu correo electrónico de BigKeys',
    intro: (email) =>
      `Alguien con sesión iniciada en tu cuenta de BigKeys ha pedido cambiar su dirección de correo a ${email}. El cambio se aplicará cuando se confirme esa dirección.`,
    undo: (days) =>
      `Si no fuiste tú, deshazlo con el botón de abajo (válido durante ${days} días): tu dirección se mantiene o se restablece, se cierra la sesión en todos los dispositivos y te recomendamos restablecer después tu contraseña.`,
    noUndo:
      'Si no fuiste tú, usa el enlace para deshacer de nuestro correo anterior sobre el cambio previo y restablece después tu contraseña.',
    action: 'Deshacer el cambio y cerrar todas las sesiones',
    footnote: 'Si fuiste tú, no tienes que hacer nada.',
  },
  fr: {
    subject: 'Votre adresse e-mail BigKeys est en cours de modification',
    intro: (email) =>
      `Une personne connectée à votre compte BigKeys a demandé de changer son adresse e-mail en ${email}. Le changement prendra effet dès que cette adresse sera confirmée.`,
    undo: (days) =>
      `Si ce n'était pas vous, annulez-le avec le bouton ci-dessous (valable ${days}\u00a0jours)\u00a0: votre adresse est conservée ou rétablie, tous les appareils sont déconnectés, et nous vous recommandons ensuite de réinitialiser votre mot de passe.`,
    noUndo:
      "Si ce n'était pas vous, utilisez le lien d'annulation de notre précédent e-mail concernant le changement antérieur, puis réinitialisez votre mot de passe.",
    action: 'Annuler le changement et tout déconnecter',
    footnote: "Si c'était vous, vous n'avez rien à faire.",
  },
  it: {
    subject: 'L’indirizzo e-mail del tuo account BigKeys sta per cambiare',
    intro: (email) =>
      `Qualcuno che ha effettuato l’accesso al tuo account BigKeys ha chiesto di cambiarne l’indirizzo e-mail in ${email}. La modifica avrà effetto quando quell’indirizzo sarà confermato.`,
    undo: (days) =>
      `Se non sei stato tu, annulla con il pulsante qui sotto (valido per ${days} giorni): il tuo indirizzo resta o viene ripristinato, tutti i dispositivi vengono disconnessi e ti consigliamo poi di reimpostare la password.`,
    noUndo:
      'Se non sei stato tu, usa il link di annullamento della nostra e-mail precedente sulla modifica precedente, poi reimposta la password.',
    action: 'Annulla la modifica e disconnetti tutto',
    footnote: 'Se sei stato tu, non devi fare nulla.',
  },
};

/**
 * To the current address when a change is asked for: what was asked, and the undo link (or,
 * while an earlier change can still be undone, a pointer to that earlier link).
 */
export function emailChangeNoticeMail({
  language,
  firstName,
  newEmail,
  undoLink,
  validDays,
}: {
  language: Language;
  firstName: string;
  newEmail: string;
  undoLink: string | null;
  validDays: number;
}): MailContent {
  const t = NOTICE[language];
  return renderNotice(language, {
    subject: t.subject,
    greeting: GREETING[language](firstName.trim()),
    paragraphs: [t.intro(newEmail), undoLink ? t.undo(validDays) : t.noUndo],
    ...(undoLink ? { action: { label: t.action, href: undoLink } } : {}),
    footnote: t.footnote,
  });
}
