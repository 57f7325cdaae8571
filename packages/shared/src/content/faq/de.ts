import type { FaqItems } from './types';

/** The about page's frequently asked questions in German. */
export const faqItems: FaqItems = {
  delivery: {
    question: 'Wie schnell erhalte ich meinen Key?',
    answer:
      'Die digitale Lieferung erfolgt in der Regel sofort: Dein Key steht direkt nach der Zahlung auf der Dankeseite und in deinem Konto bereit. In seltenen Fällen, etwa wenn ein Kauf geprüft wird, kann es bis zu 24 Stunden dauern. Wir schicken dir eine E-Mail, sobald er bereit ist.',
  },
  returns: {
    question: 'Kann ich ein Produkt zurückgeben?',
    answer:
      'Ja, du kannst innerhalb von 7 Tagen nach dem Kauf eine Rückgabe beantragen. Eine Bestellung kann gegen volle Erstattung storniert werden, solange ihr digitaler Code weder angezeigt noch versendet wurde.',
  },
  refunds: {
    question: 'Wie lange dauert eine Erstattung?',
    answer:
      'Sobald eine Erstattung genehmigt ist, ist das Geld innerhalb von 5–10 Werktagen wieder auf deinem ursprünglichen Zahlungsmittel.',
  },
  reveal: {
    question: 'Was passiert, wenn ich einen Key aufdecke?',
    answer:
      'Das Aufdecken eines Keys lässt sich nicht rückgängig machen. Bevor der Key angezeigt wird, warnen wir dich und bitten um Bestätigung, denn mit dem Aufdecken endet dein Recht auf eine sofortige Erstattung.',
  },
  vat: {
    question: 'Sind die Preise inklusive Mehrwertsteuer?',
    answer:
      'Ja. Alle Preise enthalten die Mehrwertsteuer. Sie werden in der Währung deiner Region angezeigt; deine Region kann nur über unseren Support geändert werden.',
  },
  support: {
    question: 'Wie erreiche ich den Support?',
    answer:
      'Öffne das Hilfecenter auf jeder Seite und zu jeder Zeit, um Anleitungen zu lesen oder mit dem Biggie AI Assistant zu chatten. Unser Support-Team beantwortet jedes Ticket innerhalb von 2 Werktagen.',
  },
  resale: {
    question: 'Darf ich gekaufte Keys weiterverkaufen?',
    answer:
      'Nein. In unserem Shop gekaufte Keys sind für deine eigene Nutzung oder als Geschenk bestimmt; der Weiterverkauf ist verboten. Unternehmen, die Keys an ihre Kunden verkaufen möchten, können unsere Großhandels-API nutzen.',
  },
  gifting: {
    question: 'Kann ich einen Key verschenken?',
    answer:
      'Ja. Wähle „Verschenken“ und gib die E-Mail-Adresse deines Freundes zweimal ein; wir senden ihm den Key direkt zu.',
  },
};
