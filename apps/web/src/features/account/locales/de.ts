import { CUSTOMER_MESSAGES_DE } from '@store/shared/messages/messages-de';
import type { RecoveryTexts } from './en';

export const recoveryDe: RecoveryTexts = {
  forgotLink: 'Passwort vergessen?',
  backToLogin: 'Zurück zur Anmeldung',
  rememberIt: 'Passwort wieder eingefallen?',
  usePassword: 'Lieber mit Passwort?',
  linkSent: CUSTOMER_MESSAGES_DE.recovery.linkSent,
  sentHint:
    'Der Link funktioniert einmal und nur kurze Zeit. Nichts angekommen? Sieh im Spam-Ordner nach oder frage in ein paar Minuten erneut.',
  forgot: {
    title: 'Passwort vergessen?',
    subtitle:
      'Gib deine E-Mail-Adresse ein, und wir senden dir einen Link, mit dem du ein neues Passwort wählst.',
    submit: 'Link zum Zurücksetzen senden',
    sending: 'Wird gesendet…',
    signInInstead:
      'Du willst nur hinein? Wir können dir auch einen Link senden, der dich ohne Passwort anmeldet.',
  },
  reset: {
    title: 'Neues Passwort wählen',
    subtitle:
      'Sobald es gespeichert ist, werden alle bei deinem Konto angemeldeten Geräte abgemeldet.',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Neues Passwort bestätigen',
    submit: 'Neues Passwort speichern',
    saving: 'Wird gespeichert…',
    missingToken:
      'Diese Seite braucht den Link aus deiner E-Mail. Öffne den Link erneut oder fordere einen neuen an.',
  },
  link: {
    title: 'Mit einem E-Mail-Link anmelden',
    subtitle:
      'Ganz ohne Passwort: Wir senden dir einen Link an deine E-Mail-Adresse, der dich einmal anmeldet.',
    confirmTitle: 'Bei BigKeys anmelden',
    confirmSubtitle: 'Dein Anmeldelink ist bereit. Er funktioniert einmal.',
    confirm: 'Jetzt anmelden',
    signingIn: 'Anmeldung läuft…',
    why: 'Wir melden dich erst an, wenn du die Schaltfläche drückst. So kann ein E-Mail-Programm, das Links prüft, deinen Link nicht verbrauchen.',
    request: 'Anmeldelink per E-Mail senden',
  },
  offer: {
    throttled:
      'Ist das dein Konto? Wir können dir einen Link senden, der dich ohne Passwort anmeldet.',
    button: 'Anmeldelink per E-Mail senden',
    sending: 'Wird gesendet…',
  },
  invalid: {
    title: 'Dieser Link funktioniert nicht mehr',
    message:
      'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordere einen neuen an.',
    newResetLink: 'Neuen Link zum Zurücksetzen anfordern',
    newSignInLink: 'Neuen Anmeldelink anfordern',
  },
};
