import type { HelpTopic } from './types';

/** The help widget's five topics in German, in the order the widget lists them. */
export const helpTopics: readonly HelpTopic[] = [
  {
    id: 'redeem-codes',
    title: 'So löst du Codes ein',
    category: 'Aktivierung',
    description:
      'Ein Key von BigKeys wird auf der Plattform eingelöst, für die er gekauft wurde: Steam, Xbox, PlayStation, Nintendo, EA App, Battle.net, Ubisoft Connect und andere. Prüfe vorher Plattform und Region auf der Produktseite.',
    steps: [
      {
        icon: 'LayoutDashboard',
        title: 'Käufe öffnen',
        description:
          'Melde dich an, geh in dein Dashboard zu deinen Käufen und öffne die Bestellung.',
      },
      {
        icon: 'Eye',
        title: 'Key aufdecken und kopieren',
        description:
          'Deck den Key auf und kopiere ihn. Das Aufdecken lässt sich nicht rückgängig machen und beendet das Recht auf eine sofortige Rückerstattung. Tu es also erst, wenn du einlösen willst.',
      },
      {
        icon: 'Gamepad2',
        title: 'Plattform öffnen',
        description:
          'Steam: Spiele › Ein Produkt bei Steam aktivieren. Xbox: Microsoft Store › Code einlösen. PlayStation: PlayStation Store › Codes einlösen. Nintendo: Nintendo eShop › Code einlösen. EA App: Menü › Code einlösen. Battle.net: Konto › Code einlösen.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Einfügen und bestätigen',
        description:
          'Füge den Key ein und bestätige. Spiel, DLC oder Guthaben werden deinem Konto gutgeschrieben; Spiele lädst du dann aus deiner Bibliothek herunter.',
      },
    ],
    supportNote:
      'Lehnt die Plattform den Key ab, lies „Probleme beim Aktivieren eines Codes“ oder chatte mit uns. Unser Support antwortet innerhalb von 2 Werktagen.',
    isFaq: true,
  },
  {
    id: 'find-codes',
    title: 'Wo du deine Codes findest',
    category: 'Bestellungen',
    description:
      'Digitale Codes werden meist sofort nach der Zahlung geliefert, spätestens innerhalb von 24 Stunden. Du findest sie auf der Dankeseite, in deiner E-Mail und in deinem Dashboard.',
    steps: [
      {
        icon: 'KeyRound',
        title: 'Direkt nach der Zahlung',
        description: 'Die Dankeseite zeigt die Keys deiner Bestellung, sobald sie bereit sind.',
      },
      {
        icon: 'Mail',
        title: 'In deiner E-Mail',
        description:
          'Wir schicken dir eine E-Mail, wenn deine Bestellung geliefert ist. Sieh auch im Spam-Ordner nach.',
      },
      {
        icon: 'LayoutDashboard',
        title: 'In deinem Dashboard',
        description:
          'Jeder Key bleibt in deinem Dashboard unter deinen Käufen. Keys bleiben verborgen, bis du sie aufdeckst.',
      },
      {
        icon: 'Hourglass',
        title: 'Bestellung in Prüfung',
        description:
          'Manche Bestellungen prüfen wir vor der Lieferung. Du siehst dann einen Prüfhinweis, und wir schicken dir eine E-Mail, sobald die Bestellung freigegeben ist.',
      },
    ],
    supportNote: 'Nach 24 Stunden noch kein Key? Chatte mit uns und nenne deine Bestellnummer.',
    isFaq: true,
  },
  {
    id: 'invoice',
    title: 'Wo du eine Rechnung bekommst',
    category: 'Zahlung',
    description:
      'Zu jeder Bestellung gibt es eine Rechnung, die du jederzeit als PDF herunterladen kannst. Unsere Preise enthalten die Mehrwertsteuer.',
    steps: [
      {
        icon: 'LogIn',
        title: 'Anmelden',
        description: 'Melde dich mit dem Konto an, mit dem du bestellt hast.',
      },
      {
        icon: 'Receipt',
        title: 'Bestellung öffnen',
        description: 'Geh in dein Dashboard, öffne deine Käufe und wähle die Bestellung.',
      },
      {
        icon: 'FileDown',
        title: 'Rechnung herunterladen',
        description:
          'Wähle „Rechnung herunterladen“, um das PDF zu speichern. Es zeigt die Produkte, die Mehrwertsteuer und die Zahlungsart.',
      },
    ],
    supportNote:
      'Findest du die Rechnung nicht oder muss sie korrigiert werden? Chatte mit uns und nenne deine Bestellnummer.',
    isFaq: false,
  },
  {
    id: 'activation-issues',
    title: 'Probleme beim Aktivieren eines Codes',
    category: 'Aktivierung',
    description:
      'Die meisten Aktivierungsfehler entstehen durch eine falsche Plattform oder Region, einen vertippten Key oder eine Störung der Plattform. Diese Prüfungen lösen die meisten davon.',
    steps: [
      {
        icon: 'Globe',
        title: 'Plattform und Region prüfen',
        description:
          'Ein Steam-Key funktioniert nur auf Steam, ein PlayStation-Code nur im PlayStation Store der passenden Region. Vergleiche die Produktseite mit deinem Konto.',
      },
      {
        icon: 'Copy',
        title: 'Key erneut kopieren',
        description:
          'Kopiere den Key, statt ihn abzutippen, ohne Leerzeichen davor oder danach. Beim Abtippen werden oft O und 0 oder I und 1 verwechselt.',
      },
      {
        icon: 'SearchCheck',
        title: 'In deiner Bibliothek nachsehen',
        description:
          '„Bereits verwendet“ heißt oft, dass der Key schon auf deinem Konto eingelöst wurde: Sieh in deiner Bibliothek bei Steam, Xbox, PlayStation, Nintendo, EA App oder Battle.net nach.',
      },
      {
        icon: 'RefreshCw',
        title: 'Später erneut versuchen',
        description:
          'Plattformen haben Störungen und begrenzen Fehlversuche (Steam etwa für eine Stunde). Prüf die Statusseite der Plattform und versuch es erneut.',
      },
    ],
    supportNote:
      'Klappt es immer noch nicht? Chatte mit uns und schick deine Bestellnummer und einen Screenshot des Fehlers. Wir antworten innerhalb von 2 Werktagen; genehmigte Rückerstattungen dauern 5–10 Werktage.',
    isFaq: true,
  },
  {
    id: 'identity-verification',
    title: 'Probleme mit der Identitätsprüfung',
    category: 'Konto',
    description:
      'Zum Schutz deines Kontos und deiner Zahlungen bitten wir dich manchmal, deine Identität zu bestätigen, bevor du weitermachen kannst oder eine Bestellung geliefert wird.',
    steps: [
      {
        icon: 'ShieldCheck',
        title: 'Warum wir fragen',
        description:
          'Die Prüfung hält gestohlene Karten und Konten vom Shop fern. Sie ist nur einmal nötig, danach ist dein Konto verifiziert.',
      },
      {
        icon: 'IdCard',
        title: 'Gültigen Ausweis bereithalten',
        description:
          'Nutze einen gültigen Reisepass, Personalausweis oder Führerschein. Der Name muss mit dem Namen in deinem Profil übereinstimmen.',
      },
      {
        icon: 'Camera',
        title: 'Klare Fotos machen',
        description:
          'Sorge für gutes Licht, zeig alle vier Ecken und vermeide Spiegelungen und Unschärfe. Fotos von einem Bildschirm werden nicht akzeptiert.',
      },
      {
        icon: 'Hourglass',
        title: 'Auf das Ergebnis warten',
        description:
          'Der Status zeigt „Verifizierung läuft“ und aktualisiert sich von selbst. Bestellungen in Prüfung werden geliefert, sobald du verifiziert bist.',
      },
    ],
    supportNote:
      'Prüfung fehlgeschlagen oder nach 24 Stunden noch in Bearbeitung? Chatte mit uns; unser Support antwortet innerhalb von 2 Werktagen.',
    isFaq: false,
  },
];
