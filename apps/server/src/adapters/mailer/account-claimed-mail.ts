import { DEFAULT_LANGUAGE, type Language } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import { escapeHtml } from './escape-html';
import { BRAND, renderLayout, STYLE, TABLE, type MailContent } from './templates';

type ClaimedTexts = {
  subject: (provider: string) => string;
  greeting: (firstName: string) => string;
  intro: (provider: string, email: string) => string;
  why: (provider: string) => string;
  done: readonly [string, string, string];
  next: (provider: string) => string;
  button: string;
  notYou: (provider: string) => string;
};

const TEXTS: Readonly<Record<Language, ClaimedTexts>> = {
  en: {
    subject: (provider) => `Your BigKeys account is now secured with ${provider}`,
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    intro: (provider, email) => `You have just signed in to BigKeys with ${provider} as ${email}.`,
    why: (provider) =>
      `An account with this address already existed, but its e-mail address had never been confirmed. Since ${provider} confirmed that the address is yours, we have secured the account for you:`,
    done: [
      'its password has been removed, so nobody can sign in with it any more;',
      'every device that was signed in to it has been signed out;',
      'links and codes sent out for it earlier no longer work.',
    ],
    next: (provider) =>
      `From now on, sign in with ${provider}. Please look over your profile and purchases: anything you do not recognise was added before the address was confirmed.`,
    button: 'Open my dashboard',
    notYou: (provider) =>
      `If you did not just sign in with ${provider}, please contact our support straight away.`,
  },
  de: {
    subject: (provider) => `Dein BigKeys-Konto ist jetzt mit ${provider} gesichert`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: (provider, email) =>
      `Du hast dich gerade mit ${provider} als ${email} bei BigKeys angemeldet.`,
    why: (provider) =>
      `Zu dieser Adresse gab es bereits ein Konto, dessen E-Mail-Adresse aber nie bestätigt wurde. Da ${provider} bestätigt hat, dass die Adresse dir gehört, haben wir das Konto für dich gesichert:`,
    done: [
      'sein Passwort wurde entfernt, niemand kann sich mehr damit anmelden;',
      'alle Geräte, die angemeldet waren, wurden abgemeldet;',
      'früher dafür verschickte Links und Codes funktionieren nicht mehr.',
    ],
    next: (provider) =>
      `Melde dich ab jetzt mit ${provider} an. Bitte prüfe dein Profil und deine Käufe: Was du nicht wiedererkennst, wurde angelegt, bevor die Adresse bestätigt war.`,
    button: 'Mein Dashboard öffnen',
    notYou: (provider) =>
      `Wenn du dich nicht gerade mit ${provider} angemeldet hast, wende dich bitte sofort an unseren Support.`,
  },
  es: {
    subject: (provider) => `Tu cuenta de BigKeys ahora está protegida con ${provider}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (provider, email) =>
      `Acabas de iniciar sesión en BigKeys con ${provider} como ${email}.`,
    why: (provider) =>
      `Ya existía una cuenta con esta dirección, pero su correo electrónico nunca se había confirmado. Como ${provider} ha confirmado que la dirección es tuya, hemos protegido la cuenta para ti:`,
    done: [
      'se ha eliminado su contraseña, así que nadie puede volver a entrar con ella;',
      'se ha cerrado la sesión en todos los dispositivos que la tenían abierta;',
      'los enlaces y códigos enviados antes para ella ya no funcionan.',
    ],
    next: (provider) =>
      `A partir de ahora, inicia sesión con ${provider}. Revisa tu perfil y tus compras: lo que no reconozcas se añadió antes de confirmar la dirección.`,
    button: 'Abrir mi panel',
    notYou: (provider) =>
      `Si no acabas de iniciar sesión con ${provider}, ponte en contacto con nuestro soporte de inmediato.`,
  },
  fr: {
    subject: (provider) => `Votre compte BigKeys est désormais sécurisé avec ${provider}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (provider, email) =>
      `Vous venez de vous connecter à BigKeys avec ${provider} en tant que ${email}.`,
    why: (provider) =>
      `Un compte existait déjà avec cette adresse, mais son adresse e-mail n'avait jamais été confirmée. Comme ${provider} a confirmé que l'adresse est la vôtre, nous avons sécurisé le compte pour vous\u00a0:`,
    done: [
      'son mot de passe a été supprimé, plus personne ne peut se connecter avec\u00a0;',
      'tous les appareils qui y étaient connectés ont été déconnectés\u00a0;',
      'les liens et codes envoyés auparavant pour ce compte ne fonctionnent plus.',
    ],
    next: (provider) =>
      `Désormais, connectez-vous avec ${provider}. Vérifiez votre profil et vos achats\u00a0: ce que vous ne reconnaissez pas a été ajouté avant la confirmation de l'adresse.`,
    button: 'Ouvrir mon tableau de bord',
    notYou: (provider) =>
      `Si vous ne venez pas de vous connecter avec ${provider}, contactez immédiatement notre support.`,
  },
  it: {
    subject: (provider) => `Il tuo account BigKeys ora è protetto con ${provider}`,
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    intro: (provider, email) =>
      `Hai appena effettuato l'accesso a BigKeys con ${provider} come ${email}.`,
    why: (provider) =>
      `Esisteva già un account con questo indirizzo, ma il suo indirizzo e-mail non era mai stato confermato. Poiché ${provider} ha confermato che l'indirizzo è tuo, abbiamo messo al sicuro l'account per te:`,
    done: [
      'la sua password è stata rimossa, quindi nessuno può più accedere con essa;',
      'tutti i dispositivi collegati sono stati disconnessi;',
      'i link e i codici inviati in precedenza non funzionano più.',
    ],
    next: (provider) =>
      `D'ora in poi accedi con ${provider}. Controlla il tuo profilo e i tuoi acquisti: ciò che non riconosci è stato aggiunto prima della conferma dell'indirizzo.`,
    button: 'Apri la mia dashboard',
    notYou: (provider) =>
      `Se non hai appena effettuato l'accesso con ${provider}, contatta subito il nostro supporto.`,
  },
};

