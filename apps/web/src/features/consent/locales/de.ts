import type { ConsentTexts } from './en';

export const consentDe: ConsentTexts = {
  title: 'Willkommen bei BigKeys',
  intro: 'Dein Shop für Game-Keys, Geschenkkarten und Abo-Karten. Das erwartet dich:',
  points: {
    instantKeys: {
      title: 'Keys sofort',
      text: 'Die meisten Keys kommen direkt nach der Zahlung, spätestens innerhalb von 24 Stunden.',
    },
    securePayment: {
      title: 'Sicher bezahlen',
      text: 'Zahle per Karte, Apple Pay, Google Pay, Klarna oder PayPal über eine verschlüsselte Verbindung.',
    },
    helpCentre: {
      title: 'Hilfe-Center',
      text: 'Anleitungen, Antworten und ein Chat mit unserem Team – über den Hilfe-Button auf jeder Seite.',
    },
  },
  privacyTitle: 'Deine Datenschutz-Auswahl',
  privacyText:
    '„Nur notwendige“ behält die Cookies, die der Shop braucht, und anonyme Besuchsstatistiken. „Alle akzeptieren“ erlaubt zusätzlich Werbe-Cookies und personalisierte Werbung.',
  acceptTerms:
    'Ich habe die <terms>Allgemeinen Geschäftsbedingungen</terms> und die <privacy>Datenschutzerklärung</privacy> gelesen und akzeptiere sie.',
  newTab: '(öffnet in einem neuen Tab)',
  essentialOnly: 'Nur notwendige',
  acceptAll: 'Alle akzeptieren',
};
