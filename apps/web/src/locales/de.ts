import type { Translation } from './en';

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
    sectionsLabel: 'Auf dieser Seite',
    aboutSections: {
      products: 'Produkte',
      highlights: 'Highlights',
      pricing: 'Preise',
      faqs: 'Häufige Fragen',
    },
    pages: {
      about: {
        title: 'Über uns',
        description:
          'Wer wir sind, welche Produkte wir anbieten, unsere Highlights, Preise für Unternehmen und Antworten auf häufige Fragen.',
      },
      aboutPos: {
        title: 'Kassenterminals',
        description:
          'Kassenterminals, mit denen Geschäfte Spiele-Keys und Geschenkkarten direkt an der Kasse verkaufen.',
      },
      aboutApi: {
        title: 'Großhandels-API',
        description:
          'Unsere Großhandels-API mit den Tarifen Basic, Pro und Enterprise und Zugriff auf mehr als 10.000 Produkte.',
      },
      terms: {
        title: 'Allgemeine Geschäftsbedingungen',
        description: 'Die Bedingungen für Käufe, Rückerstattungen und die Nutzung unseres Shops.',
      },
      privacy: {
        title: 'Datenschutzerklärung',
        description: 'Wie wir deine personenbezogenen Daten erheben, nutzen und schützen.',
      },
      contact: {
        title: 'Kontakt',
        description:
          'Ein Formular, um uns eine Nachricht zu senden. Unser Support antwortet innerhalb von 2 Werktagen.',
      },
      careers: {
        title: 'Karriere',
        description: 'Offene Stellen bei BigKeys und ein Formular für deine Bewerbung.',
      },
      login: {
        title: 'Anmelden',
        description: 'Melde dich mit E-Mail-Adresse und Passwort oder mit einem Social-Konto an.',
      },
      register: {
        title: 'Konto erstellen',
        description:
          'Registriere dich, um deine Käufe zu verfolgen, Favoriten zu speichern und Erfolge zu sammeln.',
      },
      products: {
        title: 'Alle Produkte',
        description:
          'Der komplette Katalog mit Suche und Filtern für Plattform, Typ, Genre und Preis.',
      },
      dashboard: {
        title: 'Dashboard',
        description: 'Ein Überblick über dein Konto, dein Level und deine letzten Aktivitäten.',
      },
      purchases: {
        title: 'Käufe',
        description: 'Deine Bestellungen, Rechnungen und gekauften Keys.',
      },
      favorites: {
        title: 'Favoriten',
        description: 'Die Produkte, die du für später gespeichert hast.',
      },
      achievements: {
        title: 'Erfolge',
        description: 'Dein Level, deine Erfolge, Quests und das Community-Ziel.',
      },
      userSettings: {
        title: 'Benutzereinstellungen',
        description: 'Dein Profil sowie Einstellungen für Sprache, Währung und Benachrichtigungen.',
      },
      security: {
        title: 'Sicherheit',
        description: 'Dein Passwort und verknüpfte Social-Konten.',
      },
      cart: {
        title: 'Warenkorb',
        description: 'Die Produkte in deinem Warenkorb mit Mengen, Rabatten und Gesamtsumme.',
      },
      payment: {
        title: 'Zahlung',
        description: 'Sichere Kartenzahlung und anschließend die Aktivierung deiner Keys.',
      },
      game: {
        title: 'Spiel',
        description:
          'Beschreibung, Editionen, Plattformen, Systemanforderungen und Bewertungen dieses Spiels.',
      },
      dlc: {
        title: 'DLC',
        description:
          'Beschreibung, Plattformen, Systemanforderungen und Bewertungen dieser Erweiterung.',
      },
      giftCard: {
        title: 'Geschenkkarte',
        description: 'Der Kartenwert, die passende Plattform und wie du die Karte einlöst.',
      },
      subscription: {
        title: 'Abo-Karte',
        description: 'Die Laufzeit des Abos, die passende Plattform und wie du die Karte einlöst.',
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
      userSettings: 'Einstellungen',
      security: 'Sicherheit',
    },
  },
  underConstruction: {
    title: 'Wir sind gleich zurück',
    description: 'Unser Shop befindet sich gerade im Umbau.',
    autoRetry: 'Wir versuchen es in 30 Sekunden automatisch erneut…',
    checking: 'Wird geprüft…',
    checkNow: 'Jetzt prüfen',
  },
};
