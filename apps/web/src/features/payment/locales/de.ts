import type { PaymentTexts } from './en';

export const paymentDe: PaymentTexts = {
  title: 'Zahlung',
  intro: 'Bezahle deine Bestellung mit Karte. Deine Keys bleiben reserviert, während du bezahlst.',
  preparing: 'Deine Bestellung wird vorbereitet …',
  empty: {
    title: 'Dein Warenkorb ist leer',
    description:
      'Lege ein Spiel, eine Geschenkkarte oder ein Abo in den Warenkorb, bevor du bezahlst.',
    browse: 'Produkte ansehen',
  },
  summary: {
    title: 'Bestellübersicht',
    order: 'Bestellung {{id}}',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    levelDiscount: 'Stufenrabatt',
    levelDiscountOf: 'Stufenrabatt ({{level}}, {{percent}}\u00a0%)',
    total: 'Gesamt',
    vat: 'Preise inkl. MwSt.',
    reservation: 'Keys reserviert für',
    expired: 'Abgelaufen',
    editCart: 'Warenkorb bearbeiten',
  },
  expired: {
    title: 'Deine Reservierung ist abgelaufen',
    description:
      'Die Keys sind nicht mehr für dich reserviert. Beginne neu, um sie erneut zu reservieren.',
    restart: 'Neu beginnen',
  },
  intentErrors: {
    tooManyFailures: 'Zu viele fehlgeschlagene Anfragen',
    outOfStock: 'Nicht vorrätig',
    productNotFound: 'Produkt nicht gefunden',
    emailNotVerified: 'Bitte bestätige deine E-Mail-Adresse, bevor du bezahlst.',
    profileIncomplete: 'Bitte vervollständige dein Profil, bevor du bezahlst.',
    checkoutChanged: 'Dein Warenkorb hat sich während der Zahlung geändert. Bitte beginne neu.',
    checkoutReplaced:
      'Dieser Checkout wurde durch einen später begonnenen ersetzt. Bitte beginne neu, um hier zu bezahlen.',
    failed:
      'Die Zahlung konnte nicht angelegt werden: Der Server hat mit einem Fehler geantwortet.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten',
    outOfStockHint:
      'Entferne das Produkt aus dem Warenkorb oder verringere die Menge und versuche es dann erneut.',
    accountHint: 'Vervollständige deine Kontoeinstellungen und komm dann zum Bezahlen zurück.',
    tooManyFailuresHint: 'Bitte warte ein paar Minuten, bevor du es erneut versuchst.',
    checkoutReplacedHint:
      'Nur dein zuletzt begonnener Checkout hält Keys für dich. Bezahle im Tab oder auf dem Gerät, wo du ihn begonnen hast, oder beginne hier neu.',
    backToCart: 'Zurück zum Warenkorb',
    openSettings: 'Kontoeinstellungen öffnen',
    startAgain: 'Neu beginnen',
    retry: 'Erneut versuchen',
  },
  card: {
    title: 'Kartendaten',
    description:
      'Bereitgestellt vom Sandbox-Zahlungsanbieter des Shops: Es wird kein echtes Geld abgebucht.',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum',
    expiryHint: 'MM/JJ',
    cvc: 'Sicherheitscode',
    cvcHint_one: '{{count}} Ziffer auf der Rückseite der Karte',
    cvcHint_other: '{{count}} Ziffern auf der Rückseite der Karte',
    holder: 'Name auf der Karte',
    pay: '{{amount}} bezahlen',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      unknown: 'Karte',
    },
    tryAnother: 'Du kannst es mit einer anderen Karte erneut versuchen.',
    newPayment: 'Eine neue Zahlung wird vorbereitet …',
  },
  testCards: {
    title: 'Sandbox-Testkarten',
    description:
      'Verwende ein beliebiges Ablaufdatum in der Zukunft, einen beliebigen Namen und einen Sicherheitscode mit der richtigen Länge.',
    succeeds: 'Erfolgreich',
    declined: 'Abgelehnt',
    insufficientFunds: 'Deckung nicht ausreichend',
    threeDSecure: '3-D-Secure-Prüfung',
  },
  challenge: {
    bank: 'Sandbox Bank',
    title: '3-D-Secure-Prüfung',
    description:
      'Bestätige, dass du {{amount}} mit deiner Karte mit den Endziffern {{last4}} an BigKeys zahlen möchtest.',
    approve: 'Bestätigen',
    deny: 'Ablehnen',
    note: 'Diese Prüfung wird vom Shop simuliert; es wird keine Bank kontaktiert.',
  },
  messages: {
    invalidPaymentIntent: 'Nicht autorisierte oder ungültige Zahlung.',
    stillProcessing: 'Die Zahlung wird noch verarbeitet.',
    verificationFailed: 'Die Zahlung konnte nicht bestätigt werden.',
    cardDeclined: 'Deine Karte wurde abgelehnt.',
    insufficientFunds: 'Deine Karte hat keine ausreichende Deckung.',
    authenticationFailed: 'Die 3-D-Secure-Prüfung ist fehlgeschlagen.',
    cardNumberInvalid: 'Deine Kartennummer ist ungültig.',
    cardExpired: 'Deine Karte ist abgelaufen.',
    cvcInvalid: 'Der Sicherheitscode deiner Karte ist ungültig.',
    holderRequired: 'Bitte gib den Namen auf der Karte ein.',
    challengeInvalid: 'Diese 3-D-Secure-Prüfung gilt nicht für diese Zahlung.',
    paymentNotFound: 'Zahlung nicht gefunden.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten',
  },
  complete: {
    checking: 'Deine Zahlung wird geprüft …',
    processingHint: 'Wir prüfen alle 2 Sekunden erneut.',
    liveHint: 'Diese Seite aktualisiert sich, sobald deine Zahlung eingegangen ist.',
    stalled: 'Deine Zahlung dauert länger als üblich.',
    stalledHint:
      'Prüfe es gleich noch einmal. Deine Keys bleiben reserviert, solange die Zahlung verarbeitet wird.',
    checkAgain: 'Erneut prüfen',
    thankYou: 'Vielen Dank für deine Bestellung',
    thankYouDescription: 'Deine Zahlung ist eingegangen.',
    orderId: 'Bestellnummer',
    status: 'Status',
    statuses: {
      pending: 'Zahlung ausstehend',
      paid: 'Bezahlt',
      under_review: 'In Prüfung',
      delivered: 'Geliefert',
      expired: 'Abgelaufen',
      failed: 'Fehlgeschlagen',
      refunded: 'Erstattet',
      cancelled: 'Storniert',
    },
    keysNote: 'Deine Keys findest du unter „Käufe“ in deinem Dashboard.',
    keysTitle: 'Deine Keys',
    underReview:
      'Dein Kauf wird zu deiner Sicherheit geprüft. Wir schicken dir eine E-Mail, sobald er freigegeben ist, in der Regel innerhalb von 24 Stunden.',
    notCompleted:
      'Diese Bestellung wurde nicht abgeschlossen. Ein bereits abgebuchter Betrag wird dir erstattet.',
    progress: {
      title: 'Bestellfortschritt',
      stepsLabel: 'Schritte deiner Bestellung',
      done: 'Alles erledigt',
      steps: {
        payment: 'Zahlung eingegangen',
        review: 'Sicherheitsprüfung',
        keys: 'Keys zugewiesen',
        invoice: 'Rechnung erstellt',
        receipt: 'Beleg gesendet',
      },
      states: {
        done: 'erledigt',
        current: 'läuft',
        upcoming: 'folgt',
      },
    },
    receipt: {
      sending: 'Dein Beleg wird gesendet …',
      sent: 'Wir haben dir deinen Beleg per E-Mail geschickt.',
      sentWithInvoice:
        'Wir haben dir deinen Beleg mit der Rechnung {{number}} per E-Mail geschickt.',
      failed:
        'Wir konnten dir deinen Beleg nicht per E-Mail schicken. Deine Rechnung findest du unter „Käufe“ in deinem Dashboard.',
      off: 'E-Mail-Benachrichtigungen sind ausgeschaltet, daher haben wir dir keinen Beleg geschickt. Die Rechnung {{number}} findest du unter „Käufe“ in deinem Dashboard.',
    },
    purchases: 'Zu den Käufen',
    continueShopping: 'Weiter einkaufen',
    failedHint:
      'Deine Karte wurde nicht belastet. Du kannst es mit einer anderen Karte erneut versuchen.',
    backToPayment: 'Zurück zur Zahlung',
    invalidHint: 'Dieser Zahlungslink gehört nicht zu deinem Konto oder ist unvollständig.',
    backToCart: 'Zurück zum Warenkorb',
  },
};
