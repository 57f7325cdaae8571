import type { Language } from '@store/shared/constants';
import { renderLinkMail } from './account-link-mails';
import type { MailContent } from './templates';

/** What happened to a social account of the customer's. */
export type SocialLinkChange = 'linked' | 'unlinked';

type ChangeTexts = {
  subject: (provider: string) => string;
  intro: (provider: string, when: string) => string;
  effect: (provider: string) => string;
  notYou: (provider: string) => string;
};

type LanguageTexts = {
  greeting: (firstName: string) => string;
  changes: Readonly<Record<SocialLinkChange, ChangeTexts>>;
  button: string;
  why: string;
};

const TEXTS: Readonly<Record<Language, LanguageTexts>> = {
  en: {
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    changes: {
      linked: {
        subject: (provider) => `${provider} was linked to your BigKeys account`,
        intro: (provider, when) =>
          `A ${provider} account was linked to your BigKeys account on ${when}.`,
        effect: (provider) => `From now on you can sign in to BigKeys with ${provider}.`,
        notYou: (provider) =>
          `Not you? Someone may be in your account: unlink ${provider} in your security settings, change your password and contact our support.`,
      },
      unlinked: {
        subject: (provider) => `${provider} was unlinked from your BigKeys account`,
        intro: (provider, when) =>
          `The ${provider} account linked to your BigKeys account was unlinked on ${when}.`,
        effect: (provider) => `You can no longer sign in to BigKeys with ${provider}.`,
        notYou: () =>
          'Not you? Someone may be in your account: check your security settings, change your password and contact our support.',
      },
    },
    button: 'Open security settings',
    why: 'We send this notice to keep your account safe.',
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    changes: {
      linked: {
        subject: (provider) => `${provider} wurde mit deinem BigKeys-Konto verknüpft`,
        intro: (provider, when) =>
          `Am ${when} wurde ein ${provider}-Konto mit deinem BigKeys-Konto verknüpft.`,
        effect: (provider) => `Ab jetzt kannst du dich mit ${provider} bei BigKeys anmelden.`,
        notYou: (provider) =>
          `Warst du das nicht? Dann ist vielleicht jemand in deinem Konto: Hebe die Verknüpfung mit ${provider} in deinen Sicherheitseinstellungen auf, ändere dein Passwort und kontaktiere unseren Support.`,
      },
      unlinked: {
        subject: (provider) => `${provider} wurde von deinem BigKeys-Konto getrennt`,
        intro: (provider, when) =>
          `Am ${when} wurde das mit deinem BigKeys-Konto verknüpfte ${provider}-Konto getrennt.`,
        effect: (provider) => `Du kannst dich nicht mehr mit ${provider} bei BigKeys anmelden.`,
        notYou: () =>
          'Warst du das nicht? Dann ist vielleicht jemand in deinem Konto: Prüfe deine Sicherheitseinstellungen, ändere dein Passwort und kontaktiere unseren Support.',
      },
    },
    button: 'Sicherheitseinstellungen öffnen',
    why: 'Diese Nachricht senden wir zum Schutz deines Kontos.',
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    changes: {
      linked: {
        subject: (provider) => `Se ha vinculado ${provider} a tu cuenta de BigKeys`,
        intro: (provider, when) =>
          `El ${when} se vinculó una cuenta de ${provider} a tu cuenta de BigKeys.`,
        effect: (provider) => `A partir de ahora puedes iniciar sesión en BigKeys con ${provider}.`,
        notYou: (provider) =>
          `¿No has sido tú? Puede que alguien haya entrado en tu cuenta: desvincula ${provider} en tus ajustes de seguridad, cambia tu contraseña y contacta con nuestro soporte.`,
      },
      unlinked: {
        subject: (provider) => `Se ha desvinculado ${provider} de tu cuenta de BigKeys`,
        intro: (provider, when) =>
          `El ${when} se desvinculó la cuenta de ${provider} que estaba vinculada a tu cuenta de BigKeys.`,
        effect: (provider) => `Ya no puedes iniciar sesión en BigKeys con ${provider}.`,
        notYou: () =>
          '¿No has sido tú? Puede que alguien haya entrado en tu cuenta: revisa tus ajustes de seguridad, cambia tu contraseña y contacta con nuestro soporte.',
      },
    },
    button: 'Abrir ajustes de seguridad',
    why: 'Te enviamos este aviso para proteger tu cuenta.',
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    changes: {
      linked: {
        subject: (provider) => `${provider} a été associé à votre compte BigKeys`,
        intro: (provider, when) =>
          `Un compte ${provider} a été associé à votre compte BigKeys le ${when}.`,
        effect: (provider) => `Vous pouvez désormais vous connecter à BigKeys avec ${provider}.`,
        notYou: (provider) =>
          `Ce n'était pas vous\u00a0? Quelqu'un est peut-être dans votre compte\u00a0: dissociez ${provider} dans vos paramètres de sécurité, changez votre mot de passe et contactez notre support.`,
      },
      unlinked: {
        subject: (provider) => `${provider} a été dissocié de votre compte BigKeys`,
        intro: (provider, when) =>
          `Le compte ${provider} associé à votre compte BigKeys a été dissocié le ${when}.`,
        effect: (provider) => `Vous ne pouvez plus vous connecter à BigKeys avec ${provider}.`,
        notYou: () =>
          "Ce n'était pas vous\u00a0? Quelqu'un est peut-être dans votre compte\u00a0: vérifiez vos paramètres de sécurité, changez votre mot de passe et contactez notre support.",
      },
    },
    button: 'Ouvrir les paramètres de sécurité',
    why: 'Nous vous envoyons cet avis pour protéger votre compte.',
  },
  it: {
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    changes: {
      linked: {
        subject: (provider) => `${provider} è stato collegato al tuo account BigKeys`,
        intro: (provider, when) =>
          `Il ${when} un account ${provider} è stato collegato al tuo account BigKeys.`,
        effect: (provider) => `D'ora in poi puoi accedere a BigKeys con ${provider}.`,
        notYou: (provider) =>
          `Non sei stato tu? Qualcuno potrebbe essere nel tuo account: scollega ${provider} nelle impostazioni di sicurezza, cambia la password e contatta il nostro supporto.`,
      },
      unlinked: {
        subject: (provider) => `${provider} è stato scollegato dal tuo account BigKeys`,
        intro: (provider, when) =>
          `Il ${when} l'account ${provider} collegato al tuo account BigKeys è stato scollegato.`,
        effect: (provider) => `Non puoi più accedere a BigKeys con ${provider}.`,
        notYou: () =>
          'Non sei stato tu? Qualcuno potrebbe essere nel tuo account: controlla le impostazioni di sicurezza, cambia la password e contatta il nostro supporto.',
      },
    },
    button: 'Apri le impostazioni di sicurezza',
    why: 'Ti inviamo questo avviso per proteggere il tuo account.',
  },
};

/**
 * The notice after a social account was linked to or unlinked from the customer's account:
 * which provider, when, what it changes for signing in, and what to do if it was not them.
 */
export function socialLinkMail({
  change,
  language,
  firstName,
  provider,
  changedAt,
  securityLink,
}: {
  change: SocialLinkChange;
  language: Language;
  firstName: string;
  /** The provider's name as customers know it ("Google"). */
  provider: string;
  changedAt: Date;
  /** The security page, where links are managed. */
  securityLink: string;
}): MailContent {
  const t = TEXTS[language];
  const texts = t.changes[change];
  const when = `${new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(changedAt)} UTC`;
  return renderLinkMail(language, texts.subject(provider), {
    greeting: t.greeting(firstName.trim()),
    paragraphs: [texts.intro(provider, when), texts.effect(provider), texts.notYou(provider)],
    button: t.button,
    link: securityLink,
    note: t.why,
  });
}
