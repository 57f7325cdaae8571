import { MAX_QUANTITY_PER_LINE } from '../constants';
import { MAX_CHECKOUT_LINES } from '../schemas/checkout';
import {
  PRODUCT_MAX_PRICE_LIMIT,
  PRODUCT_SEARCH_MAX_LENGTH,
  PRODUCT_SORTS,
} from '../schemas/products';
import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from '../schemas/reviews';
import { SUPPORT_LIMITS } from '../schemas/support';
import type { CustomerMessageTexts } from './customer-messages';

/** The customer messages in German: what the server answers with and the web shows. */
export const CUSTOMER_MESSAGES_DE: CustomerMessageTexts = {
  auth: {
    invalidCredentials: 'Die eingegebene E-Mail-Adresse oder das Passwort ist falsch.',
    emailTaken:
      'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Melde dich an oder verwende eine andere E-Mail-Adresse.',
    passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein.',
    requiredFields: 'Bitte fülle alle Pflichtfelder aus',
    weakPassword:
      'Wähle ein stärkeres Passwort, das die Mindestanforderungen an die Sicherheit erfüllt.',
    acceptTerms: 'Bitte akzeptiere die Allgemeinen Geschäftsbedingungen, um fortzufahren.',
    generic: 'Etwas ist schiefgelaufen. Bitte versuche es erneut.',
    loginServerError: 'Anmeldung wegen eines Serverfehlers fehlgeschlagen',
    loginUnexpected: 'Bei der Anmeldung ist ein unerwarteter Fehler aufgetreten',
    registerServerError: 'Registrierung wegen eines Serverfehlers fehlgeschlagen',
    registerUnexpected: 'Bei der Registrierung ist ein unerwarteter Fehler aufgetreten',
    verifyServerError: 'Bestätigung wegen eines Serverfehlers fehlgeschlagen',
    notAuthenticated: 'Benutzer nicht angemeldet',
    profileFetchFailed: 'Benutzerprofil konnte nicht geladen werden',
    logoutServerError: 'Abmeldung wegen eines Serverfehlers fehlgeschlagen',
    passwordUpdateServerError: 'Passwortänderung wegen eines Serverfehlers fehlgeschlagen',
    passwordUpdateFailed: 'Passwort konnte nicht geändert werden',
    settingsFailed: 'Benutzereinstellungen konnten nicht gespeichert werden',
    settingsServerError: 'Einstellungen konnten wegen eines Serverfehlers nicht gespeichert werden',
    socialLoginError: 'Fehler bei der Anmeldung über ein Social-Konto',
    tooManyAttempts: 'Zu viele Versuche. Bitte warte einen Moment und versuche es erneut.',
    verificationCodeInvalid: 'Dieser Code stimmt nicht. Prüfe die E-Mail und versuche es erneut.',
    verificationCodeExpired: 'Dieser Code ist abgelaufen. Fordere einen neuen an.',
    verificationTooManyAttempts: 'Zu viele falsche Codes. Fordere einen neuen an.',
    verificationResendTooSoon:
      'Gerade wurde ein Code gesendet. Bitte warte eine Minute, bevor du einen neuen anforderst.',
    alreadyVerified: 'Deine E-Mail-Adresse ist bereits bestätigt.',
    currentPasswordWrong: 'Dein aktuelles Passwort ist nicht korrekt.',
    currentPasswordRequired: 'Gib dein aktuelles Passwort ein, um deine E-Mail-Adresse zu ändern.',
    registrationReceived:
      'Sieh in deinen E-Mails nach: Wir haben dir eine Nachricht geschickt, um die Registrierung abzuschließen.',
    emailChangeRequested:
      'Sieh in deinem neuen Postfach nach: Deine Adresse ändert sich, wenn du den Link öffnest, den wir dorthin geschickt haben.',
    accountLinkInvalid: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
    csrfInvalid: 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es erneut.',
    accountLocked: 'Dieses Konto ist gesperrt. Bitte wende dich an unseren Support.',
  },
  recovery: {
    linkSent:
      'Wenn es zu dieser Adresse ein Konto gibt, haben wir einen Link dorthin gesendet. Bitte sieh in deinem Posteingang nach.',
    linkInvalid:
      'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordere einen neuen an.',
    passwordReset: 'Dein Passwort wurde geändert. Bitte melde dich mit deinem neuen Passwort an.',
  },
  form: {
    invalidEmail: 'Gib eine gültige E-Mail-Adresse ein',
    dateFormat: 'Verwende das Datumsformat JJJJ-MM-TT',
    invalidDate: 'Gib ein gültiges Datum ein',
    chooseCountry: 'Wähle ein Land',
    codeDigits: 'Der Code hat 6 Ziffern',
    singleLine: 'Bitte nur eine Zeile verwenden',
    nulCharacter:
      'Dieser Text enthält ein NUL-Zeichen (\\u0000), das nicht gespeichert werden kann.',
    invalidId: 'Muss eine gültige ID sein',
    invalidNumericId: 'Muss eine numerische ID sein',
  },
  checkout: {
    tooManyFailures: 'Zu viele fehlgeschlagene Anfragen',
    outOfStock: 'Nicht vorrätig',
    productNotFound: 'Produkt nicht gefunden',
    emailNotVerified: 'Bitte bestätige deine E-Mail-Adresse, bevor du bezahlst.',
    profileIncomplete: 'Bitte vervollständige dein Profil, bevor du bezahlst.',
    idempotencyKeyReused:
      'Dieser Checkout wurde bereits mit anderen Artikeln begonnen. Bitte lade die Seite neu und versuche es erneut.',
    emptyCart: 'Dein Warenkorb ist leer.',
    duplicateLine: 'Jedes Produkt erscheint pro Plattform nur einmal in einem Checkout.',
    idempotencyKeyRequired: 'Der Header Cko-Idempotency-Key ist erforderlich.',
    checkoutReplaced:
      'Dieser Checkout wurde durch einen später begonnenen ersetzt. Bitte beginne neu, um hier zu bezahlen.',
  },
  payment: {
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
  },
  purchase: {
    keyActivationFailed: 'Der Key konnte nicht aktiviert werden',
    keyNotFound: 'Key nicht gefunden.',
    keyGifted: 'Dieser Key wurde verschenkt und kann nicht mehr aufgedeckt werden.',
    keyRefunded:
      'Dieser Key gehört zu einer erstatteten Bestellung und kann nicht mehr aufgedeckt werden.',
    keyNotDelivered: 'Dieser Key wurde noch nicht geliefert.',
    invoiceNotFound: 'Rechnung nicht gefunden',
    invoiceLookupRequired: 'Gib eine invoiceId, eine invoiceNumber oder eine paymentId an.',
    orderNotFound: 'Bestellung nicht gefunden.',
    giftEmailsMismatch: 'Die E-Mail-Adressen stimmen nicht überein. Bitte versuche es erneut.',
    giftEmailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    giftRevealed: 'Ein aufgedeckter Key kann nicht verschenkt werden.',
    giftAlreadySent: 'Dieser Key wurde bereits verschenkt.',
    giftToSelf: 'Du kannst dir selbst nichts schenken.',
    giftNotFound: 'Dieser Geschenk-Link ist ungültig.',
    giftClaimed: 'Dieses Geschenk wurde bereits eingelöst.',
    giftOwnClaim: 'Du kannst kein Geschenk einlösen, das du selbst verschickt hast.',
    giftUnavailable: 'Dieses Geschenk ist nicht mehr verfügbar.',
    refundRevealed:
      'Diese Bestellung kann nicht erstattet werden, weil einer ihrer Keys aufgedeckt wurde.',
    refundGifted:
      'Diese Bestellung kann nicht erstattet werden, weil einer ihrer Keys verschenkt wurde.',
    refundWindow: 'Die 7-tägige Erstattungsfrist für diese Bestellung ist abgelaufen.',
    refundStatus: 'Diese Bestellung kann nicht erstattet werden.',
    underReview:
      'Dein Kauf wird zu deiner Sicherheit geprüft. Wir schicken dir eine E-Mail, sobald er freigegeben ist, in der Regel innerhalb von 24 Stunden.',
    revealWarning:
      'Das Aufdecken eines Keys lässt sich nicht rückgängig machen. Sobald er angezeigt wird, kann diese Bestellung nicht mehr gegen sofortige Erstattung storniert werden.',
  },
  referral: {
    payoutNotFound: 'Auszahlung nicht gefunden.',
    payoutSettled: 'Diese Auszahlung wurde bereits abgeschlossen.',
    payoutBelowMinimum: 'Dein verfügbares Guthaben liegt unter der Mindestauszahlung.',
    payoutCurrency: 'Wähle eine Währung, in der du etwas verdient hast.',
    copyFailed: 'Der Link konnte nicht kopiert werden. Bitte kopiere ihn manuell.',
  },
  loyalty: {
    questNotFound: 'Quest nicht gefunden.',
    questExpired: 'Diese Quest ist abgelaufen.',
    questNotComplete: 'Diese Quest ist noch nicht abgeschlossen.',
    questLocked: 'Schließe zuerst das vorige Kapitel dieser Geschichte ab.',
    questClaimed: 'Diese Quest wurde bereits eingelöst.',
    prestigeLocked: 'Prestige wird auf Stufe 5 freigeschaltet.',
    prestigeMax: 'Du hast das höchste Prestige erreicht.',
    prestigeConfirm: 'Bestätige, dass du deine Stufe zurücksetzen möchtest.',
  },
  review: {
    rating: 'Wähle eine Bewertung von 1 bis 5 Sternen.',
    comment: `Dein Kommentar muss ${REVIEW_COMMENT_MIN} bis ${REVIEW_COMMENT_MAX} Zeichen lang sein.`,
    emailUnverified: 'Bitte bestätige deine E-Mail-Adresse, bevor du eine Bewertung schreibst.',
  },
  support: {
    ticketNotFound: 'Ticket nicht gefunden.',
    messageRequired: 'Schreib eine Nachricht.',
    messageTooLong: `Eine Nachricht darf höchstens ${SUPPORT_LIMITS.messageMaxLength} Zeichen lang sein.`,
    topicRequired: 'Gib deinem Ticket ein Thema.',
    topicTooLong: `Ein Thema darf höchstens ${SUPPORT_LIMITS.topicMaxLength} Zeichen lang sein.`,
    ticketFull: 'Diese Unterhaltung ist voll. Bitte eröffne ein neues Ticket.',
    tooManyMessages: 'Du sendest Nachrichten zu schnell. Bitte warte einen Moment.',
    tooManyTickets:
      'Du hast heute schon viele Tickets eröffnet. Bitte schreib stattdessen in ein offenes.',
    orderNotFound: 'Bestellung nicht gefunden.',
    signInForTickets:
      'Melde dich an, um ein Ticket zu eröffnen oder deine Unterhaltungen zu sehen.',
    clientMessageId: 'Muss eine Nachrichten-ID (eine UUID) sein.',
    ticketClosed: 'Dieses Ticket ist geschlossen.',
    notAssignable: 'Zuweisen lässt sich nur ein aktives Teammitglied, das Tickets bearbeitet.',
    staffUseInbox: 'Das Team antwortet Kunden über den Support-Posteingang.',
    unavailable: 'Der Chat ist gerade nicht verfügbar. Bitte versuche es gleich noch einmal.',
  },
  newsletter: {
    invalidEmail: 'Ungültige E-Mail-Adresse',
    subscribed: 'Du hast den Newsletter erfolgreich abonniert.',
    duplicate: 'Du hast den Newsletter bereits abonniert.',
    failed: 'Das Abonnieren ist fehlgeschlagen. Bitte versuche es später erneut.',
  },
  contact: {
    sent: 'Vielen Dank! Wir antworten innerhalb von 2 Werktagen.',
  },
  careers: {
    applied: 'Danke für deine Bewerbung! Wir melden uns bei dir.',
    alreadyApplied:
      'Du hast dich bereits beworben. Bitte hab etwas Geduld, bis wir uns bei dir melden.',
    positionNotFound: 'Diese Stelle ist nicht mehr offen.',
  },
  favorites: {
    notAFavorite: 'Dieses Produkt ist nicht in deinen Favoriten.',
    platformNotFound: 'Plattform in den Produktdaten nicht gefunden',
  },
  socialLink: {
    reauthRequired:
      'Zu deiner Sicherheit melde dich bitte erneut an, um ein Konto zu verknüpfen: Das setzt eine Anmeldung in den letzten 10 Minuten voraus.',
    lastSignInMethod:
      'Lege ein Passwort fest, bevor du deine einzige Möglichkeit zur Anmeldung entfernst.',
    accountTaken: 'Dieses Konto ist bereits mit einem anderen BigKeys-Konto verknüpft.',
    alreadyLinked: 'Mit deinem BigKeys-Konto ist bereits ein Konto dieses Anbieters verknüpft.',
    notLinked: 'Mit deinem BigKeys-Konto ist kein Konto dieses Anbieters verknüpft.',
    failed: 'Das Verknüpfen des Kontos hat nicht geklappt. Bitte versuche es später erneut.',
  },
  checkoutInput: {
    quantityNumber: 'Die Menge muss eine Zahl sein',
    quantityWhole: 'Die Menge muss eine ganze Zahl sein',
    quantityMin: 'Die Menge muss mindestens 1 sein',
    quantityMax: `Maximal ${MAX_QUANTITY_PER_LINE} Produkte erlaubt`,
    tooManyLines: `Höchstens ${MAX_CHECKOUT_LINES} Positionen`,
    idempotencyKeyLength: 'Der Idempotenzschlüssel muss 8 bis 128 Zeichen lang sein',
    idempotencyKeyCharacters:
      'Der Idempotenzschlüssel darf nur Buchstaben, Ziffern und . _ : - enthalten',
  },
  catalogue: {
    sort: `Die Sortierung muss eine von ${PRODUCT_SORTS.join(', ')} sein`,
    category: 'Die Kategorie muss eine von pc, xb, ps, nt sein',
    platform:
      'Die Plattform muss eine Plattform-ID, eine Liste von IDs oder eine Kategorie (pc, xb, ps, nt) sein',
    unknownPlatform: 'Unbekannte Plattform',
    genre: 'Das Genre muss eine Genre-ID sein',
    maxPriceFormat: 'Der Höchstpreis muss ein positiver Betrag wie 19.99 sein',
    maxPriceLimit: `Der Höchstpreis darf höchstens ${PRODUCT_MAX_PRICE_LIMIT} betragen`,
    searchTooLong: `Die Suche darf höchstens ${PRODUCT_SEARCH_MAX_LENGTH} Zeichen lang sein`,
  },
  push: {
    endpointInvalid: 'Der Endpunkt des Push-Abonnements ist keine gültige Adresse.',
    endpointNotHttps: 'Der Endpunkt eines Push-Abonnements muss eine https://-Adresse sein.',
    endpointNotPublic:
      'Der Endpunkt eines Push-Abonnements muss einen Push-Dienst über seinen Hostnamen angeben.',
    keysInvalid: 'Die Schlüssel des Push-Abonnements sind ungültig.',
  },
  phone: {
    invalidNumber: 'Bitte gib eine gültige Handynummer ein.',
    sameNumber: 'Diese Nummer ist in deinem Konto bereits bestätigt.',
    tooManyCodes:
      'Es wurden zu viele Codes gesendet. Bitte warte eine Stunde und versuche es erneut.',
    noCode: 'Fordere zuerst einen Code für deine Nummer an.',
    codeFormat: 'Der Code hat 6 Ziffern.',
    codeInvalid: 'Dieser Code stimmt nicht. Sieh in der SMS nach und versuche es erneut.',
    codeExpired: 'Dieser Code ist abgelaufen. Fordere einen neuen an.',
    codeAttempts: 'Zu viele falsche Codes. Fordere einen neuen an.',
    sendFailed: 'Wir konnten die SMS nicht senden. Bitte versuche es später erneut.',
    phoneRequired: 'Bestätige eine Handynummer, bevor du SMS einschaltest.',
  },
  identity: {
    notFound: 'Identitätsprüfung nicht gefunden',
    checkNotRequired: 'Dein Konto braucht keine Identitätsprüfung.',
    tooManyStarts:
      'Du hast heute zu viele Identitätsprüfungen gestartet. Bitte versuche es morgen wieder.',
    invalidSecret: 'Dieser Prüfungslink ist nicht gültig.',
    notAwaitingDocuments: 'Deine Unterlagen werden bereits geprüft.',
    providerUnavailable:
      'Die Identitätsprüfung ist gerade nicht verfügbar. Bitte versuche es später erneut.',
    photosRequired: 'Bitte füge ein Foto deines Dokuments und ein Selfie hinzu.',
    photoTooLarge: 'Jedes Foto darf höchstens 10 MB groß sein.',
    photoNotImage: 'Fotos müssen JPEG-, PNG- oder WebP-Bilder sein.',
    nameRequired: 'Bitte gib den Namen so ein, wie er auf deinem Dokument steht.',
    multipartRequired: 'Sende die Fotos als multipart/form-data.',
    notUnderReview: 'Diese Identitätsprüfung wartet nicht auf eine Überprüfung.',
    identityCheckRequired: 'Bitte bestätige deine Identität, bevor du bezahlst.',
  },
};
