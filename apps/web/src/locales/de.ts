import type { Translation } from './en';
import { contentDe } from '../features/content/locales/de';
import { companyDe } from '../features/company/locales/de';
import { preferencesDe } from '../features/preferences/locales/de';
import { navigationDe } from '../features/navigation/locales/de';
import { consentDe } from '../features/consent/locales/de';
import { productDe } from '../features/product/locales/de';
import { favoritesDe } from '../features/favorites/locales/de';
import { catalogPageDe } from '../features/catalog/locales/de';
import { cartDe } from '../features/cart/locales/de';
import { paymentDe } from '../features/payment/locales/de';
import { recoveryDe } from '../features/account/locales/de';
import { accountEmailDe } from '../features/account/locales/email/de';

export const de: Translation = {
  meta: {
    defaultTitle: 'BigKeys – Spiele-Keys, Geschenkkarten und Abonnements',
    pageTitle: '{{page}} – BigKeys',
  },
  common: {
    skipToContent: 'Zum Hauptinhalt springen',
    loadingPage: 'Seite wird geladen…',
    retry: 'Erneut versuchen',
    backHome: 'Zur Startseite',
    browseProducts: 'Produkte ansehen',
    unknownPlatform: 'Unbekannte Plattform',
  },
  categories: {
    pc: 'PC',
    xb: 'Xbox',
    ps: 'PlayStation',
    nt: 'Nintendo',
  },
  header: {
    homeLink: 'BigKeys Startseite',
    mainNavigation: 'Hauptnavigation',
    giftCards: 'Geschenkkarten',
    cart: 'Warenkorb',
    login: 'Anmelden',
    register: 'Registrieren',
    logout: 'Abmelden',
    theme: 'Design: {{theme}}',
  },
  footer: {
    navigation: 'Fußzeile',
    tagline: 'Digitale Spiele-Keys, DLCs, Geschenkkarten und Abo-Karten für jede Plattform.',
    columns: {
      shop: 'Shop',
      company: 'Unternehmen',
      business: 'Für Unternehmen',
      legal: 'Rechtliches',
    },
    links: {
      games: 'Spiele',
      giftCards: 'Geschenkkarten',
      subscriptions: 'Abo-Karten',
      about: 'Über uns',
      careers: 'Karriere',
      contact: 'Kontakt',
      pos: 'Kassenterminals',
      api: 'Großhandels-API',
      terms: 'Allgemeine Geschäftsbedingungen',
      privacy: 'Datenschutzerklärung',
    },
    language: 'Sprache',
    vatNote: 'Alle Preise inklusive Mehrwertsteuer.',
    copyright: '© {{year}} BigKeys. Alle Rechte vorbehalten.',
  },
  home: {
    hero: {
      eyebrow: 'PC · Xbox · PlayStation · Nintendo',
      title: 'Dein nächstes Spiel ist nur einen Key entfernt',
      subtitle:
        'Spiele-Keys, DLCs, Geschenkkarten und Abo-Karten für jede Plattform – mit Preisen inklusive Mehrwertsteuer und meist sofortiger Lieferung.',
      primaryCta: 'Alle Produkte ansehen',
      secondaryCta: 'Geschenkkarten kaufen',
      perks: {
        delivery: 'Lieferung meist sofort',
        vat: 'Preise inkl. MwSt.',
        support: 'Support antwortet innerhalb von 2 Werktagen',
      },
    },
    platformsLabel: 'Nach Plattform einkaufen',
    sections: {
      games: { title: 'Spiele', description: 'Keys für die neuesten und besten Spiele.' },
      dlc: {
        title: 'DLC',
        description: 'Erweiterungen und Add-ons für Spiele, die du bereits besitzt.',
      },
      giftCards: {
        title: 'Geschenkkarten',
        description: 'Guthaben für jede Plattform: das Geschenk, das immer passt.',
      },
      subscriptions: {
        title: 'Abonnements',
        description: 'Game Passes und Online-Mitgliedschaften für deine Konsole oder deinen PC.',
      },
    },
  },
  catalog: {
    seeAll: 'Alle ansehen',
    seeAllLabel: 'Alle ansehen: {{section}}',
    coverAlt: 'Titelbild von {{title}}',
    from: 'Ab',
    salePrice: 'Angebotspreis',
    originalPrice: 'Ursprünglicher Preis',
    discount: 'Spare {{percent}} %',
    outOfStock: 'Nicht vorrätig',
    loadingProducts: 'Produkte werden geladen…',
    error: {
      title: 'Diese Produkte konnten nicht geladen werden',
      description: 'Bitte prüfe deine Verbindung und versuche es erneut.',
    },
    empty: {
      title: 'Keine Produkte gefunden.',
      description: 'Hier gibt es gerade nichts. Schau bald wieder vorbei.',
    },
  },
  notFound: {
    title: 'Seite nicht gefunden',
    eyebrow: 'Fehler 404',
    description:
      'Die gesuchte Seite wurde nicht gefunden. Vielleicht wurde sie verschoben oder die Adresse enthält einen Tippfehler.',
    requested: 'Angeforderte Adresse',
  },
  routeError: {
    title: 'Etwas ist schiefgelaufen',
    description:
      'Ein unerwarteter Fehler hat das Laden dieser Seite verhindert. Neu laden hilft meistens.',
    reload: 'Seite neu laden',
  },
  comingSoon: {
    badge: 'Demnächst',
    notice: 'Wir bauen diese Seite gerade. Das wird sie bieten:',
    pages: {
      purchases: {
        title: 'Käufe',
        description: 'Deine Bestellungen, Rechnungen und gekauften Keys.',
      },
      achievements: {
        title: 'Erfolge',
        description: 'Dein Level, deine Erfolge, Quests und das Community-Ziel.',
      },
    },
  },
  dashboard: {
    navigation: 'Dashboard-Bereiche',
    nav: {
      overview: 'Übersicht',
      purchases: 'Käufe',
      favorites: 'Favoriten',
      achievements: 'Erfolge',
      userSettings: 'Benutzereinstellungen',
      security: 'Sicherheit',
    },
    loadError: 'Dein Konto konnte nicht geladen werden',
    loadErrorDescription: 'Prüfe deine Verbindung und versuche es erneut.',
    overview: {
      greeting: 'Hallo, {{name}}!',
      greetingPlain: 'Hallo!',
      intro: 'Hier ist ein Überblick über dein Konto.',
      status: {
        title: 'Kontostatus',
        email: 'E-Mail-Adresse',
        verified: 'Bestätigt',
        unverified: 'Nicht bestätigt',
        profile: 'Profil',
        complete: 'Vollständig',
        incomplete: 'Unvollständig',
        memberSince: 'Mitglied seit',
      },
      quickLinks: 'Schnellzugriff',
      links: {
        purchases: 'Deine Bestellungen, Rechnungen und gekauften Keys.',
        favorites: 'Die Produkte, die du dir gemerkt hast.',
        achievements: 'Dein Level, deine Erfolge und Quests.',
        userSettings: 'Profil, Benachrichtigungen, Design und Sprache.',
        security: 'Passwort und aktive Sitzungen.',
      },
    },
  },
  ui: {
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    required: 'Pflichtfeld',
    passwordMinLength: 'Mindestens {{min}} Zeichen',
    strength: {
      label: 'Stärke: {{level}}',
      tooWeak: 'zu schwach',
      weak: 'schwach',
      fair: 'mittel',
      good: 'gut',
      strong: 'stark',
    },
  },
  account: {
    fields: {
      email: 'E-Mail-Adresse',
      password: 'Passwort',
      confirmPassword: 'Passwort bestätigen',
      firstName: 'Vorname',
      lastName: 'Nachname',
      birthday: 'Geburtsdatum',
      country: 'Land',
      address: 'Adresse',
      city: 'Ort',
      zip: 'Postleitzahl',
      referralCode: 'Empfehlungscode (optional)',
      chooseCountry: 'Wähle dein Land',
      loadingCountries: 'Länder werden geladen…',
      countriesFailed: 'Die Länderliste konnte nicht geladen werden. Bitte lade die Seite neu.',
    },
    login: {
      title: 'Anmelden',
      subtitle: 'Willkommen zurück! Melde dich an, um deine Keys, Käufe und Belohnungen zu sehen.',
      submit: 'Anmelden',
      submitting: 'Anmeldung läuft…',
      retryIn: 'Erneut versuchen in {{seconds}} s',
      retryInMinutes: 'Erneut versuchen in {{minutes}} Min.',
      noAccount: 'Neu bei BigKeys?',
      registerLink: 'Konto erstellen',
    },
    register: {
      title: 'Konto erstellen',
      subtitle: 'Behalte deine Käufe im Blick, speichere Favoriten und sammle Erfolge.',
      accountSection: 'Anmeldedaten',
      personalSection: 'Persönliche Angaben',
      referralHint: 'Hast du einen Code von Freunden bekommen? Gib ihn hier ein.',
      acceptTerms:
        'Ich habe die <terms>Allgemeinen Geschäftsbedingungen</terms> gelesen und akzeptiere sie.',
      submit: 'Konto erstellen',
      submitting: 'Dein Konto wird erstellt…',
      haveAccount: 'Du hast schon ein Konto?',
      loginLink: 'Anmelden',
    },
    social: {
      divider: 'oder weiter mit',
      orWithEmail: 'oder mit deiner E-Mail-Adresse registrieren',
      continueWith: 'Weiter mit {{provider}}',
    },
    notices: {
      profileSaved: 'Profil gespeichert. Bitte melde dich erneut an.',
      settingsSaved: 'Einstellungen gespeichert. Bitte melde dich erneut an.',
      passwordReset: 'Dein Passwort wurde geändert. Bitte melde dich mit dem neuen Passwort an.',
    },
    settings: {
      title: 'Benutzereinstellungen',
      intro: 'Dein Profil, deine Benachrichtigungen und wie der Shop für dich aussieht.',
      profileTitle: 'Profil',
      profileDescription: 'Die Angaben, die wir für deine Rechnungen verwenden.',
      saveProfile: 'Profil speichern',
      signInAgainNote:
        'Zu deiner Sicherheit wirst du nach dem Speichern abgemeldet und musst dich erneut anmelden.',
    },
    notifications: {
      title: 'Benachrichtigungen',
      description: 'Wähle, wie wir dich über Bestellungen, Keys und Angebote informieren dürfen.',
      browser: {
        label: 'Browser',
        description: 'Benachrichtigungen in diesem Browser, auch wenn der Shop nicht geöffnet ist.',
      },
      email: {
        label: 'E-Mail',
        description: 'Nachrichten an deine E-Mail-Adresse.',
      },
      sms: {
        label: 'SMS',
        description: 'Kurznachrichten auf dein Handy.',
      },
      save: 'Benachrichtigungen speichern',
    },
    appearance: {
      title: 'Darstellung und Sprache',
      description: 'Wird nur auf diesem Gerät gespeichert.',
      theme: 'Design',
      themes: {
        light: 'Hell',
        dark: 'Dunkel',
        auto: 'Automatisch',
      },
    },
    region: {
      title: 'Region und Währung',
      description: 'Preise werden für deine Region in deren Währung angezeigt.',
      region: 'Region',
      currency: 'Währung',
      supportOnly: 'Die Region kann nur über den Support geändert werden',
    },
    security: {
      title: 'Sicherheit',
      intro: 'Dein Passwort und die Geräte, die bei deinem Konto angemeldet sind.',
      passwordTitle: 'Passwort ändern',
      passwordDescription:
        'Wenn du dein Passwort änderst, werden alle anderen Sitzungen abgemeldet; diese bleibt angemeldet.',
      currentPassword: 'Aktuelles Passwort',
      newPassword: 'Neues Passwort',
      confirmPassword: 'Neues Passwort bestätigen',
      changePassword: 'Passwort ändern',
      passwordChanged: 'Dein Passwort wurde geändert. Andere Sitzungen wurden abgemeldet.',
      noPassword: 'Du meldest dich mit einem Social-Konto an',
      noPasswordDescription: 'Dein Konto hat kein Passwort, das geändert werden könnte.',
    },
    sessions: {
      title: 'Aktive Sitzungen',
      description: 'Geräte, die gerade bei deinem Konto angemeldet sind.',
      loading: 'Sitzungen werden geladen…',
      error: 'Deine Sitzungen konnten nicht geladen werden',
      device: '{{browser}} unter {{os}}',
      unknownDevice: 'Unbekanntes Gerät',
      thisDevice: 'Dieses Gerät',
      lastActive: 'Zuletzt aktiv: {{date}}',
      ip: 'IP {{ip}}',
      signedIn: 'Angemeldet seit {{date}}',
      revokeOthers: 'Von allen anderen Sitzungen abmelden',
      noOthers: 'Es sind keine anderen Sitzungen angemeldet.',
      revoked: 'Alle anderen Sitzungen wurden abgemeldet.',
    },
  },
  welcome: {
    documentTitle: 'Willkommen',
    eyebrow: 'Fast geschafft',
    title: 'Willkommen bei BigKeys!',
    titleNamed: 'Willkommen bei BigKeys, {{name}}!',
    intro:
      'Schließe diese Schritte ab, um einkaufen zu können. Bis dahin siehst du vom Shop nur diese Seite.',
    signOut: 'Abmelden',
    stepDone: 'Erledigt',
    stepTodo: 'Offen',
    loadError: 'Dein Konto konnte nicht geladen werden',
    loadErrorDescription: 'Prüfe deine Verbindung und versuche es erneut.',
    verify: {
      title: 'Bestätige deine E-Mail-Adresse',
      description:
        'Wir haben einen 6-stelligen Code an {{email}} gesendet. Gib ihn unten ein oder öffne den Link in der E-Mail.',
      done: '{{email}} ist bestätigt.',
      codeLabel: 'Bestätigungscode',
      submit: 'Bestätigen',
      verifying: 'Wird bestätigt…',
      noCode: 'Keine E-Mail erhalten? Sieh im Spam-Ordner nach oder fordere einen neuen Code an.',
      resend: 'Neuen Code senden',
      resendIn: 'Neuer Code in {{seconds}} s möglich',
      resent: 'Ein neuer Code ist an {{email}} unterwegs.',
    },
    profile: {
      title: 'Vervollständige dein Profil',
      description:
        'Für deine Rechnungen brauchen wir noch ein paar Angaben. Melde dich nach dem Speichern bitte erneut an.',
      submit: 'Profil speichern',
      done: 'Dein Profil ist vollständig.',
    },
    identity: {
      title: 'Identitätsprüfung erforderlich',
      description:
        'Zum Schutz deines Kontos müssen wir deine Identität bestätigen, bevor es weitergeht. Das kannst du bald direkt hier erledigen; bis dahin hilft dir unser Support-Team.',
    },
  },
  authMessages: {
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
    csrfInvalid: 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es erneut.',
    currentPasswordRequired: 'Gib dein aktuelles Passwort ein, um deine E-Mail-Adresse zu ändern.',
    registrationReceived:
      'Sieh in deinen E-Mails nach: Wir haben dir eine Nachricht geschickt, um die Registrierung abzuschließen.',
    emailChangeRequested:
      'Sieh in deinem neuen Postfach nach: Deine Adresse ändert sich, wenn du den Link öffnest, den wir dorthin geschickt haben.',
    accountLinkInvalid: 'Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
  },
  formMessages: {
    invalidEmail: 'Gib eine gültige E-Mail-Adresse ein',
    dateFormat: 'Verwende das Datumsformat JJJJ-MM-TT',
    invalidDate: 'Gib ein gültiges Datum ein',
    futureDate: 'Das Datum darf nicht in der Zukunft liegen',
    chooseCountry: 'Wähle ein Land',
    codeDigits: 'Der Code hat 6 Ziffern',
    maxLength: 'Höchstens {{max}} Zeichen',
    nulCharacter:
      'Dieser Text enthält ein NUL-Zeichen (\\u0000), das nicht gespeichert werden kann.',
  },
  underConstruction: {
    title: 'Wir sind gleich zurück',
    description: 'Unser Shop befindet sich gerade im Umbau.',
    autoRetry: 'Wir versuchen es in 30 Sekunden automatisch erneut…',
    checking: 'Wird geprüft…',
    checkNow: 'Jetzt prüfen',
  },
  offline: {
    title: 'Du bist offline',
    description:
      'Der Shop braucht eine Internetverbindung. Bitte prüfe deine Verbindung; der Shop ist wieder da, sobald du online bist.',
    stillWorks: 'Diese Seiten funktionieren auch offline:',
    notice: 'Keine Internetverbindung gefunden. Die App läuft im Offline-Modus.',
    backOnline: 'Du bist wieder online.',
  },
  notices: {
    label: 'Benachrichtigungen',
    dismiss: 'Benachrichtigung schließen',
  },
  content: contentDe,
  company: companyDe,
  preferences: preferencesDe,
  navigation: navigationDe,
  consent: consentDe,
  product: productDe,
  favorites: favoritesDe,
  catalogPage: catalogPageDe,
  cart: cartDe,
  payment: paymentDe,
  accountEmail: accountEmailDe,
  recovery: recoveryDe,
};