/**
 * Tells the verified owner of an address that the unconfirmed account registered with it is
 * now theirs, and what was cleared from it; in the given language or English.
 */
export function accountClaimedMail({
  firstName,
  email,
  provider,
  dashboardUrl,
  language,
}: {
  firstName: string;
  email: string;
  /** The provider's name as customers know it ("Google"). */
  provider: string;
  dashboardUrl: string;
  language: string | undefined;
}): MailContent {
  const lang = parseLanguage(language) ?? DEFAULT_LANGUAGE;
  const t = TEXTS[lang];
  const greeting = t.greeting(firstName.trim());
  const subject = t.subject(provider);
  const text = [
    greeting,
    '',
    t.intro(provider, email),
    '',
    t.why(provider),
    ...t.done.map((line) => `- ${line}`),
    '',
    t.next(provider),
    dashboardUrl,
    '',
    t.notYou(provider),
    '',
    '-- ',
    'BigKeys',
    '',
  ].join('\n');
  const href = escapeHtml(dashboardUrl);
  const items = t.done.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n');
  const body = `<p style="${STYLE.paragraph}">${escapeHtml(greeting)}</p>
<p style="${STYLE.paragraph}">${escapeHtml(t.intro(provider, email))}</p>
<p style="${STYLE.paragraph}">${escapeHtml(t.why(provider))}</p>
<ul style="${STYLE.paragraph}padding-left:20px;">
${items}
</ul>
<p style="${STYLE.paragraph}">${escapeHtml(t.next(provider))}</p>
<table ${TABLE}><tr><td bgcolor="${BRAND}" style="background-color:${BRAND};border-radius:6px;">
<a href="${href}" style="${STYLE.button}">${escapeHtml(t.button)}</a>
</td></tr></table>
<p style="${STYLE.small}">${escapeHtml(t.notYou(provider))}</p>`;
  return { subject, text, html: renderLayout(lang, subject, t.intro(provider, email), body) };
}
